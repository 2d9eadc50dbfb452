import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_IMAGE } from '@shop/contract/images';
import {
  type ImageFile,
  PIPELINE_VERSION,
  type ProductImage,
  renderProductImage,
} from '../../integrations/images/product-images';

/**
 * The drawings' 800×1000 canvas rasterised at 1080×1350: as wide as the widest variant, so the
 * demo ships every variant without storing a larger master nobody is sent.
 */
const DENSITY = 72 * (DEMO_IMAGE.width / 800);

interface CacheEntry {
  width: number;
  height: number;
  files: { suffix: string; mime: ImageFile['mime'] }[];
}

/**
 * Where rendered demo images are kept between seeds: `node_modules/.cache/ondo-demo-images` of the
 * project's root (the nearest folder above this code with the lockfile), so that the server and
 * the tests share it whichever folder they start from; the system's temporary folder otherwise.
 */
export function defaultDemoImageCache(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package-lock.json'))) {
      return path.join(dir, 'node_modules', '.cache', 'ondo-demo-images');
    }
    if (path.dirname(dir) === dir) return path.join(tmpdir(), 'ondo-demo-images');
  }
}

const fileName = (suffix: string) => `image${suffix}`;

async function readCached(dir: string): Promise<ProductImage | undefined> {
  try {
    const entry = JSON.parse(await readFile(path.join(dir, 'entry.json'), 'utf8')) as CacheEntry;
    const files = await Promise.all(
      entry.files.map(async (f) => ({
        ...f,
        data: await readFile(path.join(dir, fileName(f.suffix))),
      })),
    );
    return { width: entry.width, height: entry.height, files };
  } catch {
    return undefined;
  }
}

/** Written aside and moved in whole, so that a seed never reads a half-written entry. */
async function writeCached(dir: string, image: ProductImage) {
  const aside = `${dir}.${randomUUID()}`;
  try {
    await mkdir(aside, { recursive: true });
    for (const f of image.files) await writeFile(path.join(aside, fileName(f.suffix)), f.data);
    const entry: CacheEntry = {
      width: image.width,
      height: image.height,
      files: image.files.map(({ suffix, mime }) => ({ suffix, mime })),
    };
    await writeFile(path.join(aside, 'entry.json'), JSON.stringify(entry));
    await rename(aside, dir);
  } catch {
    // Another seed got there first, or the cache cannot be written: the image is still used.
  } finally {
    await rm(aside, { recursive: true, force: true });
  }
}

/**
 * A demo drawing as a product image (master, variants, share), from the cache when this drawing
 * was rendered by this pipeline before. `cache` null renders every time.
 */
export async function renderDemoImage(svg: string, cache: string | null): Promise<ProductImage> {
  const render = () => renderProductImage(Buffer.from(svg), { density: DENSITY });
  if (!cache) return render();
  const key = createHash('sha256')
    .update(`${PIPELINE_VERSION}\n${DENSITY}\n${svg}`)
    .digest('hex')
    .slice(0, 32);
  const dir = path.join(cache, key);
  const cached = await readCached(dir);
  if (cached) return cached;
  const image = await render();
  await writeCached(dir, image);
  return image;
}
