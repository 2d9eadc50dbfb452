import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AlertText } from '../../../shared/ui/alert-text';
import { myReviewText as t } from './messages';
import styles from './review-dialog.module.css';
import {
  MAX_PHOTOS,
  PHOTO_ACCEPT,
  photoKey,
  photoRefusal,
  photoTotal,
  type ReviewPhotos,
  withoutRepeats,
} from './review-photos';

/**
 * The review's photos: on an edit those it has, then the files chosen, each previewed with its
 * remove button; up to five in all. The file input is hidden but focusable, its label the button.
 */
export function ReviewPhotoPicker({
  photos,
  error,
  onChange,
}: {
  photos: ReviewPhotos;
  /** The server's word on the photos. */
  error: string | undefined;
  onChange: (photos: ReviewPhotos) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const count = photoTotal(photos);
  const full = count >= MAX_PHOTOS;

  function choose(chosen: File[]) {
    const fresh = withoutRepeats(photos.added, chosen);
    const refusal = photoRefusal(fresh, count);
    setProblem(refusal);
    if (!refusal && fresh.length > 0) onChange({ ...photos, added: [...photos.added, ...fresh] });
  }

  return (
    <div className={styles.group} data-field="photos">
      <div className={styles.photoPick}>
        <input
          id={id}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          disabled={full}
          aria-describedby={`${id}-hint ${id}-count`}
          className={`visually-hidden ${styles.fileInput}`}
          onChange={(event) => {
            choose(Array.from(event.currentTarget.files ?? []));
            // The same file can be chosen again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={id} className={styles.fileButton} data-off={full || undefined}>
          <ImagePlus size={18} strokeWidth={1.5} aria-hidden />
          {t.photos}
        </label>
        <span id={`${id}-count`} className={styles.photoCount}>
          {t.photoCount(count)}
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.lead}>
        {t.photosHint}
      </p>
      {count > 0 && (
        <ul className={styles.previews}>
          {photos.kept.map((url, i) => (
            <li key={url} className={styles.preview}>
              <img src={url} alt={t.keptPhotoAlt(i + 1)} />
              <RemoveButton
                label={t.keptPhotoRemove(i + 1)}
                onRemove={() => {
                  setProblem(undefined);
                  onChange({ ...photos, kept: photos.kept.filter((kept) => kept !== url) });
                }}
              />
            </li>
          ))}
          {photos.added.map((file) => (
            <NewPhoto
              key={photoKey(file)}
              file={file}
              onRemove={() => {
                setProblem(undefined);
                onChange({ ...photos, added: photos.added.filter((added) => added !== file) });
              }}
            />
          ))}
        </ul>
      )}
      <AlertText message={problem ?? error} className={styles.error} />
    </div>
  );
}

/** A chosen file, shown from an object address made for it and let go when it goes. */
function NewPhoto({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return (
    <li className={styles.preview}>
      {url && <img src={url} alt={file.name} />}
      <RemoveButton label={t.photoRemove(file.name)} onRemove={onRemove} />
    </li>
  );
}

function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button type="button" className={styles.previewRemove} aria-label={label} onClick={onRemove}>
      <X size={18} strokeWidth={2} aria-hidden />
    </button>
  );
}
