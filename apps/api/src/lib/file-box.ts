import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from './crypto';

/** Records kept as one JSON file each in `dir`, named so that names sort by time. */
export function createFileBox<T>(dir: string) {
  return {
    async put(record: T): Promise<void> {
      await mkdir(dir, { recursive: true });
      const name = `${Date.now().toString().padStart(15, '0')}-${randomToken(6)}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(record));
    },
    /** Newest first. */
    async list(limit = 100): Promise<T[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const newest = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      return Promise.all(
        newest.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as T),
      );
    },
  };
}
export type FileBox<T> = ReturnType<typeof createFileBox<T>>;
