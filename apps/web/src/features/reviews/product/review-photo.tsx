import { ProductPicture, type ProductPictureProps } from '../../../shared/ui/product-picture';

/** A thumbnail's square box and how wide it shows (the strip's, a review's). */
export const THUMB = { width: 96, height: 96, sizes: '96px' } as const;

/**
 * A review photo: stored like the product images, so it comes in the same AVIF and WebP widths
 * (the catalog's ProductImage is this picture in a 4:5 box; a feature does not import another).
 */
export function ReviewPhoto(props: ProductPictureProps) {
  return <ProductPicture decoding="async" {...props} />;
}
