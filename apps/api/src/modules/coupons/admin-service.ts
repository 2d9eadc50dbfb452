import { pageCount } from '@shop/contract/admin';
import type {
  AdminCouponClaimList,
  adminCouponClaimListQuerySchema,
} from '@shop/contract/admin-coupon-claims';
import {
  type AdminCoupon,
  adminCouponMessages,
  type adminCouponRequestSchema,
  couponState,
} from '@shop/contract/admin-coupons';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import * as repo from './repo';
import { toCoupon } from './service';

type CouponInput = z.output<typeof adminCouponRequestSchema>;

export function toAdminCoupon(row: repo.CouponWithCounts, now: Date): AdminCoupon {
  const base = toCoupon(row.coupon);
  const stoppedAt = row.coupon.stoppedAt?.toISOString() ?? null;
  return {
    ...base,
    max_claims: row.coupon.maxClaims,
    stopped_at: stoppedAt,
    created_at: row.coupon.createdAt.toISOString(),
    claim_count: row.claimCount,
    use_count: row.useCount,
    state: couponState({ ...base, stopped_at: stoppedAt }, now),
  };
}

export function createAdminCouponService({
  db,
  audit,
  now = () => new Date(),
}: {
  db: Database;
  audit: AuditService;
  now?: () => Date;
}) {
  async function one(id: number, executor: Executor = db): Promise<AdminCoupon> {
    const [row] = await repo.listCoupons(executor, id);
    if (!row) throw notFound(adminCouponMessages.notFound);
    return toAdminCoupon(row, now());
  }

  return {
    async list() {
      const at = now();
      return { coupons: (await repo.listCoupons(db)).map((row) => toAdminCoupon(row, at)) };
    },

    async create(adminId: number, input: CouponInput): Promise<AdminCoupon> {
      return db.transaction(async (tx) => {
        const id = await repo.insertCoupon(tx, {
          name: input.name,
          type: input.type,
          discountPrice: input.type === 'PRICE' ? input.discount_price : null,
          discountRatio: input.type === 'RATIO' ? input.discount_ratio : null,
          startedAt: new Date(input.started_at),
          finishedAt: new Date(input.finished_at),
          minOrderAmount: input.min_order_amount,
          maxClaims: input.max_claims,
        });
        await audit.record(
          {
            actorId: adminId,
            action: 'coupon.create',
            targetType: 'coupon',
            targetId: id,
            detail: { ...input },
          },
          tx,
        );
        return one(id, tx);
      });
    },

    /** No new claims and no new uses from now on; stopping again changes nothing. */
    async stop(adminId: number, id: number): Promise<AdminCoupon> {
      return db.transaction(async (tx) => {
        await one(id, tx);
        if (await repo.stopCoupon(tx, id, now())) {
          await audit.record(
            { actorId: adminId, action: 'coupon.stop', targetType: 'coupon', targetId: id },
            tx,
          );
        }
        return one(id, tx);
      });
    },
  };
}
export type AdminCouponService = ReturnType<typeof createAdminCouponService>;

type ListQuery = z.output<typeof adminCouponClaimListQuerySchema>;

/** Who claimed a coupon and which order used it. */
export function createCouponClaimService({ db }: { db: Database }) {
  return {
    async list(couponId: number, query: ListQuery): Promise<AdminCouponClaimList> {
      const [coupon] = await repo.listCoupons(db, couponId);
      if (!coupon) throw notFound(adminCouponMessages.notFound);
      const [rows, total] = await Promise.all([
        repo.listClaims(db, couponId, {
          limit: query.size,
          offset: (query.page - 1) * query.size,
        }),
        repo.countClaims(db, couponId),
      ]);
      return {
        coupon_id: couponId,
        coupon_name: coupon.coupon.name,
        claims: rows.map((r) => ({
          claim_id: r.id,
          member_id: r.memberId,
          nickname: r.nickname,
          claimed_at: r.claimedAt.toISOString(),
          used_at: r.usedAt?.toISOString() ?? null,
          order_id: r.orderId,
          merchant_id: r.merchantId,
        })),
        total,
        page: query.page,
        size: query.size,
        page_count: pageCount(total, query.size),
      };
    },
  };
}
export type CouponClaimService = ReturnType<typeof createCouponClaimService>;
