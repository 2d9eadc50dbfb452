import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { imageVariants } from '@shop/contract/images';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local';
import { renderProductImage, storeProductImage } from './product-images';

/**
 * A 3000×2000 phone photo stored sideways: EXIF orientation 6 (turn 90° clockwise to view), the
 * camera's make and a GPS position. Left half red, right half blue as stored.
 */
async function phonePhoto() {
  const half = (colour: string) =>
    sharp({ create: { width: 1500, height: 2000, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), left: 0, top: 0 },
      { input: await half('#0000ff'), left: 1500, top: 0 },
    ])
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 33/1 0/1' },
    })
    .keepMetadata()
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

const pixel = async (data: Buffer, left: number, top: number) => {
  const { data: rgb } = await sharp(data)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...rgb];
};

describe('renderProductImage', () => {
  it('turns a phone photo upright, drops its metadata and makes the variants', async () => {
    const photo = await phonePhoto();
    const before = await sharp(photo).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('TestPhone');

    const image = await renderProductImage(photo);
    // Upright: 2000 wide stored → 2000 tall shown; the long side capped at 2000.
    expect([image.width, image.height]).toEqual([1333, 2000]);
    expect(image.files.map((f) => f.suffix)).toEqual([
      '.jpg',
      '-360.avif',
      '-720.avif',
      '-1080.avif',
      '-360.webp',
      '-720.webp',
      '-1080.webp',
      '-share.jpg',
    ]);

    const byName = new Map(image.files.map((f) => [f.suffix, f]));
    const master = byName.get('.jpg')!.data;
    const meta = await sharp(master).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1333, height: 2000, space: 'srgb' });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(master.toString('latin1')).not.toContain('TestPhone');
    // Turned clockwise, the stored left (red) half is on top.
    expect((await pixel(master, 600, 100))[0]).toBeGreaterThan(200);
    expect((await pixel(master, 600, 1900))[2]).toBeGreaterThan(200);

    for (const [suffix, format, width] of [
      ['-360.avif', 'heif', 360],
      ['-1080.avif', 'heif', 1080],
      ['-720.webp', 'webp', 720],
    ] as const) {
      const variant = await sharp(byName.get(suffix)!.data).metadata();
      expect(variant).toMatchObject({ format, width, height: Math.round((width * 2000) / 1333) });
      expect(variant.exif).toBeUndefined();
    }
    expect(byName.get('-360.avif')!.mime).toBe('image/avif');

    const share = await sharp(byName.get('-share.jpg')!.data).metadata();
    expect(share).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The whole photo, letterboxed on the shop's background (#f8f7f4).
    const [r, g, b] = await pixel(byName.get('-share.jpg')!.data, 5, 315);
    expect(Math.abs(r! - 0xf8) + Math.abs(g! - 0xf7) + Math.abs(b! - 0xf4)).toBeLessThan(8);
  });

  it('never enlarges a small image, and grounds a transparent one on the background', async () => {
    const png = await sharp({
      create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const image = await renderProductImage(png);
    expect([image.width, image.height]).toEqual([500, 300]);
    expect(image.files.map((f) => f.suffix)).toEqual([
      '.jpg',
      '-360.avif',
      '-500.avif',
      '-360.webp',
      '-500.webp',
      '-share.jpg',
    ]);
    const [r, g, b] = await pixel(image.files[0]!.data, 10, 10);
    expect([r, g, b].every((c) => c! > 240)).toBe(true);
  });

  it('takes the first frame of a GIF', async () => {
    const gif = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#336699' },
    })
      .gif()
      .toBuffer();
    const image = await renderProductImage(gif);
    expect([image.width, image.height]).toEqual([40, 40]);
    expect((await sharp(image.files[0]!.data).metadata()).format).toBe('jpeg');
  });
});

describe('storeProductImage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'shop-images-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('stores the master and its variants under the names the contract reads', async () => {
    const storage = createLocalStorage(root);
    const jpeg = await sharp({
      create: { width: 800, height: 1000, channels: 3, background: '#abcdef' },
    })
      .jpeg()
      .toBuffer();
    const url = await storeProductImage(storage, 'items/7/abc', await renderProductImage(jpeg));
    expect(url).toBe('/uploads/items/7/abc-800x1000.jpg');
    const variants = imageVariants(url)!;
    const stored = (await readdir(path.join(root, 'items/7'))).sort();
    expect(stored).toEqual(
      [url, ...variants.files].map((u) => u.replace('/uploads/items/7/', '')).sort(),
    );
  });
});

describe('renderProductImage limits', () => {
  it('refuses an image that unpacks past 100 megapixels, however small its file', async () => {
    const flat = await sharp({
      create: { width: 10_001, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(flat.length).toBeLessThan(5 * 1024 * 1024);
    await expect(renderProductImage(flat)).rejects.toThrow(/pixel limit/i);
  });
});
