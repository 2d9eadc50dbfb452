import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local';
import { createBrandShareImage } from './brand-share';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'shop-brand-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

it('renders the brand share image once, as a 1200×630 JPEG', async () => {
  const shareImage = createBrandShareImage(createLocalStorage(root));
  const url = await shareImage();
  expect(url).toMatch(/^\/uploads\/brand\/share-[0-9a-f]{12}\.jpg$/);
  expect(await shareImage()).toBe(url);
  const file = await readFile(path.join(root, url.replace('/uploads/', '')));
  expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});
