/** How wide the product images show (`sizes`), so the browser fetches the variant that fits. */

/** Two cards a row on phones, three on wider screens. */
export const CARD_SIZES = '(max-width: 767px) 50vw, 33vw';
/** The gallery: the phone's width; at most 640 px beside the buying column. */
export const GALLERY_SIZES = '(max-width: 767px) 100vw, 640px';
