import type { OrderActor } from '@shop/contract/order-states';
import { addDays, POINT_RULES, pointMessages } from '@shop/contract/point-rules';
import {
  POINT_HISTORY_LIMIT,
  type PointAdjustRequest,
  type PointSummary,
} from '@shop/contract/points';
import type { Database, Executor } from '../../db/client';
import { databaseErrorOf } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import * as repo from './repo';
import {
  balanceOf,
  expiryOf,
  hasExpired,
  type LedgerLine,
  pendingAfter,
  takeAll,
  usableAt,
} from './rules';

/** Members whose balance the expiry job looks at per run; the next run takes the rest. */
const EXPIRY_BATCH = 200;

/** Who changed the points: a member, an operator, a job. */
export interface PointActor {
  type: OrderActor;
  id?: number | null;
}

export interface PointServiceDeps {
  db: Database;
  audit: Pick<AuditService, 'record'>;
  now?: () => Date;
}

/**
 * 적립금: the one writer of the points ledger. Every change locks the member's account row
 * first, takes away a balance whose time has run out, then checks and writes its lines in the
 * same transaction, so concurrent changes of one member never spend what is not there.
 */
export function createPointService({ db, audit, now = () => new Date() }: PointServiceDeps) {
  /**
   * Opens and locks the account, and expires its balance if its time has run out. The moment of
   * the change is read once the lock is held (unless the caller fixed it): a change that waited
   * for the lock must count the lines written by those before it as usable already.
   */
  async function lockFresh(tx: Executor, memberId: number, fixedAt?: Date) {
    try {
      await repo.openAccount(tx, memberId);
    } catch (error) {
      if (databaseErrorOf(error)?.code === '23503') throw notFound(pointMessages.memberNotFound);
      throw error;
    }
    await repo.lockAccount(tx, memberId);
    const at = fixedAt ?? now();
    const ledger = await repo.ledgerOf(tx, memberId);
    const balance = balanceOf(ledger.lines);
    if (!hasExpired(ledger.lastAccrual, at) || balance === 0) return { ...ledger, at, expired: 0 };
    await takeEverything(tx, memberId, 'EXPIRE', at, ledger.lines, { type: 'system' });
    return { ...(await repo.ledgerOf(tx, memberId)), at, expired: balance };
  }

  async function takeEverything(
    tx: Executor,
    memberId: number,
    kind: 'EXPIRE' | 'FORFEIT',
    at: Date,
    lines: LedgerLine[],
    actor: PointActor,
  ) {
    await repo.insertEntries(
      tx,
      takeAll(lines, at).map((line) => ({
        memberId,
        kind,
        amount: line.amount,
        usableAt: line.usableAt,
        actorType: actor.type,
        actorId: actor.id ?? null,
        createdAt: at,
      })),
    );
  }

  async function summaryOf(
    executor: Executor,
    memberId: number,
    page: { page: number; limit: number },
  ): Promise<PointSummary> {
    const at = now();
    const { lines, lastAccrual } = await repo.ledgerOf(executor, memberId);
    const usable = usableAt(lines, at);
    const balance = balanceOf(lines);
    const history = await repo.listEntries(executor, memberId, {
      limit: page.limit,
      offset: (page.page - 1) * page.limit,
    });
    return {
      balance,
      usable,
      spendable: usable >= POINT_RULES.minSpend,
      min_spend: POINT_RULES.minSpend,
      pending: pendingAfter(lines, at).map((p) => ({
        amount: p.amount,
        usable_at: p.usableAt.toISOString(),
      })),
      expires_at: balance > 0 ? (expiryOf(lastAccrual)?.toISOString() ?? null) : null,
      entries: history.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: r.amount,
        reason: r.reason,
        order_id: r.orderId,
        merchant_id: r.merchantId,
        usable_at: r.usableAt.toISOString(),
        created_at: r.createdAt.toISOString(),
      })),
      total: history.total,
      page: page.page,
      limit: page.limit,
    };
  }

  return {
    /**
     * The member's balances and a page of their history; a balance whose time has run out is
     * expired first (404 for no such member).
     */
    async summary(memberId: number, page: { page: number; limit: number }) {
      await db.transaction((tx) => lockFresh(tx, memberId));
      return summaryOf(db, memberId, page);
    },

    /**
     * 구매확정's points, inside the confirming transaction: earned once per order whatever
     * retries, usable some days after `at`. Nothing for an amount that earns nothing.
     */
    async earnForOrder(
      tx: Executor,
      input: { memberId: number; orderId: number; amount: number; at: Date; actor: PointActor },
    ): Promise<number> {
      if (input.amount <= 0) return 0;
      await lockFresh(tx, input.memberId, input.at);
      const written = await repo.insertEntries(tx, [
        {
          memberId: input.memberId,
          kind: 'EARN',
          amount: input.amount,
          usableAt: addDays(input.at, POINT_RULES.usableAfterDays),
          orderId: input.orderId,
          actorType: input.actor.type,
          actorId: input.actor.id ?? null,
          changeKey: `earn:order:${input.orderId}`,
          createdAt: input.at,
        },
      ]);
      return written === 1 ? input.amount : 0;
    },

    /** 구매평 적립, inside the review's transaction: once per review, usable at once. */
    async earnForReview(
      tx: Executor,
      input: { memberId: number; reviewId: number; amount: number },
    ): Promise<number> {
      if (input.amount <= 0) return 0;
      const { at } = await lockFresh(tx, input.memberId);
      const written = await repo.insertEntries(tx, [
        {
          memberId: input.memberId,
          kind: 'REVIEW',
          amount: input.amount,
          usableAt: at,
          reason: `구매평 #${input.reviewId}`,
          actorType: 'system',
          actorId: null,
          changeKey: `earn:review:${input.reviewId}`,
          createdAt: at,
        },
      ]);
      return written === 1 ? input.amount : 0;
    },

    /**
     * 이전 쇼핑몰 적립금, inside the import's transaction: a balance brought from the old shop,
     * usable at once and counted as an accrual (the shop's expiry runs from the import). Written
     * once per `changeKey` whatever re-runs; answers the won credited.
     */
    async migrate(
      tx: Executor,
      input: { memberId: number; amount: number; changeKey: string; actor: PointActor },
    ): Promise<number> {
      if (input.amount <= 0) return 0;
      const { at } = await lockFresh(tx, input.memberId);
      const written = await repo.insertEntries(tx, [
        {
          memberId: input.memberId,
          kind: 'MIGRATE',
          amount: input.amount,
          usableAt: at,
          actorType: input.actor.type,
          actorId: input.actor.id ?? null,
          changeKey: input.changeKey,
          createdAt: at,
        },
      ]);
      return written === 1 ? input.amount : 0;
    },

    /**
     * The writer deleted a rewarded review: its points go back, as far as the usable balance
     * allows (points already spent stay spent). Answers what was taken.
     */
    async revokeForReview(
      tx: Executor,
      input: { memberId: number; reviewId: number; amount: number },
    ): Promise<number> {
      const { lines, at } = await lockFresh(tx, input.memberId);
      const taken = Math.min(input.amount, usableAt(lines, at));
      if (taken <= 0) return 0;
      const written = await repo.insertEntries(tx, [
        {
          memberId: input.memberId,
          kind: 'REVOKE',
          amount: -taken,
          usableAt: at,
          reason: `구매평 #${input.reviewId} 삭제`,
          actorType: 'member',
          actorId: input.memberId,
          changeKey: `revoke:review:${input.reviewId}`,
          createdAt: at,
        },
      ]);
      return written === 1 ? taken : 0;
    },

    /**
     * An operator grants (amount > 0, usable at once) or deducts (amount < 0, at most the usable
     * balance) with a reason, audited.
     */
    async adjust(
      adminId: number,
      memberId: number,
      input: PointAdjustRequest,
    ): Promise<PointSummary> {
      await db.transaction(async (tx) => {
        const { lines, at } = await lockFresh(tx, memberId);
        const usable = usableAt(lines, at);
        if (input.amount < 0 && -input.amount > usable) {
          throw conflict(pointMessages.overDeduct(usable));
        }
        const reason = input.reason.trim();
        await repo.insertEntries(tx, [
          {
            memberId,
            kind: input.amount > 0 ? 'GRANT' : 'DEDUCT',
            amount: input.amount,
            usableAt: at,
            reason,
            actorType: 'admin',
            actorId: adminId,
            createdAt: at,
          },
        ]);
        await audit.record(
          {
            actorId: adminId,
            action: 'member.points',
            targetType: 'member',
            targetId: memberId,
            detail: { amount: input.amount, reason, usable_before: usable },
          },
          tx,
        );
      });
      return summaryOf(db, memberId, { page: 1, limit: POINT_HISTORY_LIMIT });
    },

    /** The member's balance usable now (read only: an order sheet's check before the hold). */
    async usableNow(memberId: number): Promise<number> {
      const { lines, lastAccrual } = await repo.ledgerOf(db, memberId);
      const at = now();
      return hasExpired(lastAccrual, at) ? 0 : usableAt(lines, at);
    },

    /**
     * An order's spend, inside the payment's hold (under the order's lock): false when the usable
     * balance no longer covers it (nothing written then). The same order spending again after a
     * released hold is a new spend.
     */
    async spendForOrder(
      tx: Executor,
      input: { memberId: number; orderId: number; amount: number },
    ): Promise<boolean> {
      if (input.amount <= 0) return true;
      const { lines, at } = await lockFresh(tx, input.memberId);
      const usable = usableAt(lines, at);
      if (usable < POINT_RULES.minSpend || usable < input.amount) return false;
      await repo.insertEntries(tx, [
        {
          memberId: input.memberId,
          kind: 'SPEND',
          amount: -input.amount,
          usableAt: at,
          orderId: input.orderId,
          actorType: 'member',
          actorId: input.memberId,
          createdAt: at,
        },
      ]);
      return true;
    },

    /**
     * Gives back points an order spent (all that is still spent on it when `amount` is left
     * out), usable at once, inside the caller's transaction under the order's lock. Answers the
     * won given back.
     */
    async restoreForOrder(
      tx: Executor,
      input: { memberId: number; orderId: number; amount?: number; actor: PointActor },
    ): Promise<number> {
      const spent = await repo.spentOnOrder(tx, input.orderId);
      const amount = Math.min(spent, input.amount ?? spent);
      if (amount <= 0) return 0;
      const { at } = await lockFresh(tx, input.memberId);
      await repo.insertEntries(tx, [
        {
          memberId: input.memberId,
          kind: 'RESTORE',
          amount,
          usableAt: at,
          orderId: input.orderId,
          actorType: input.actor.type,
          actorId: input.actor.id ?? null,
          createdAt: at,
        },
      ]);
      return amount;
    },

    /** The points given back to an order so far (a refund plan's input). */
    restoredToOrder: (executor: Executor, orderId: number) =>
      repo.restoredToOrder(executor, orderId),

    /** The member's whole balance, usable or not (read only). */
    async balance(memberId: number): Promise<number> {
      return balanceOf((await repo.ledgerOf(db, memberId)).lines);
    },

    /**
     * 회원 탈퇴, inside the withdrawing transaction: the whole balance is forfeited, each part not
     * yet usable at its own moment. Answers the won forfeited.
     */
    async forfeitAll(tx: Executor, memberId: number): Promise<number> {
      const { lines, at } = await lockFresh(tx, memberId);
      const balance = balanceOf(lines);
      if (balance === 0) return 0;
      await takeEverything(tx, memberId, 'FORFEIT', at, lines, { type: 'member', id: memberId });
      return balance;
    },

    /**
     * The job: every balance whose last accrual is `expireAfterYears` old goes, as an EXPIRE
     * line. Answers how many members' points expired and how many won.
     */
    async expireDue(at: Date): Promise<{ members: number; amount: number }> {
      const cutoff = new Date(at.getTime());
      cutoff.setUTCFullYear(cutoff.getUTCFullYear() - POINT_RULES.expireAfterYears);
      const outcome = { members: 0, amount: 0 };
      for (const memberId of await repo.membersExpiredBy(db, cutoff, EXPIRY_BATCH)) {
        const { expired } = await db.transaction((tx) => lockFresh(tx, memberId, at));
        if (expired > 0) {
          outcome.members += 1;
          outcome.amount += expired;
        }
      }
      return outcome;
    },
  };
}
export type PointService = ReturnType<typeof createPointService>;

/** The ledger's broken rules, for the invariants check (empty when it holds). */
export const pointMismatches = (executor: Executor) => repo.pointMismatches(executor);
