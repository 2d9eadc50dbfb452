import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adminAudit, members } from '../../db/schema/index';
import type { RowWindow } from '../../lib/paging';
import { countColumn, countOf } from '../../lib/row-count';

export type NewAuditRow = typeof adminAudit.$inferInsert;

export async function insertAudit(db: Executor, values: NewAuditRow) {
  await db.insert(adminAudit).values(values);
}

export interface AuditFilter {
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
}

const where = (f: AuditFilter) =>
  and(
    f.action ? eq(adminAudit.action, f.action) : undefined,
    f.targetType ? eq(adminAudit.targetType, f.targetType) : undefined,
    f.targetId ? eq(adminAudit.targetId, f.targetId) : undefined,
  );

/** Newest first, with the actor's nickname (null once the member is gone). */
export function listAudit(db: Executor, filter: AuditFilter, page: RowWindow) {
  return db
    .select({
      id: adminAudit.id,
      actorId: adminAudit.actorId,
      actorNickname: members.nickname,
      action: adminAudit.action,
      targetType: adminAudit.targetType,
      targetId: adminAudit.targetId,
      detail: adminAudit.detail,
      createdAt: adminAudit.createdAt,
    })
    .from(adminAudit)
    .leftJoin(members, eq(members.id, adminAudit.actorId))
    .where(where(filter))
    .orderBy(desc(adminAudit.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAudit(db: Executor, filter: AuditFilter): Promise<number> {
  return countOf(db.select(countColumn).from(adminAudit).where(where(filter)));
}
