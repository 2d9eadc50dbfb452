import { pageCount } from '@shop/contract/admin';
import type {
  AdminCouponClaimList,
  adminCouponClaimListQuerySchema,
} from '@shop/contract/admin-coupon-claims';
import { adminCouponMessages } from '@shop/contract/admin-coupons';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import * as claims from './claims-repo';
import * as repo from './repo';

type ListQuery = z.output<typeof adminCouponClaimListQuerySchema>;

/** Who claimed a coupon and which order used it. */
export function createCouponClaimService({ db }: { db: Database }) {
  return {
    async list(couponId: number, query: ListQuery): Promise<AdminCouponClaimList> {
      const [coupon] = await repo.listCoupons(db, couponId);
      if (!coupon) throw notFound(adminCouponMessages.notFound);
      const [rows, total] = await Promise.all([
        claims.listClaims(db, couponId, {
          limit: query.size,
          offset: (query.page - 1) * query.size,
        }),
        claims.countClaims(db, couponId),
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
