import { DEMO_IMAGE, masterKey } from '@shop/contract/images';
import { ProductPicture } from '../../shared/ui/product-picture';
import styles from './brand.module.css';

export type DemoView = 'front' | 'back' | 'detail';

/** The shop's generated product drawings, rasterised by the seed, served with the demo data. */
export const demoImageSrc = (item: number, view: DemoView) =>
  masterKey(`/uploads/demo/item-${item}-${view}`, DEMO_IMAGE.width, DEMO_IMAGE.height);

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
    <ProductPicture
      className={className ? `${styles.image} ${className}` : styles.image}
      src={demoImageSrc(item, view)}
      sizes="(max-width: 767px) 100vw, 50vw"
      alt={alt}
      width={DEMO_IMAGE.width}
      height={DEMO_IMAGE.height}
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
