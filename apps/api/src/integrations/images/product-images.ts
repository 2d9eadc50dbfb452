import {
  IMAGE_BACKGROUND,
  imageVariants,
  MASTER_MAX_SIDE,
  masterKey,
  SHARE_IMAGE,
  VARIANT_FORMATS,
  type VariantFormat,
  variantWidths,
} from '@shop/contract/images';
import sharp, { type Sharp } from 'sharp';
import type { FileStorage } from '../storage/storage';

/** Encoder settings; decision 018 has the measurements behind them. */
export const ENCODING = {
  master: { quality: 82, mozjpeg: true },
  share: { quality: 80, mozjpeg: true },
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75, effort: 4 },
} as const;

/** 100 megapixels: the largest phone sensors' full-size photos fit. */
const MAX_INPUT_PIXELS = 100_000_000;

/** Bumped when the files made from one input change (the demo seed's cache reads it). */
export const PIPELINE_VERSION = 1;

export interface ImageFile {
  /** After `<stem>-<w>x<h>`: '.jpg' for the master, '-720.webp', '-share.jpg', … */
  suffix: string;
  data: Buffer;
  mime: 'image/jpeg' | 'image/avif' | 'image/webp';
}

export interface ProductImage {
  width: number;
  height: number;
  files: ImageFile[];
}

const MIME: Record<VariantFormat, ImageFile['mime']> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/**
 * The master JPEG and its variants from one image (JPEG, PNG, WebP, GIF; the first frame of an
 * animation): turned upright by its EXIF orientation, every metadata block dropped (a phone
 * photo's GPS position is personal data), sRGB, on the shop's background where transparent, its
 * long side at most 2000 px. Variants are made from the same pixels, never wider than them.
 */
export async function renderProductImage(
  input: Buffer,
  options: { density?: number } = {},
): Promise<ProductImage> {
  const { data: pixels, info } = await sharp(input, {
    // A 5 MB file may still unpack to a huge bitmap (a flat PNG); no camera needs more than this.
    limitInputPixels: MAX_INPUT_PIXELS,
    ...(options.density && { density: options.density }),
  })
    .autoOrient()
    .resize({
      width: MASTER_MAX_SIDE,
      height: MASTER_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: IMAGE_BACKGROUND })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const image = () => sharp(pixels, { raw: { width, height, channels: info.channels } });

  const encode = async (
    suffix: string,
    mime: ImageFile['mime'],
    build: () => Sharp,
  ): Promise<ImageFile> => ({ suffix, mime, data: await build().toBuffer() });

  const files = await Promise.all([
    encode('.jpg', 'image/jpeg', () => image().jpeg(ENCODING.master)),
    ...VARIANT_FORMATS.flatMap((format) =>
      variantWidths(width).map((w) =>
        encode(`-${w}.${format}`, MIME[format], () => {
          const resized = image().resize({ width: w });
          return format === 'avif' ? resized.avif(ENCODING.avif) : resized.webp(ENCODING.webp);
        }),
      ),
    ),
    encode('-share.jpg', 'image/jpeg', () =>
      image()
        .resize({ ...SHARE_IMAGE, fit: 'contain', background: IMAGE_BACKGROUND })
        .jpeg(ENCODING.share),
    ),
  ]);
  return { width, height, files };
}

/**
 * Stores the master and its variants under `stem` (e.g. 'items/5/<uuid>') and answers the
 * master's URL; when one write fails, the files already written are removed.
 */
export async function storeProductImage(
  storage: FileStorage,
  stem: string,
  image: ProductImage,
): Promise<string> {
  const base = masterKey(stem, image.width, image.height).slice(0, -'.jpg'.length);
  const writes = await Promise.allSettled(
    image.files.map((file) => storage.put(`${base}${file.suffix}`, file.data, file.mime)),
  );
  const failed = writes.find((w) => w.status === 'rejected');
  if (failed) {
    await Promise.all(
      writes.map((w) => (w.status === 'fulfilled' ? storage.remove(w.value).catch(() => {}) : 0)),
    );
    throw failed.reason;
  }
  const master = writes[image.files.findIndex((file) => file.suffix === '.jpg')];
  if (master?.status !== 'fulfilled') throw new Error('product image without its master');
  return master.value;
}

/** Removes stored images, each master with its variants; a file already gone is no failure. */
export const removeProductImages = (storage: FileStorage, urls: string[]) =>
  Promise.all(
    urls
      .flatMap((url) => [url, ...(imageVariants(url)?.files ?? [])])
      .map((url) => storage.remove(url).catch(() => {})),
  );
