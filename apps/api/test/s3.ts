import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/integrations/storage/settings';

export const TEST_BUCKET = 'shop';

export interface TestBucketServer {
  endpoint: string;
  /** The bucket's own address, which serves its objects to anyone (the public base in tests). */
  publicUrl: string;
  settings: S3Settings;
  /** The shop's settings for this bucket (STORAGE_DRIVER=s3 and the S3_* variables). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** An S3-compatible server in this process, on a free loopback port, with an empty bucket. */
export async function startS3Server(): Promise<TestBucketServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${TEST_BUCKET}`;
  const settings: S3Settings = {
    bucket: TEST_BUCKET,
    region: 'ap-northeast-2',
    endpoint,
    // s3rver's own keys: it checks request signatures against them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    publicUrl,
  };
  return {
    endpoint,
    publicUrl,
    settings,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PUBLIC_URL: publicUrl,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
