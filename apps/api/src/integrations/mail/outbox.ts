import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomToken } from '../../lib/crypto';
import type { Mail } from './mailer';

export interface OutboxMail extends Mail {
  from: string;
  sent_at: string;
}

/** The development outbox: every mail as one JSON file, named so that names sort by time. */
export function createOutbox(dir: string) {
  return {
    async put(mail: OutboxMail): Promise<void> {
      await mkdir(dir, { recursive: true });
      const name = `${Date.now().toString().padStart(15, '0')}-${randomToken(6)}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(mail));
    },
    /** Newest first. */
    async list(limit = 100): Promise<OutboxMail[]> {
      const names = await readdir(dir).catch(() => [] as string[]);
      const newest = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      return Promise.all(
        newest.map(
          async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxMail,
        ),
      );
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
