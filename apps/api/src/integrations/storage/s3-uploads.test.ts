import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageVariants } from '@shop/contract/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/admin';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/app';
import { call } from '../../../test/http';
import { encodeForm, multipartBody, tinyPng } from '../../../test/multipart';
import { startS3Server, type TestBucketServer } from '../../../test/s3';
import { shopper } from '../../../test/shop';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './folders';
import { createS3Storage } from './s3';
import { createUrlSigner } from './signed-urls';

// The shop with STORAGE_DRIVER=s3 against an S3-compatible server in this process.

let s3: TestBucketServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const TYPES: Record<string, string> = { jpg: 'image/jpeg', avif: 'image/avif', webp: 'image/webp' };

async function sendForm(url: string, token: string, form: FormData) {
  const { payload, headers } = await encodeForm(form);
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() };
}

const localFiles = () =>
  readdir(path.join(t.dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[]);

describe('product images in the bucket', () => {
  it('are served from the public address, with every variant, and go with the image', async () => {
    const { token } = await admin(t.app, t.database.db);
    const created = await call(t.app, 'POST', '/v1/admin/items', {
      token,
      body: { name: '린넨 셔츠', price: 59_000, options: [{ label: 'M', stock: 3 }] },
    });
    expect(created.status).toBe(201);
    const itemId: number = created.body.item_id;
    const images = new FormData();
    images.append('images', new Blob([tinyPng]), 'front.png');
    const uploaded = await sendForm(`/v1/admin/items/${itemId}/images`, token, images);
    expect(uploaded.status).toBe(200);
    const [master] = uploaded.body.image_urls as string[];
    expect(master!.slice(s3.publicUrl.length)).toMatch(
      new RegExp(`^/items/${itemId}/[\\w-]+-1x1\\.jpg$`),
    );
    expect(master!.startsWith(s3.publicUrl)).toBe(true);
    const shown = await call(t.app, 'GET', `/v1/items/${itemId}`);
    expect(shown.body.image_urls).toEqual([master]);

    const files = [master!, ...imageVariants(master!)!.files];
    expect(files).toHaveLength(4);
    for (const url of files) {
      const served = await fetch(url);
      expect(served.status, url).toBe(200);
      expect(served.headers.get('content-type')).toBe(TYPES[url.split('.').pop()!]);
      expect(served.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    }
    expect(await localFiles()).toEqual([]);

    const removed = await call(t.app, 'PUT', `/v1/admin/items/${itemId}/images`, {
      token,
      body: { image_urls: [] },
    });
    expect(removed.status).toBe(200);
    for (const url of files) expect((await fetch(url)).status, url).toBe(404);
  });
});

describe('a secret post’s images in the bucket', () => {
  async function secretPost() {
    const writer = await shopper(t.app, t.database.db);
    const created = await sendForm(
      '/v1/qna/create',
      writer.token,
      multipartBody({ title: '비밀 사진', payload: '<p>영수증</p>', is_secret: true }, [
        { name: 'receipt.png', data: tinyPng },
      ]),
    );
    expect(created.status).toBe(201);
    const signed = created.body.image_urls[0] as string;
    return { writer, signed, stored: signed.split('?')[0]! };
  }

  it('keep their /uploads/qna/ address; the signed one redirects to a presigned bucket address', async () => {
    const { signed, stored } = await secretPost();
    expect(stored).toMatch(/^\/uploads\/qna\/[\w-]+\.png$/);
    const answer = await t.app.inject({ method: 'GET', url: signed });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const target = String(answer.headers.location);
    expect(target.startsWith(`${s3.endpoint}/shop/${stored.slice('/uploads/'.length)}?`)).toBe(
      true,
    );
    expect(new URL(target).searchParams.get('X-Amz-Expires')).toBe('300');
    const image = await fetch(target);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from(tinyPng));
    expect(await localFiles()).toEqual([]);
  });

  it('are refused to other members and to an expired signature, as on local disk', async () => {
    const { stored } = await secretPost();
    const other = await shopper(t.app, t.database.db);
    for (const headers of [{}, { authorization: `Bearer ${other.token}` }]) {
      const answer = await t.app.inject({ method: 'GET', url: stored, headers });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers.location).toBeUndefined();
    }
    const expired = createUrlSigner(TEST_JWT_SECRET, {
      now: () => Date.now() - 3 * 60 * 60 * 1000,
    }).sign(stored);
    const late = await t.app.inject({ method: 'GET', url: expired });
    expect(late.statusCode).toBe(404);
    expect(late.headers.location).toBeUndefined();
  });
});

describe('addresses stored before the move to the bucket', () => {
  it('redirect permanently to the public address when the file is only in the bucket', async () => {
    const storage = createS3Storage(s3.settings);
    await storage.bucket.put('items/3/legacy-1x1.jpg', Buffer.from(tinyPng), 'image/jpeg');
    const moved = await t.app.inject({ method: 'GET', url: '/uploads/items/3/legacy-1x1.jpg' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`${s3.publicUrl}/items/3/legacy-1x1.jpg`);
    expect((await fetch(String(moved.headers.location))).status).toBe(200);
    const head = await t.app.inject({ method: 'HEAD', url: '/uploads/items/3/legacy-1x1.jpg' });
    expect(head.statusCode).toBe(301);
  });

  it('are served from this disk while the file is still here', async () => {
    const folder = path.join(t.dataDir, 'uploads', 'items', '4');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'kept.png'), tinyPng);
    const served = await t.app.inject({ method: 'GET', url: '/uploads/items/4/kept.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('never redirect a private folder or a spelling that is not a plain key', async () => {
    for (const url of [
      '/uploads/qna/some-file.png',
      '/uploads/QNA/some-file.png',
      '/uploads/claims/photo.jpg',
      '/uploads/items/%2e%2e/qna/x.png',
      '/uploads/items/../qna/x.png',
      '/uploads/items//x.png',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      // What the local disk answers for them (403 for a doubled '/'), never a way to the bucket.
      expect([403, 404], url).toContain(answer.statusCode);
      expect(answer.headers.location, url).toBeUndefined();
    }
  });
});
