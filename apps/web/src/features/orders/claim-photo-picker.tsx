import { X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { AlertText } from '../../shared/ui/alert-text';
import { MAX_PHOTOS, photoKey, photoRefusal, withoutRepeats } from './claim-photos';
import { claimText as t } from './claim-text';
import styles from './claims.module.css';
import { PhotoFileInput } from './photo-file-input';

/**
 * 사진 첨부 of the request dialog: optional, for any reason; the chosen photos previewed, each
 * removable, sent once the claim is filed.
 */
export function ClaimPhotoPicker({
  photos,
  onChange,
}: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const full = photos.length >= MAX_PHOTOS;

  function choose(chosen: File[]) {
    const fresh = withoutRepeats(photos, chosen);
    const refusal = photoRefusal(fresh, photos.length);
    setProblem(refusal);
    if (!refusal && fresh.length > 0) onChange([...photos, ...fresh]);
  }

  return (
    <div className={styles.group}>
      <div className={styles.photoPick}>
        <PhotoFileInput
          id={id}
          label={t.photos}
          disabled={full}
          describedBy={`${id}-hint ${id}-count`}
          onChoose={choose}
        />
        <span id={`${id}-count`} className={styles.photoCount}>
          {t.photoCount(photos.length, MAX_PHOTOS)}
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.lead}>
        {t.photosHint}
      </p>
      {photos.length > 0 && (
        <ul className={styles.previews}>
          {photos.map((photo) => (
            <Preview
              key={photoKey(photo)}
              photo={photo}
              onRemove={() => {
                setProblem(undefined);
                onChange(photos.filter((p) => p !== photo));
              }}
            />
          ))}
        </ul>
      )}
      <AlertText message={problem} className={styles.error} />
    </div>
  );
}

/** One chosen photo, by an object address made for it and revoked when it goes. */
function Preview({ photo, onRemove }: { photo: File; onRemove: () => void }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(photo);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo]);
  return (
    <li className={styles.preview}>
      {url && <img src={url} alt={photo.name} />}
      <button
        type="button"
        className={styles.previewRemove}
        aria-label={t.photoRemove(photo.name)}
        onClick={onRemove}
      >
        <X size={16} strokeWidth={2} aria-hidden />
      </button>
    </li>
  );
}
