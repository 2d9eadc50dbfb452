import { constants } from 'node:fs';
import { access, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from '@shop/contract/rich-text';
import type { FileStorage } from './storage';

export { UPLOADS_PREFIX };

/** Files under `root` (DATA_DIR/uploads), served by the API at /uploads/. */
export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`bad storage key: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
      return UPLOADS_PREFIX + key.split(path.sep).join('/');
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await rm(resolve(url.slice(UPLOADS_PREFIX.length)), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },
  };
}
