import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOADS_PREFIX } from '@shop/contract/rich-text';
import { cacheControlOf, isPrivateKey, isSafeKey } from './folders';
import type { S3Settings } from './settings';
import type { FileStorage } from './storage';

/** How long a private file's presigned address works after the shop checked the reader. */
export const SIGNED_GET_SECONDS = 5 * 60;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: {
          accessKeyId: settings.accessKeyId,
          secretAccessKey: settings.secretAccessKey,
        },
      }),
    // The SDK's default CRC checksums are AWS's own: R2 and NCP refuse or ignore some of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
  });
}

/** What HeadObject tells of a stored object; undefined when there is none. */
export interface ObjectHead {
  size: number;
  /** Without quotes: the MD5 in hex for a single upload, `<hash>-<parts>` for a multipart one. */
  etag: string;
}

/** The bucket's operations the shop uses, on keys (no URLs). */
export interface S3Bucket {
  readonly settings: S3Settings;
  put(key: string, data: Buffer | string, contentType: string): Promise<void>;
  head(key: string): Promise<ObjectHead | undefined>;
  delete(key: string): Promise<void>;
  signedGet(key: string, seconds?: number): Promise<string>;
  /** Throws unless the bucket answers with these credentials. */
  check(): Promise<void>;
}

export function createS3Bucket(settings: S3Settings, client = createS3Client(settings)): S3Bucket {
  const Bucket = settings.bucket;
  const safe = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`bad storage key: ${key}`);
    return key;
  };
  return {
    settings,
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: safe(key),
          Body: data,
          ContentType: contentType,
          CacheControl: cacheControlOf(key),
        }),
      );
    },
    async head(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: safe(key) }));
        return { size: head.ContentLength ?? 0, etag: (head.ETag ?? '').replaceAll('"', '') };
      } catch (error) {
        if (error instanceof NotFound) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safe(key) }));
    },
    signedGet(key, seconds = SIGNED_GET_SECONDS) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: safe(key) }), {
        expiresIn: seconds,
      });
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }), {
        abortSignal: AbortSignal.timeout(5_000),
      });
    },
  };
}

/**
 * Files in a bucket. A public file's URL is absolute, `${publicUrl}/${key}`; a private folder's
 * keeps its `/uploads/<folder>/…` address, which the shop checks and then redirects to a
 * presigned one. Either form, and an `/uploads/` address written before the move, is removed.
 */
export function createS3Storage(settings: S3Settings, bucket = createS3Bucket(settings)) {
  const base = settings.publicUrl.replace(/\/+$/, '');
  const keyOf = (url: string): string | undefined => {
    const path = url.split(/[?#]/)[0] ?? url;
    const key = path.startsWith(`${base}/`)
      ? path.slice(base.length + 1)
      : path.startsWith(UPLOADS_PREFIX)
        ? path.slice(UPLOADS_PREFIX.length)
        : undefined;
    return key !== undefined && isSafeKey(key) ? key : undefined;
  };
  const storage: Required<FileStorage> & { bucket: S3Bucket } = {
    bucket,
    async put(key, data, contentType) {
      await bucket.put(key, data, contentType);
      return isPrivateKey(key) ? `${UPLOADS_PREFIX}${key}` : `${base}/${key}`;
    },
    async remove(url) {
      const key = keyOf(url);
      if (key !== undefined) await bucket.delete(key);
    },
    check: () => bucket.check(),
    remote: {
      publicUrl: (key) => `${base}/${key}`,
      signedUrl: (key) => bucket.signedGet(key),
    },
  };
  return storage;
}
