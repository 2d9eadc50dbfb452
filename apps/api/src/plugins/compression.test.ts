import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createWebDist } from '../../test/web-dist';
import { createItem } from '../db/factories';

const ASSET = '/assets/big-9f8e7d.js';
const assetBody = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `단어${i}`))};`;

let t: TestApp;
const ask = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
let webDist: Awaited<ReturnType<typeof createWebDist>>;
beforeAll(async () => {
  webDist = await createWebDist();
  // As the web build leaves them: the file and its precompressed copies beside it.
  const file = path.join(webDist.dir, ASSET);
  await writeFile(file, assetBody);
  await writeFile(`${file}.br`, brotliCompressSync(assetBody));
  await writeFile(`${file}.gz`, gzipSync(assetBody));
  t = await createTestApp({ webDist: webDist.dir });
  for (let i = 0; i < 12; i++) await createItem(t.database.db, { name: `압축 확인 상품 ${i}` });
});
afterAll(async () => {
  await t.close();
  await webDist.remove();
});

describe('precompressed web assets', () => {
  it('sends the brotli copy to a browser that takes it, immutable and varying by encoding', async () => {
    const res = await ask(ASSET, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(assetBody);
  });

  it('sends gzip to a gzip-only client and the plain file to one that takes neither', async () => {
    const gz = await ask(ASSET, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(assetBody);

    const plain = await ask(ASSET, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(assetBody);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const get = await ask(ASSET, 'br');
    const head = await ask(ASSET, 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.body).toBe('');
  });

  it('gives the compressed copies no address of their own', async () => {
    const res = await ask(`${ASSET}.br`);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('compressed API answers', () => {
  it('compresses JSON above the threshold by Accept-Encoding', async () => {
    const plain = await ask('/v1/items');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await ask('/v1/items', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends small answers as they are', async () => {
    const res = await ask('/healthz', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD on a page without a body', async () => {
    const res = await ask('/products', 'br, gzip', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});
