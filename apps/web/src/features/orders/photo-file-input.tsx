import { ImagePlus } from 'lucide-react';
import { PHOTO_ACCEPT } from './claim-photos';
import styles from './claims.module.css';

/**
 * A file input shown as a button: the input itself hidden but focusable, its label the visible
 * button. The same file can be chosen again after it was removed.
 */
export function PhotoFileInput({
  id,
  label,
  disabled,
  busy,
  describedBy,
  onChoose,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  busy?: boolean;
  describedBy?: string;
  onChoose: (files: File[]) => void;
}) {
  const off = disabled || busy;
  return (
    <>
      <input
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        multiple
        disabled={off}
        aria-describedby={describedBy}
        aria-busy={busy || undefined}
        className={`visually-hidden ${styles.fileInput}`}
        onChange={(event) => {
          onChoose(Array.from(event.currentTarget.files ?? []));
          event.currentTarget.value = '';
        }}
      />
      <label htmlFor={id} className={styles.fileButton} data-off={off || undefined}>
        <ImagePlus size={18} strokeWidth={1.5} aria-hidden />
        {label}
      </label>
    </>
  );
}
