import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { ACCEPT, ATTACHMENT_LIMITS } from './attachments';
import { communityText as t } from './community-text';
import styles from './write-page.module.css';

interface AttachmentPickerProps {
  files: File[];
  /** Images of the post being edited that stay (their addresses). */
  kept: string[];
  problems: string[];
  onAdd(files: File[]): void;
  onRemoveFile(name: string): void;
  onRemoveKept(url: string): void;
}

/** Images to send with the post: chosen, previewed and removable before upload. */
export function AttachmentPicker({
  files,
  kept,
  problems,
  onAdd,
  onRemoveFile,
  onRemoveKept,
}: AttachmentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const previews = useMemo(
    () => files.map((file) => ({ name: file.name, url: URL.createObjectURL(file) })),
    [files],
  );
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );
  const count = files.length + kept.length;
  const full = count >= ATTACHMENT_LIMITS.maxFiles;

  return (
    <fieldset className={styles.attachments} aria-describedby={`${id}-hint`}>
      <legend className={styles.legend}>
        {t.attachments}{' '}
        <span className={styles.counter}>
          {t.attachmentCount(count, ATTACHMENT_LIMITS.maxFiles)}
        </span>
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t.attachmentsHint}
      </p>
      <ul className={styles.thumbs}>
        {kept.map((url, i) => (
          <li key={url} className={styles.thumb}>
            <img src={url} alt={t.imageAlt(i + 1)} />
            <button
              type="button"
              className={styles.thumbRemove}
              aria-label={t.removeImage(t.imageAlt(i + 1))}
              onClick={() => onRemoveKept(url)}
            >
              <X size={16} strokeWidth={2} aria-hidden />
            </button>
          </li>
        ))}
        {previews.map((preview) => (
          <li key={preview.name} className={styles.thumb}>
            <img src={preview.url} alt={preview.name} />
            <span className={styles.thumbName}>{preview.name}</span>
            <button
              type="button"
              className={styles.thumbRemove}
              aria-label={t.removeImage(preview.name)}
              onClick={() => onRemoveFile(preview.name)}
            >
              <X size={16} strokeWidth={2} aria-hidden />
            </button>
          </li>
        ))}
        <li>
          <input
            ref={input}
            id={id}
            type="file"
            accept={ACCEPT}
            multiple
            disabled={full}
            className={`visually-hidden ${styles.fileInput}`}
            onChange={(e) => {
              onAdd(Array.from(e.target.files ?? []));
              // The same file can be chosen again after it was removed.
              e.target.value = '';
            }}
          />
          <label
            htmlFor={id}
            className={full ? `${styles.addTile} ${styles.addTileOff}` : styles.addTile}
          >
            <ImagePlus size={22} strokeWidth={1.5} aria-hidden />
            <span>{t.addImages}</span>
          </label>
        </li>
      </ul>
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
