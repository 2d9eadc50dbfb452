import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultDemoImageCache, renderDemoImage } from './demo-images';

let cache: string;
beforeAll(async () => {
  cache = await mkdtemp(path.join(tmpdir(), 'shop-demo-cache-'));
});
afterAll(() => rm(cache, { recursive: true, force: true }));

const drawing = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="100"><rect width="80" height="100" fill="${colour}"/></svg>`;

it('renders a drawing once and reads it from the cache after', async () => {
  const first = await renderDemoImage(drawing('#123456'), cache);
  expect([first.width, first.height]).toEqual([108, 135]);
  const [entry] = await readdir(cache);
  expect(entry).toMatch(/^[0-9a-f]{32}$/);

  // Marks the cached master: the next render of the same drawing answers the cached files.
  await writeFile(path.join(cache, entry!, 'image.jpg'), 'cached');
  const second = await renderDemoImage(drawing('#123456'), cache);
  expect(second.files.find((f) => f.suffix === '.jpg')?.data.toString()).toBe('cached');
  expect(second.files.map((f) => [f.suffix, f.mime])).toEqual(
    first.files.map((f) => [f.suffix, f.mime]),
  );

  // Another drawing is another entry.
  await renderDemoImage(drawing('#654321'), cache);
  expect(await readdir(cache)).toHaveLength(2);
});

it('keeps the cache in the project root’s node_modules, wherever the server or tests start', () => {
  const cache = defaultDemoImageCache();
  const owner = cache.replace(/\/node_modules\/\.cache\/ondo-demo-images$/, '');
  expect(cache).not.toBe(owner);
  expect(existsSync(path.join(owner, 'package-lock.json'))).toBe(true);
  expect(fileURLToPath(new URL('.', import.meta.url)).startsWith(`${owner}/`)).toBe(true);
  // The same folder from deeper inside the project.
  expect(defaultDemoImageCache(path.join(owner, 'apps', 'api', 'node_modules', 'x'))).toBe(cache);
});
