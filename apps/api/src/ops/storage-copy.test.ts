import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestBucketServer } from '../../test/s3';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../integrations/storage/folders';
import { createS3Bucket } from '../integrations/storage/s3';
import { type CopyProgress, copyUploads, progressLine, uploadKeys } from './storage-copy';

let s3: TestBucketServer;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server();
  root = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
});
afterAll(async () => {
  await s3?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function writeUpload(key: string, data: string) {
  const file = path.join(root, ...key.split('/'));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

const FILES = {
  'items/1/a-800x1000.jpg': 'master',
  'items/1/a-800x1000-360.avif': 'avif variant',
  'items/1/a-800x1000-360.webp': 'webp variant',
  'demo/item-1-front-1080x1350-share.jpg': 'share image',
  'qna/receipt.png': 'a secret post image',
  'claims/photo.jpg': 'a claim photo',
};

describe('copyUploads', () => {
  it('copies every file once under its key; a second run skips them all', async () => {
    for (const [key, data] of Object.entries(FILES)) await writeUpload(key, data);
    await writeUpload('.DS_Store', 'not an upload');
    const bucket = createS3Bucket(s3.settings);
    const seen: CopyProgress[] = [];
    const first = await copyUploads({
      root,
      bucket,
      onProgress: (progress) => seen.push({ ...progress }),
    });
    const n = Object.keys(FILES).length;
    expect(first).toEqual({ total: n, copied: n, skipped: 0, failed: [] });
    expect(seen.at(-1)).toMatchObject({ copied: n });

    const master = await fetch(`${s3.publicUrl}/items/1/a-800x1000.jpg`);
    expect(master.headers.get('content-type')).toBe('image/jpeg');
    expect(master.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(await master.text()).toBe('master');
    const avif = await fetch(`${s3.publicUrl}/items/1/a-800x1000-360.avif`);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const secret = await fetch(await bucket.signedGet('qna/receipt.png'));
    expect(secret.headers.get('content-type')).toBe('image/png');
    expect(secret.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);

    expect(await copyUploads({ root, bucket })).toEqual({
      total: n,
      copied: 0,
      skipped: n,
      failed: [],
    });

    // Same size, other bytes: the MD5 tells them apart.
    await writeUpload('items/1/a-800x1000.jpg', 'MASTER');
    expect(await copyUploads({ root, bucket })).toMatchObject({ copied: 1, skipped: n - 1 });
    expect(await (await fetch(`${s3.publicUrl}/items/1/a-800x1000.jpg`)).text()).toBe('MASTER');
  });

  it('compares a multipart object by its size only', async () => {
    // s3rver answers HeadObject with the whole file's MD5 even for a multipart upload, so the
    // bucket's answer is played here as S3, R2 and NCP give it: `<hash>-<parts>`.
    const stored = {
      size: 'first partsecond part'.length,
      etag: '9b2cf535f27731c974343645a3985328-2',
    };
    const puts: string[] = [];
    const bucket = {
      head: async () => stored,
      put: async (key: string) => {
        puts.push(key);
      },
    };
    const only = await mkdtemp(path.join(tmpdir(), 'shop-uploads-'));
    try {
      await mkdir(path.join(only, 'big'));
      await writeFile(path.join(only, 'big', 'multipart.jpg'), 'first partsecond part');
      expect(await copyUploads({ root: only, bucket })).toMatchObject({ copied: 0, skipped: 1 });
      await writeFile(path.join(only, 'big', 'multipart.jpg'), 'a longer file than the parts were');
      expect(await copyUploads({ root: only, bucket })).toMatchObject({ copied: 1, skipped: 0 });
      expect(puts).toEqual(['big/multipart.jpg']);
    } finally {
      await rm(only, { recursive: true, force: true });
    }
  });

  it('reports a file it could not copy, and goes on with the others', async () => {
    const bucket = createS3Bucket({ ...s3.settings, bucket: 'no-such-bucket' });
    const result = await copyUploads({ root, bucket });
    expect(result.copied).toBe(0);
    expect(result.failed.map((f) => f.key).sort()).toEqual(Object.keys(FILES).sort());
  });

  it('finds no files in a folder that does not exist', async () => {
    expect(await uploadKeys(path.join(root, 'nothing-here'))).toEqual([]);
  });
});

describe('progressLine', () => {
  it('counts the files done of all, and the skipped ones', () => {
    expect(progressLine({ total: 5_678, copied: 1_222, skipped: 12, failed: [] })).toBe(
      '\r 1,234 / 5,678 복사, 12 건너뜀',
    );
    expect(
      progressLine({ total: 3, copied: 1, skipped: 0, failed: [{ key: 'a.jpg', error: 'x' }] }),
    ).toBe('\r 2 / 3 복사, 0 건너뜀, 1 실패');
  });
});
