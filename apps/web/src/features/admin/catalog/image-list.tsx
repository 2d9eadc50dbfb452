import { ITEM_MAX_IMAGES } from '@shop/contract/admin-catalog';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { IconOnlyButton } from '../../../shared/ui/icon-only-button';
import { adminText } from '../messages';
import styles from './image-list.module.css';

export interface ImageEntry {
  key: string;
  src: string;
}

/** Previews in the order the shop shows them: move left/right, remove, add more. */
export function ImageList({
  images,
  busy,
  onAdd,
  onMove,
  onRemove,
}: {
  images: ImageEntry[];
  busy?: boolean;
  onAdd: (files: File[]) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const inputId = useId();
  const t = adminText.productForm;
  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length) onAdd(files);
  }
  const full = images.length >= ITEM_MAX_IMAGES;
  return (
    <div className={styles.wrap} aria-busy={busy || undefined}>
      <ol className={styles.list}>
        {images.map((image, index) => (
          <li key={image.key} className={styles.item}>
            <img src={image.src} alt={t.imageAlt(index + 1)} className={styles.image} />
            {index === 0 && <span className={styles.cover}>{t.cover}</span>}
            <div className={styles.tools}>
              <IconOnlyButton
                label={t.moveLeft(index + 1)}
                icon={ArrowLeft}
                size={14}
                className={styles.tool}
                disabled={busy || index === 0}
                onClick={() => onMove(index, index - 1)}
              />
              <IconOnlyButton
                label={t.moveRight(index + 1)}
                icon={ArrowRight}
                size={14}
                className={styles.tool}
                disabled={busy || index === images.length - 1}
                onClick={() => onMove(index, index + 1)}
              />
              <IconOnlyButton
                label={t.removeImage(index + 1)}
                icon={X}
                size={14}
                className={styles.tool}
                disabled={busy}
                onClick={() => onRemove(index)}
              />
            </div>
          </li>
        ))}
        {!full && (
          <li className={styles.item}>
            <label htmlFor={inputId} className={styles.add}>
              <ImagePlus size={20} strokeWidth={1.25} aria-hidden />
              <span>{t.addImages}</span>
            </label>
            <input
              id={inputId}
              className="visually-hidden"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              disabled={busy}
              onChange={pick}
            />
          </li>
        )}
      </ol>
      <p className={styles.hint}>{t.imageHint(ITEM_MAX_IMAGES)}</p>
    </div>
  );
}

/** `list` with the entry at `from` moved to `to`. */
export function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry !== undefined) next.splice(to, 0, entry);
  return next;
}
