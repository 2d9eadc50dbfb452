import type { Database } from '../../db/client';
import type { FileStorage } from '../../integrations/storage/storage';
import type { TossClient } from '../../integrations/toss/client';
import type { AuditService } from '../admin-audit/service';
import { createCatalogService } from '../admin-catalog/service';
import { createContentService } from '../admin-content/service';
import { createCouponClaimService } from '../admin-coupons/claims-service';
import { createAdminCouponService } from '../admin-coupons/service';
import { createDashboardService } from '../admin-dashboard/service';
import { createExportService } from '../admin-exports/service';
import { createAdminMemberService } from '../admin-members/service';
import type { CommentService } from '../comments/service';
import type { CouponService } from '../coupons/service';
import type { ItemService } from '../items/service';
import type { NoticeService } from '../notices/service';
import { createAdminOrderService } from '../orders/admin-service';
import { createRefundService } from '../payments/refund';
import { paymentOf } from '../payments/service';
import type { QnaService } from '../qna/service';

export interface AdminDeps {
  db: Database;
  storage: FileStorage;
  toss: TossClient;
  items: ItemService;
  coupons: CouponService;
  notices: NoticeService;
  qna: QnaService;
  comments: CommentService;
  /** Shared with the shop's services, which audit the admin writes they take. */
  audit: AuditService;
}

/** The back office's services, built on the shop's own. */
export function createAdminServices(deps: AdminDeps) {
  const { db, audit } = deps;
  const orders = createAdminOrderService({ db, audit, payments: { find: paymentOf } });
  const members = createAdminMemberService({ db, orders, audit });
  return {
    audit,
    dashboard: createDashboardService({ db, qna: deps.qna }),
    catalog: createCatalogService({ db, storage: deps.storage, items: deps.items, audit }),
    orders,
    refunds: createRefundService({
      db,
      toss: deps.toss,
      items: deps.items,
      coupons: deps.coupons,
      orders,
      audit,
    }),
    coupons: createAdminCouponService({ db, audit }),
    couponClaims: createCouponClaimService({ db }),
    notices: deps.notices,
    content: createContentService({
      notices: deps.notices,
      qna: deps.qna,
      comments: deps.comments,
    }),
    members,
    exports: createExportService({ orders, members }),
  };
}
export type AdminServices = ReturnType<typeof createAdminServices>;
