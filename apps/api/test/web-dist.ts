import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in for the built web app: an index.html and one hashed asset, removed by `remove()`. */
export async function createWebDist() {
  const dir = await mkdtemp(path.join(tmpdir(), 'shop-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>온도</title><meta name="description" content="기본" /></head><body><div id=root></div></body></html>',
  );
  await writeFile(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
