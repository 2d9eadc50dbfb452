import { ProductPicture, type ProductPictureProps } from '../../shared/ui/product-picture';

/** Intrinsic size of the product images (4:5): the box is reserved before they load. */
export const IMAGE_WIDTH = 800;
export const IMAGE_HEIGHT = 1000;

/** A product photo in its 4:5 box, decoded without holding up the page. */
export function ProductImage(props: ProductPictureProps) {
  return <ProductPicture width={IMAGE_WIDTH} height={IMAGE_HEIGHT} decoding="async" {...props} />;
}
