import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { call } from '../../../test/http';
import { startS3Server, type TestBucketServer } from '../../../test/s3';
import { ConfigError, loadConfig } from '../../config';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './folders';
import { createS3Storage } from './s3';
import { s3ObjectOrigin, storageImageOrigins } from './settings';

let s3: TestBucketServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const jpeg = Buffer.from('not really a jpeg, but stored as one');

describe('the S3 adapter', () => {
  it('stores a public file at its absolute address, typed and cached for a year', async () => {
    const storage = createS3Storage(s3.settings);
    const url = await storage.put('items/7/front-1x1.jpg', jpeg, 'image/jpeg');
    expect(url).toBe(`${s3.publicUrl}/items/7/front-1x1.jpg`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(jpeg);
    expect(await storage.bucket.head('items/7/front-1x1.jpg')).toEqual({
      size: jpeg.length,
      etag: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await storage.remove(url);
    expect((await fetch(url)).status).toBe(404);
    expect(await storage.bucket.head('items/7/front-1x1.jpg')).toBeUndefined();
  });

  it('keeps a private file at its /uploads/ address, uncached, reached by a presigned address', async () => {
    const storage = createS3Storage(s3.settings);
    const url = await storage.put('qna/receipt.png', jpeg, 'image/png');
    expect(url).toBe('/uploads/qna/receipt.png');
    const signed = await storage.remote.signedUrl('qna/receipt.png');
    expect(new URL(signed).origin).toBe(s3ObjectOrigin(s3.settings));
    expect(new URL(signed).searchParams.get('X-Amz-Expires')).toBe('300');
    const served = await fetch(signed);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);

    await storage.remove('/uploads/qna/receipt.png?exp=1&sig=x');
    expect(await storage.bucket.head('qna/receipt.png')).toBeUndefined();
  });

  it('removes a file stored before the move by its /uploads/ address, and nothing else', async () => {
    const storage = createS3Storage(s3.settings);
    await storage.bucket.put('items/8/old.jpg', jpeg, 'image/jpeg');
    await storage.remove('https://elsewhere.example/items/8/old.jpg');
    await storage.remove('/uploads/items/8/../8/old.jpg');
    expect(await storage.bucket.head('items/8/old.jpg')).toBeDefined();
    await storage.remove('/uploads/items/8/old.jpg');
    expect(await storage.bucket.head('items/8/old.jpg')).toBeUndefined();
  });

  it('refuses keys that leave their folder', async () => {
    const storage = createS3Storage(s3.settings);
    for (const key of [
      '../x.jpg',
      'items/../../x.jpg',
      '/items/x.jpg',
      'items//x.jpg',
      'a\\b.jpg',
    ]) {
      await expect(storage.put(key, jpeg, 'image/jpeg'), key).rejects.toThrow(/bad storage key/);
    }
  });

  it('checks the bucket: fine when it answers, a failure when it does not exist', async () => {
    await expect(createS3Storage(s3.settings).check()).resolves.toBeUndefined();
    const missing = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missing.check()).rejects.toThrow();
  });
});

describe('the storage settings', () => {
  const s3Env = {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: 'ondo-uploads',
    S3_PUBLIC_URL: 'https://cdn.ondo.example/',
  };

  it('default to the local disk, and read a bucket', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local', s3: undefined });
    expect(
      loadConfig({
        ...s3Env,
        S3_ENDPOINT: 'https://kr.object.ncloudstorage.com',
        S3_REGION: 'kr-standard',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      s3: {
        bucket: 'ondo-uploads',
        region: 'kr-standard',
        endpoint: 'https://kr.object.ncloudstorage.com',
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        forcePathStyle: false,
        publicUrl: 'https://cdn.ondo.example',
      },
    });
  });

  it('are refused when half given', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.problems;
      }
    };
    expect(problems({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET: required with STORAGE_DRIVER=s3',
      'S3_PUBLIC_URL: required with STORAGE_DRIVER=s3',
    ]);
    expect(problems({ S3_BUCKET: 'ondo-uploads' })).toEqual([
      'S3_PUBLIC_URL: S3_BUCKET and S3_PUBLIC_URL go together',
    ]);
    expect(problems({ ...s3Env, S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ]);
    expect(problems({ ...s3Env, S3_PUBLIC_URL: 'cdn.ondo.example' })).toHaveLength(1);
    expect(problems({ STORAGE_DRIVER: 'gcs' })).toHaveLength(1);
  });

  it('name the origins the pages load images from', () => {
    expect(storageImageOrigins(loadConfig({}).storage)).toEqual([]);
    // AWS: the CDN, and the bucket's own host that presigned addresses point at.
    expect(storageImageOrigins(loadConfig(s3Env).storage)).toEqual([
      'https://cdn.ondo.example',
      'https://ondo-uploads.s3.ap-northeast-2.amazonaws.com',
    ]);
    expect(
      storageImageOrigins(
        loadConfig({
          ...s3Env,
          S3_ENDPOINT: 'https://abc123.r2.cloudflarestorage.com',
          S3_REGION: 'auto',
        }).storage,
      ),
    ).toEqual(['https://cdn.ondo.example', 'https://ondo-uploads.abc123.r2.cloudflarestorage.com']);
  });
});

describe('the shop on a bucket', () => {
  it('lets the pages show its images and reports the bucket in /readyz', async () => {
    const t = await createTestApp({ env: s3.env });
    try {
      const page = await t.app.inject({ method: 'GET', url: '/products' });
      const imgSrc = String(page.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('img-src'));
      expect(imgSrc).toContain(new URL(s3.publicUrl).origin);
      expect(await call(t.app, 'GET', '/readyz')).toMatchObject({
        status: 200,
        body: { status: 'ready', checks: { storage: 'ok' } },
      });
    } finally {
      await t.close();
    }
  });

  it('is not ready while the bucket cannot be reached', async () => {
    const t = await createTestApp({ env: { ...s3.env, S3_BUCKET: 'no-such-bucket' } });
    try {
      expect(await call(t.app, 'GET', '/readyz')).toMatchObject({
        status: 503,
        body: { status: 'down', checks: { database: 'ok', storage: 'down' } },
      });
    } finally {
      await t.close();
    }
  });
});
