import { createHash } from 'node:crypto';
import { brand } from '@shop/contract/brand';
import { IMAGE_BACKGROUND, SHARE_IMAGE } from '@shop/contract/images';
import { escapeHtml } from '@shop/contract/text';
import sharp from 'sharp';
import type { FileStorage } from '../storage/storage';

const TEXT = '#1d1d1b';
const ACCENT = '#4f5e4e';

/**
 * The shop's look at link-preview size: the wordmark on the storefront's background, a thin
 * accent rule under it. Latin text only: the fonts of the machine that renders it draw it, and a
 * server may have no Korean font.
 */
export function brandShareSvg(): string {
  const { width, height } = SHARE_IMAGE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${IMAGE_BACKGROUND}"/>` +
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="${TEXT}" stroke-opacity="0.12" stroke-width="2"/>` +
    `<text x="${width / 2}" y="318" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="96" font-weight="300" letter-spacing="24" fill="${TEXT}">${escapeHtml(brand.name)}</text>` +
    `<rect x="${width / 2 - 40}" y="366" width="80" height="3" fill="${ACCENT}"/>` +
    `<text x="${width / 2}" y="430" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="28" letter-spacing="10" fill="${TEXT}" fill-opacity="0.7">ONLINE STORE</text>` +
    '</svg>'
  );
}

export const renderBrandShareImage = () =>
  sharp(Buffer.from(brandShareSvg())).jpeg({ quality: 85, mozjpeg: true }).toBuffer();

/**
 * The brand's share image, rendered and stored on first use (once per process), under a name
 * that changes with the drawing; answers its URL.
 */
export function createBrandShareImage(storage: FileStorage): () => Promise<string> {
  let stored: Promise<string> | undefined;
  return () => {
    stored ??= (async () => {
      const hash = createHash('sha256').update(brandShareSvg()).digest('hex').slice(0, 12);
      return storage.put(`brand/share-${hash}.jpg`, await renderBrandShareImage(), 'image/jpeg');
    })().catch((error: unknown) => {
      stored = undefined;
      throw error;
    });
    return stored;
  };
}
