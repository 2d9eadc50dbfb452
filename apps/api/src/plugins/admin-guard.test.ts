import { adminMessages } from '@shop/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/http';
import { shopper } from '../../test/shop';
import { createMember } from '../db/factories';
import { members } from '../db/schema/index';

/**
 * Every back-office route, as the OpenAPI document names it. A route added under /v1/admin
 * without being listed here fails the first test, so it cannot escape the checks below.
 */
const ROUTES: Record<string, string> = {
  'GET /v1/admin/dashboard': '/v1/admin/dashboard',
  'GET /v1/admin/insight': '/v1/admin/insight',
  'GET /v1/admin/jobs': '/v1/admin/jobs',
  'GET /v1/admin/items': '/v1/admin/items',
  'GET /v1/admin/categories': '/v1/admin/categories',
  'POST /v1/admin/categories': '/v1/admin/categories',
  'PUT /v1/admin/categories/order': '/v1/admin/categories/order',
  'PUT /v1/admin/categories/{category_id}': '/v1/admin/categories/1',
  'DELETE /v1/admin/categories/{category_id}': '/v1/admin/categories/1',
  'GET /v1/admin/search/synonyms': '/v1/admin/search/synonyms',
  'POST /v1/admin/search/synonyms': '/v1/admin/search/synonyms',
  'PUT /v1/admin/search/synonyms/{synonym_id}': '/v1/admin/search/synonyms/1',
  'DELETE /v1/admin/search/synonyms/{synonym_id}': '/v1/admin/search/synonyms/1',
  'POST /v1/admin/items': '/v1/admin/items',
  'GET /v1/admin/items/{item_id}': '/v1/admin/items/1',
  'PUT /v1/admin/items/{item_id}': '/v1/admin/items/1',
  'PUT /v1/admin/items/{item_id}/visibility': '/v1/admin/items/1/visibility',
  'PUT /v1/admin/items/{item_id}/measurements': '/v1/admin/items/1/measurements',
  'PUT /v1/admin/items/{item_id}/options/{option_id}/stock': '/v1/admin/items/1/options/1/stock',
  'GET /v1/admin/items/{item_id}/stock-history': '/v1/admin/items/1/stock-history',
  'POST /v1/admin/items/{item_id}/images': '/v1/admin/items/1/images',
  'PUT /v1/admin/items/{item_id}/images': '/v1/admin/items/1/images',
  'GET /v1/admin/orders': '/v1/admin/orders',
  'GET /v1/admin/orders/{order_id}': '/v1/admin/orders/1',
  'POST /v1/admin/orders/{order_id}/status': '/v1/admin/orders/1/status',
  'POST /v1/admin/orders/{order_id}/refund': '/v1/admin/orders/1/refund',
  'POST /v1/admin/orders/{order_id}/auto-hold': '/v1/admin/orders/1/auto-hold',
  'GET /v1/admin/claims': '/v1/admin/claims',
  'GET /v1/admin/claims/{claim_id}': '/v1/admin/claims/1',
  'POST /v1/admin/claims/{claim_id}/approve': '/v1/admin/claims/1/approve',
  'POST /v1/admin/claims/{claim_id}/reject': '/v1/admin/claims/1/reject',
  'POST /v1/admin/claims/{claim_id}/collect': '/v1/admin/claims/1/collect',
  'POST /v1/admin/claims/{claim_id}/inspect': '/v1/admin/claims/1/inspect',
  'POST /v1/admin/claims/{claim_id}/complete': '/v1/admin/claims/1/complete',
  'GET /v1/admin/restock': '/v1/admin/restock',
  'GET /v1/admin/restock/{option_id}/waves': '/v1/admin/restock/1/waves',
  'GET /v1/admin/reviews': '/v1/admin/reviews',
  'GET /v1/admin/reviews/{id}': '/v1/admin/reviews/1',
  'POST /v1/admin/reviews/{id}/hide': '/v1/admin/reviews/1/hide',
  'POST /v1/admin/reviews/{id}/show': '/v1/admin/reviews/1/show',
  'PUT /v1/admin/reviews/{id}/reply': '/v1/admin/reviews/1/reply',
  'DELETE /v1/admin/reviews/{id}/reply': '/v1/admin/reviews/1/reply',
  'GET /v1/admin/coupons': '/v1/admin/coupons',
  'POST /v1/admin/coupons': '/v1/admin/coupons',
  'POST /v1/admin/coupons/{coupon_id}/stop': '/v1/admin/coupons/1/stop',
  'GET /v1/admin/coupons/{coupon_id}/claims': '/v1/admin/coupons/1/claims',
  'GET /v1/admin/notices': '/v1/admin/notices',
  'POST /v1/admin/notices': '/v1/admin/notices',
  'GET /v1/admin/notices/{notice_id}': '/v1/admin/notices/1',
  'PUT /v1/admin/notices/{notice_id}': '/v1/admin/notices/1',
  'DELETE /v1/admin/notices/{notice_id}': '/v1/admin/notices/1',
  'PUT /v1/admin/notices/{notice_id}/pin': '/v1/admin/notices/1/pin',
  'GET /v1/admin/banners': '/v1/admin/banners',
  'POST /v1/admin/banners': '/v1/admin/banners',
  'GET /v1/admin/banners/{banner_id}': '/v1/admin/banners/1',
  'PUT /v1/admin/banners/{banner_id}': '/v1/admin/banners/1',
  'DELETE /v1/admin/banners/{banner_id}': '/v1/admin/banners/1',
  'GET /v1/admin/qna': '/v1/admin/qna',
  'GET /v1/admin/qna/{qna_id}': '/v1/admin/qna/1',
  'POST /v1/admin/qna/{qna_id}/answer': '/v1/admin/qna/1/answer',
  'DELETE /v1/admin/qna/{qna_id}': '/v1/admin/qna/1',
  'DELETE /v1/admin/comments/{comment_id}': '/v1/admin/comments/1',
  'GET /v1/admin/members': '/v1/admin/members',
  'GET /v1/admin/members/{member_id}': '/v1/admin/members/1',
  'PUT /v1/admin/members/{member_id}/role': '/v1/admin/members/1/role',
  'GET /v1/admin/members/{member_id}/points': '/v1/admin/members/1/points',
  'POST /v1/admin/members/{member_id}/points': '/v1/admin/members/1/points',
  'GET /v1/admin/transfers': '/v1/admin/transfers',
  'GET /v1/admin/transfers/{id}': '/v1/admin/transfers/1',
  'GET /v1/admin/transfers/{id}/file': '/v1/admin/transfers/1/file',
  'POST /v1/admin/transfers/imports': '/v1/admin/transfers/imports',
  'POST /v1/admin/transfers/exports': '/v1/admin/transfers/exports',
  'POST /v1/admin/transfers/{id}/start': '/v1/admin/transfers/1/start',
  'POST /v1/admin/transfers/{id}/discard': '/v1/admin/transfers/1/discard',
  'GET /v1/admin/audit': '/v1/admin/audit',
  'GET /v1/admin/payments/reconciliations': '/v1/admin/payments/reconciliations',
  'GET /v1/admin/payments/comparison': '/v1/admin/payments/comparison',
  'GET /v1/admin/feeds': '/v1/admin/feeds',
  'POST /v1/admin/feeds/build': '/v1/admin/feeds/build',
  'GET /v1/admin/orders/{order_id}/notifications': '/v1/admin/orders/1/notifications',
  'POST /v1/admin/notifications/{notification_id}/resend': '/v1/admin/notifications/1/resend',
  'GET /v1/admin/shipping/surcharges': '/v1/admin/shipping/surcharges',
  'POST /v1/admin/shipping/surcharges': '/v1/admin/shipping/surcharges',
  'PUT /v1/admin/shipping/surcharges/{range_id}': '/v1/admin/shipping/surcharges/1',
  'DELETE /v1/admin/shipping/surcharges/{range_id}': '/v1/admin/shipping/surcharges/1',
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const cases = Object.entries(ROUTES).map(([route, url]) => ({
  route,
  method: route.split(' ')[0] as Method,
  url,
}));

let t: TestApp;
let memberToken: string;
beforeAll(async () => {
  t = await createTestApp();
  memberToken = (await shopper(t.app, t.database.db)).token;
});
afterAll(() => t.close());

describe('the back office guard', () => {
  it('lists every admin route of the API docs, each documented with the bearer token', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/admin'))
      .flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, op]) => {
          expect(op.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
          return `${method.toUpperCase()} ${path}`;
        }),
      );
    expect(documented.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(cases)('$route: 401 without a token', async ({ method, url }) => {
    const response = await call(t.app, method, url, { body: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(401);
    expect(response.body.detail).toBe(adminMessages.loginRequired);
  });

  it.each(cases)('$route: 403 for a member', async ({ method, url }) => {
    const response = await call(t.app, method, url, {
      token: memberToken,
      body: method === 'GET' ? undefined : {},
    });
    expect(response.status).toBe(403);
    expect(response.body.detail).toBe(adminMessages.adminOnly);
  });

  it('lets an admin through, and refuses them again once demoted', async () => {
    const boss = await createMember(t.database.db, { role: 'admin' });
    const signin = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: boss.userId, password: 'Secure123$' },
    });
    const token = signin.body.token.access_token as string;
    expect((await call(t.app, 'GET', '/v1/admin/dashboard', { token })).status).toBe(200);
    await t.database.db.update(members).set({ role: 'member' }).where(eq(members.id, boss.id));
    expect((await call(t.app, 'GET', '/v1/admin/dashboard', { token })).status).toBe(403);
  });
});
