import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { indexAfterSwipe, nextIndex, previousIndex } from './carousel';
import { catalogText as t } from './catalog-text';
import { GALLERY_SIZES } from './image-sizes';
import styles from './product-gallery.module.css';
import { ProductImage } from './product-image';

interface Drag {
  pointerId: number;
  x: number;
  y: number;
  /** Decided after a few pixels: a sideways drag moves the slides, a vertical one scrolls. */
  axis?: 'x' | 'y';
}

// The arrows either side of the picture: the previous one first, as they are read.
const arrows = [
  { side: 'arrowPrevious', label: t.previousImage, icon: ChevronLeft, step: -1 },
  { side: 'arrowNext', label: t.nextImage, icon: ChevronRight, step: 1 },
] as const;

/** Keeps the drag's moves coming when the finger leaves the image; absent pointers are skipped. */
function capture(event: PointerEvent<HTMLDivElement>) {
  try {
    event.currentTarget.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer tracks: the drag still ends on pointerup.
  }
}

/** Moves under this many pixels do not decide the drag's direction yet. */
const AXIS_SLOP = 8;

/**
 * The product's images one at a time: arrows and dots (desktop), swipe (a drag over 50px changes
 * the slide, shorter ones snap back), arrow keys; the index wraps around both ways.
 */
export function ProductGallery({ name, images }: { name: string; images: string[] }) {
  const [index, setIndex] = useState(0);
  const [offset, setOffset] = useState(0);
  const drag = useRef<Drag | null>(null);
  const count = images.length;
  const several = count > 1;

  const go = (to: number) => setIndex(to);
  const previous = () => go(previousIndex(index, count));
  const next = () => go(nextIndex(index, count));

  function onKeyDown(event: KeyboardEvent) {
    if (!several) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (!several || (event.pointerType === 'mouse' && event.button !== 0)) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.axis && Math.max(Math.abs(dx), Math.abs(dy)) > AXIS_SLOP) {
      current.axis = Math.abs(dx) > Math.abs(dy) ? 'x' : 'y';
      if (current.axis === 'x') capture(event);
    }
    if (current.axis === 'x') setOffset(dx);
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setOffset(0);
    if (current.axis === 'y') return;
    setIndex((i) =>
      indexAfterSwipe(i, count, event.clientX - current.x, event.clientY - current.y),
    );
  }

  function onPointerCancel() {
    drag.current = null;
    setOffset(0);
  }

  const dragging = offset !== 0;
  return (
    <section
      className={styles.gallery}
      aria-roledescription={t.galleryRole}
      aria-label={t.gallery}
      tabIndex={several ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      <div
        className={styles.viewport}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        data-testid="gallery-viewport"
      >
        <ul
          className={`${styles.track} ${dragging ? styles.dragging : ''}`}
          style={{ transform: `translate3d(calc(${-index * 100}% + ${offset}px), 0, 0)` }}
        >
          {images.map((src, i) => (
            <li
              key={src}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t.slideLabel(i + 1, count)}
              aria-hidden={i !== index}
            >
              <ProductImage
                sizes={GALLERY_SIZES}
                src={src}
                alt={t.imageAlt(name, i + 1)}
                // The first photo is the page's largest paint (preloaded with the HTML too).
                fetchPriority={i === 0 ? 'high' : undefined}
                draggable={false}
                className={styles.image}
              />
            </li>
          ))}
        </ul>
        {several && (
          <p className={styles.counter} aria-live="polite">
            <span className="visually-hidden">{t.gallery} </span>
            {index + 1} / {count}
          </p>
        )}
      </div>

      {several && (
        <>
          {arrows.map(({ side, label, icon: Icon, step }) => (
            <button
              key={side}
              type="button"
              className={`${styles.arrow} ${styles[side]}`}
              onClick={step === -1 ? previous : next}
              aria-label={label}
            >
              <Icon size={22} strokeWidth={1.25} aria-hidden />
            </button>
          ))}
          <div className={styles.dots}>
            {images.map((src, i) => (
              <button
                key={src}
                type="button"
                className={styles.dot}
                onClick={() => go(i)}
                aria-label={t.showImage(i + 1, count)}
                aria-current={i === index ? 'true' : undefined}
              >
                <span className={styles.dotMark} aria-hidden />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
