import path from 'node:path';
import { createLocalStorage } from './local';
import type { StorageConfig } from './settings';
import type { FileStorage } from './storage';

/**
 * The storage the settings name: DATA_DIR/uploads, or the bucket. The S3 client is loaded only
 * when a bucket is used.
 */
export async function createStorage(config: {
  dataDir: string;
  storage: StorageConfig;
}): Promise<FileStorage> {
  const { s3 } = config.storage;
  if (config.storage.driver === 'local' || !s3) {
    return createLocalStorage(path.join(config.dataDir, 'uploads'));
  }
  const { createS3Storage } = await import('./s3');
  return createS3Storage(s3);
}
