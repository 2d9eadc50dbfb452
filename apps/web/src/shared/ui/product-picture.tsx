import { imageVariants } from '@shop/contract/images';
import type { ImgHTMLAttributes } from 'react';
import styles from './product-picture.module.css';

export type ProductPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string;
  /** How wide the image shows, as in `<img sizes>`; the browser picks a variant width from it. */
  sizes?: string;
};

/**
 * A product image: AVIF, then WebP, in the widths the server made, and the master JPEG for
 * browsers that take neither. An image without variants (older uploads, drawings) is a plain
 * <img>. Every other attribute (alt, width/height, loading, decoding, fetchPriority, className)
 * goes to the <img>.
 */
export function ProductPicture({ src, sizes = '100vw', ...img }: ProductPictureProps) {
  const variants = imageVariants(src);
  // biome-ignore lint/a11y/useAltText: alt comes with the props, as for a plain <img>.
  if (!variants) return <img src={src} {...img} />;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={variants.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={variants.srcset.webp} sizes={sizes} />
      {/* biome-ignore lint/a11y/useAltText: alt comes with the props, as for a plain <img>. */}
      <img src={src} {...img} />
    </picture>
  );
}
