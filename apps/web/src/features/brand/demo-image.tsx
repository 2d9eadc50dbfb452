import styles from './brand.module.css';

export type DemoView = 'front' | 'back' | 'detail';

/** The shop's generated product drawings (800×1000), served by the API with the demo data. */
export const demoImageSrc = (item: number, view: DemoView) =>
  `/uploads/demo/item-${item}-${view}.svg`;

interface DemoImageProps {
  item: number;
  view: DemoView;
  alt: string;
  /** Crops the 4:5 drawing to another box (set its aspect-ratio in the class). */
  className?: string;
  /** Above the fold: load at once. */
  eager?: boolean;
}

/** A product drawing whose box is reserved before it loads (width, height and aspect-ratio). */
export function DemoImage({ item, view, alt, className, eager }: DemoImageProps) {
  return (
    <img
      className={className ? `${styles.image} ${className}` : styles.image}
      src={demoImageSrc(item, view)}
      alt={alt}
      width={800}
      height={1000}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}

/**
 * The brand's own still: the first frame of the home intro (draped cloth in window light). Lazy
 * unless it leads the page.
 */
export function ClothStill({
  className,
  alt = '',
  lead,
}: {
  className?: string;
  alt?: string;
  lead?: boolean;
}) {
  return (
    <img
      className={className}
      src="/media/intro-poster.jpg"
      width={1280}
      height={720}
      alt={alt}
      {...(lead
        ? { fetchPriority: 'high' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
