import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The storage variables of the environment (see .env.example). */
export const storageEnvShape = {
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-northeast-2'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
};

/** An S3-compatible bucket: AWS S3, Cloudflare R2, NCP Object Storage (by `endpoint`), MinIO. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** The API endpoint of a provider other than AWS, e.g. `https://kr.object.ncloudstorage.com`. */
  endpoint: string | undefined;
  /** Without them the SDK's own chain answers (an AWS instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO, test servers). */
  forcePathStyle: boolean;
  /** The base address public files are served from (a CDN, or the bucket's public address). */
  publicUrl: string;
}

/**
 * The origin presigned addresses point at (the CSP lets the pages' images follow a redirect
 * there): the endpoint with the bucket as its first path segment or as a subdomain.
 */
export function s3ObjectOrigin(settings: S3Settings): string {
  const endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
  if (settings.forcePathStyle) return endpoint.origin;
  return `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
}

type StorageEnv = z.infer<z.ZodObject<typeof storageEnvShape>>;

/** Where uploads are kept; `s3` is known whenever a bucket is set, for the copy command too. */
export interface StorageConfig {
  driver: 'local' | 's3';
  s3: S3Settings | undefined;
}

/** The storage settings that do not go together, as the configuration's problems. */
export function storageProblems(env: StorageEnv): { path: string[]; message: string }[] {
  const problems: { path: string[]; message: string }[] = [];
  if (env.STORAGE_DRIVER === 's3') {
    for (const name of ['S3_BUCKET', 'S3_PUBLIC_URL'] as const) {
      if (!env[name]) problems.push({ path: [name], message: 'required with STORAGE_DRIVER=s3' });
    }
  } else if (Boolean(env.S3_BUCKET) !== Boolean(env.S3_PUBLIC_URL)) {
    problems.push({ path: ['S3_PUBLIC_URL'], message: 'S3_BUCKET and S3_PUBLIC_URL go together' });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push({
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  return problems;
}

export function storageConfig(env: StorageEnv): StorageConfig {
  const s3 =
    env.S3_BUCKET && env.S3_PUBLIC_URL
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ''),
        }
      : undefined;
  return { driver: env.STORAGE_DRIVER, s3 };
}

/** Where the pages' images may come from besides the shop: the public base, presigned files. */
export function storageImageOrigins(storage: StorageConfig): string[] {
  if (storage.driver !== 's3' || !storage.s3) return [];
  const origins = [new URL(storage.s3.publicUrl).origin, s3ObjectOrigin(storage.s3)];
  return [...new Set(origins)];
}
