import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from '../integrations/storage/folders';
import type { S3Bucket } from '../integrations/storage/s3';
import { mapLimit } from '../lib/map-limit';

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The type a file is served with, by its extension (the shop stores images only). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

export interface CopyProgress {
  total: number;
  copied: number;
  skipped: number;
  failed: { key: string; error: string }[];
}

/** Every file under `root` as a key (its path with '/'), hidden files left out, sorted. */
export async function uploadKeys(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter((key) => !key.split('/').some((segment) => segment.startsWith('.')))
    .sort();
}

/**
 * Whether the bucket already holds this very file: same size and, for a single-part upload,
 * the same MD5 (its ETag). A multipart ETag is no MD5 of the file: the size alone decides.
 */
function sameObject(head: { size: number; etag: string }, data: Buffer): boolean {
  if (head.size !== data.length) return false;
  if (head.etag.includes('-')) return true;
  return head.etag.toLowerCase() === createHash('md5').update(data).digest('hex');
}

/**
 * Copies every file under `root` (DATA_DIR/uploads) into the bucket under the same key, with
 * the type and caching headers the shop gives new uploads. A file already there unchanged is
 * skipped, so a second run copies only what is new or different. Database URLs are left as
 * they are: the shop redirects old `/uploads/…` addresses to the bucket's.
 */
export async function copyUploads({
  root,
  bucket,
  concurrency = 8,
  onProgress,
}: {
  root: string;
  bucket: Pick<S3Bucket, 'head' | 'put'>;
  concurrency?: number;
  onProgress?: (progress: CopyProgress) => void;
}): Promise<CopyProgress> {
  const keys = await uploadKeys(root);
  const progress: CopyProgress = { total: keys.length, copied: 0, skipped: 0, failed: [] };
  onProgress?.(progress);
  await mapLimit(keys, concurrency, async (key) => {
    try {
      if (!isSafeKey(key)) throw new Error('이름에 쓸 수 없는 문자가 있습니다');
      const data = await readFile(path.join(root, ...key.split('/')));
      const head = await bucket.head(key);
      if (head && sameObject(head, data)) {
        progress.skipped += 1;
      } else {
        await bucket.put(key, data, contentTypeOf(key));
        progress.copied += 1;
      }
    } catch (error) {
      progress.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
    }
    onProgress?.(progress);
  });
  return progress;
}

const count = (n: number) => n.toLocaleString('ko-KR');

/** `\r 1,234 / 5,678 복사, 12 건너뜀`: the files done of all, then how many were skipped. */
export function progressLine({ total, copied, skipped, failed }: CopyProgress): string {
  const done = copied + skipped + failed.length;
  const failures = failed.length ? `, ${count(failed.length)} 실패` : '';
  return `\r ${count(done)} / ${count(total)} 복사, ${count(skipped)} 건너뜀${failures}`;
}
