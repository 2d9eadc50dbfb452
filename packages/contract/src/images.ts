/**
 * Product images are stored once as a master JPEG whose name carries its size,
 * `<stem>-<width>x<height>.jpg`, with its variants beside it:
 * `<stem>-<width>x<height>-<w>.avif|webp` for each width of `variantWidths(width)` and
 * `<stem>-<width>x<height>-share.jpg`, the 1200×630 link-preview image. Only the master's URL is
 * stored; everything else follows from its name, here, for the server and the web alike. Any
 * other URL (an older upload, an SVG drawing, a test's fixture) has no variants.
 */

/** Widths of the AVIF and WebP variants: a phone's card, a phone's full width, a desktop gallery. */
export const IMAGE_WIDTHS = [360, 720, 1080] as const;
/** The master's longest side. */
export const MASTER_MAX_SIDE = 2000;
/** Open Graph's large preview (KakaoTalk, Facebook, Naver, X). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
/**
 * The demo catalog's drawings (an 800×1000 canvas) as the seed rasterises them: the brand pages
 * show the same files as the products.
 */
export const DEMO_IMAGE = { width: 1080, height: 1350 } as const;

/** The storefront's background (`--color-bg`): letterboxing and the ground of transparent images. */
export const IMAGE_BACKGROUND = '#f8f7f4';

/** How wide product images show (`sizes`): two cards a row on phones, three on wider screens. */
export const CARD_SIZES = '(max-width: 767px) 50vw, 33vw';
/** The product gallery: the phone's width; at most 640 px beside the buying column. */
export const GALLERY_SIZES = '(max-width: 767px) 100vw, 640px';

export type VariantFormat = 'avif' | 'webp';
export const VARIANT_FORMATS: readonly VariantFormat[] = ['avif', 'webp'];

const MASTER = /^(.*\/[\w-]+?-(\d{1,5})x(\d{1,5}))\.jpg$/;

/**
 * The variant widths of a master `width` px wide: never wider than the master, which itself
 * closes the list when it is narrower than the widest step.
 */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= width);
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? 0;
  if (width < widest && !widths.includes(width)) widths.push(width);
  return widths;
}

/** The master's file name for `stem` (`items/5/<uuid>`) and its size. */
export const masterKey = (stem: string, width: number, height: number) =>
  `${stem}-${width}x${height}.jpg`;

export interface ImageVariants {
  width: number;
  height: number;
  /** `srcset` of each format, widest last. */
  srcset: Record<VariantFormat, string>;
  /** The 1200×630 JPEG for link previews (same origin and query as the master). */
  share: string;
  /** Every variant's URL, the share image's too (what goes with the master when it is deleted). */
  files: string[];
}

/** The variants of a master image URL (relative or absolute); undefined for any other URL. */
export function imageVariants(url: string): ImageVariants | undefined {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const match = MASTER.exec(path);
  if (!match) return undefined;
  const [, base, w, h] = match as unknown as [string, string, string, string];
  const width = Number(w);
  const height = Number(h);
  if (width <= 0 || height <= 0) return undefined;
  const widths = variantWidths(width);
  const at = (suffix: string) => `${base}${suffix}${query}`;
  const srcset = (format: VariantFormat) =>
    widths.map((vw) => `${at(`-${vw}.${format}`)} ${vw}w`).join(', ');
  const share = at('-share.jpg');
  return {
    width,
    height,
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    share,
    files: [
      ...VARIANT_FORMATS.flatMap((format) => widths.map((vw) => at(`-${vw}.${format}`))),
      share,
    ],
  };
}
