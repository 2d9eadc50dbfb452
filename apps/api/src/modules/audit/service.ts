import type {
  AuditAction,
  AuditEntry,
  AuditList,
  AuditTarget,
  auditListQuerySchema,
} from '@shop/contract/admin';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { pageInfo, pageWindow } from '../../lib/paging';
import * as repo from './repo';

export interface AuditRecord {
  /** Null for the command line. */
  actorId: number | null;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: number | string;
  detail?: Record<string, unknown>;
}

type ListQuery = z.output<typeof auditListQuerySchema>;

/** Shown for writes without a member behind them (the command line). */
const SYSTEM_ACTOR = '(시스템)';

/** The back office's audit log: every admin write leaves one row. */
export function createAuditService({ db }: { db: Database }) {
  return {
    /** Records one admin write, in the caller's transaction when given one. */
    async record(entry: AuditRecord, executor: Executor = db): Promise<void> {
      await repo.insertAudit(executor, {
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        detail: entry.detail ?? {},
      });
    },

    async list(query: ListQuery): Promise<AuditList> {
      const filter = {
        action: query.action,
        targetType: query.target_type,
        targetId: query.target_id,
      };
      const [rows, total] = await Promise.all([
        repo.listAudit(db, filter, pageWindow(query)),
        repo.countAudit(db, filter),
      ]);
      const entries: AuditEntry[] = rows.map((r) => ({
        audit_id: r.id,
        actor: { member_id: r.actorId, nickname: r.actorNickname ?? SYSTEM_ACTOR },
        action: r.action as AuditAction,
        target_type: r.targetType as AuditTarget,
        target_id: r.targetId,
        detail: r.detail,
        created_at: r.createdAt.toISOString(),
      }));
      return {
        entries,
        ...pageInfo(query, total),
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;

/**
 * `record` for the writes on one kind of target:
 * `(executor, actorId, action, targetId, detail?)`, in the caller's transaction.
 */
export const recorderFor =
  (audit: Pick<AuditService, 'record'>, targetType: AuditTarget) =>
  (
    executor: Executor,
    actorId: number | null,
    action: AuditAction,
    targetId: number | string,
    detail?: Record<string, unknown>,
  ) =>
    audit.record({ actorId, action, targetType, targetId, detail }, executor);
