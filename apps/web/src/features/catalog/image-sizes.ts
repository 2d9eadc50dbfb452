/** How wide the product images show (`sizes`), so the browser fetches the variant that fits. */
export { CARD_SIZES, GALLERY_SIZES } from '@shop/contract/images';
