import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { contentViews } from '../db/schema/index';

export type ViewKind = 'qna' | 'notice';

/** Whether this is the viewer's first view of the content today (Asia/Seoul). */
export interface ViewCounter {
  firstViewToday(kind: ViewKind, contentId: number, viewer: string): Promise<boolean>;
}

const seoulDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });
const today = () => seoulDay.format(new Date());

/** Remembers views in the database (one row per viewer, content and day). */
export function createDbViewCounter(db: Database): ViewCounter {
  return {
    async firstViewToday(kind, contentId, viewer) {
      const rows = await db
        .insert(contentViews)
        .values({ kind, contentId, viewer, day: today() })
        .onConflictDoNothing()
        .returning({ viewer: contentViews.viewer });
      return rows.length === 1;
    },
  };
}

/** Remembers views in Redis, shared by every API instance, forgotten after two days. */
export function createRedisViewCounter(redis: Redis): ViewCounter {
  return {
    async firstViewToday(kind, contentId, viewer) {
      const key = `shop-view:${kind}:${contentId}:${viewer}:${today()}`;
      return (await redis.set(key, '1', 'EX', 2 * 24 * 60 * 60, 'NX')) === 'OK';
    },
  };
}
