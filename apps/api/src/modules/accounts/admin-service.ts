import { adminMessages } from '@shop/contract/admin';
import {
  type AdminMemberDetail,
  type AdminMemberList,
  type AdminMemberRow,
  type adminMemberListQuerySchema,
  adminMemberMessages,
} from '@shop/contract/admin-members';
import type { Role } from '@shop/contract/users';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { pageInfo, pageWindow } from '../../lib/paging';
import type { AuditService } from '../audit/service';
import type { AdminOrderService } from '../orders/admin-service';
import * as repo from './members-repo';

type ListQuery = z.output<typeof adminMemberListQuerySchema>;

export function toMemberRow({
  member,
  orderCount,
  paidTotal,
}: repo.MemberWithTotals): AdminMemberRow {
  return {
    member_id: member.id,
    user_id: member.userId,
    name: member.name,
    nickname: member.nickname,
    email: member.email,
    phone_num: member.phone,
    role: member.role,
    created_at: member.createdAt.toISOString(),
    withdrawn_at: member.withdrawnAt?.toISOString() ?? null,
    order_count: orderCount,
    paid_total: paidTotal,
  };
}

/**
 * The rule of role changes: an admin cannot take their own role away, and the shop always keeps
 * at least one admin. `admins` are the current admins' ids.
 */
export function roleChangeProblem(
  actorId: number | null,
  targetId: number,
  role: Role,
  admins: number[],
): 'own_role' | 'last_admin' | 'not_admin' | undefined {
  if (actorId !== null && !admins.includes(actorId)) return 'not_admin';
  if (role === 'admin' || !admins.includes(targetId)) return undefined;
  if (actorId === targetId) return 'own_role';
  if (admins.length <= 1) return 'last_admin';
  return undefined;
}

export function createAdminMemberService({
  db,
  orders,
  audit,
}: {
  db: Database;
  orders: Pick<AdminOrderService, 'ofMember'>;
  audit: AuditService;
}) {
  async function row(id: number, executor: Executor = db): Promise<repo.MemberWithTotals> {
    const found = await repo.findMember(executor, id);
    if (!found) throw notFound(adminMemberMessages.notFound);
    return found;
  }

  /** Gives or takes the admin role under the admins' row locks; `actorId` null for the command. */
  async function setRole(actorId: number | null, targetId: number, role: Role) {
    return db.transaction(async (tx) => {
      const target = await row(targetId, tx);
      const admins = await repo.lockAdmins(tx);
      const problem = roleChangeProblem(actorId, targetId, role, admins);
      if (problem === 'not_admin') throw forbidden(adminMessages.adminOnly);
      if (problem === 'own_role') throw conflict(adminMemberMessages.ownRole);
      if (problem === 'last_admin') throw conflict(adminMemberMessages.lastAdmin);
      if (target.member.role !== role) {
        await repo.setRole(tx, targetId, role);
        await audit.record(
          {
            actorId,
            action: 'member.role',
            targetType: 'member',
            targetId,
            detail: {
              from: target.member.role,
              to: role,
              ...(actorId === null && { via: 'command' }),
            },
          },
          tx,
        );
      }
      return toMemberRow(await row(targetId, tx));
    });
  }

  return {
    async list(query: ListQuery): Promise<AdminMemberList> {
      const filter = { q: query.q, role: query.role };
      const rows = await repo.listMembers(db, filter, pageWindow(query));
      const total = await repo.countMembers(db, filter);
      return {
        members: rows.map(toMemberRow),
        ...pageInfo(query, total),
      };
    },

    async detail(id: number): Promise<AdminMemberDetail> {
      const found = await row(id);
      const coupons = await repo.listMemberCoupons(db, id);
      return {
        ...toMemberRow(found),
        sns_confirm: found.member.snsConfirm,
        email_confirm: found.member.emailConfirm,
        orders: await orders.ofMember(id),
        coupons: coupons.map((c) => ({
          coupon_id: c.couponId,
          name: c.name,
          claimed_at: c.claimedAt.toISOString(),
          used_at: c.usedAt?.toISOString() ?? null,
          order_id: c.orderId,
          finished_at: c.finishedAt.toISOString(),
        })),
      };
    },

    setRole: (actorId: number, targetId: number, role: Role) => setRole(actorId, targetId, role),

    /** The command line's way to make an admin (the first one, typically). */
    async grantByUserId(userId: string): Promise<AdminMemberRow> {
      const found = await repo.findMemberIdByUserId(db, userId);
      if (!found) throw notFound(adminMemberMessages.notFound);
      return setRole(null, found.id, 'admin');
    },

    /** Every member matching the filters, for the CSV export (at most `limit`). */
    exportRows: (filter: repo.MemberFilter, limit: number) =>
      repo.listMembers(db, filter, { limit, offset: 0 }),
  };
}
export type AdminMemberService = ReturnType<typeof createAdminMemberService>;
