import { REVIEW_PHOTO_FORM, reviewMessages } from '@shop/contract/review-rules';
import {
  adminReviewSchema,
  myReviewSchema,
  myReviewsSchema,
  reviewListSchema,
  reviewSummarySchema,
} from '@shop/contract/reviews';
import { itemSearchResultSchema } from '@shop/contract/search';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminTestApp, auditOf, paidOrder } from '../../../test/admin';
import { call } from '../../../test/http';
import { encodeForm, multipartBody, tinyPng } from '../../../test/multipart';
import { shopper } from '../../../test/shop';
import { pointEntries, reviewEvents } from '../../db/schema/index';

const t = adminTestApp();
const db = () => t.database.db;

type Buyer = Awaited<ReturnType<typeof shopper>>;
type Placed = Awaited<ReturnType<typeof delivered>>;

/** A paid order of `lines`, shipped and delivered. */
async function delivered(lines: Record<string, number>, buyer?: Buyer) {
  const by = buyer ?? (await shopper(t.app, db()));
  const order = { ...(await paidOrder(t.app, db(), lines, { buyer: by })), buyer: by };
  await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/status`, {
    status: 'SHIPPED',
    carrier: 'CJ대한통운',
    tracking_number: '1234-5678-9012',
  });
  const done = await t.asAdmin('POST', `/v1/admin/orders/${order.orderId}/status`, {
    status: 'DELIVERED',
  });
  expect(done.status).toBe(200);
  return order;
}

async function mine(token: string) {
  const answer = await call(t.app, 'GET', '/v1/users/me/reviews', { token });
  expect(answer.status).toBe(200);
  return myReviewsSchema.parse(answer.body);
}

/** The member's reviewable line of `order` for `label`. */
async function lineOf(order: Placed, label: string) {
  const { writable } = await mine(order.buyer.token);
  const line = writable.find((l) => l.order_id === order.orderId && l.option_label === label);
  if (!line) throw new Error(`no reviewable line ${label} in order ${order.orderId}`);
  return line.order_line_id;
}

const png = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ name: `p${i}.png`, data: tinyPng }));

async function send(method: 'POST' | 'PUT', url: string, token: string, json: unknown, photos = 0) {
  const { payload, headers } = await encodeForm(
    multipartBody(json, png(photos), REVIEW_PHOTO_FORM.json, REVIEW_PHOTO_FORM.files),
  );
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const review = {
  rating: 5,
  body: '두께감이 적당하고 핏이 예뻐요. 정사이즈로 잘 맞습니다.',
  fit: 'TRUE',
  height_cm: 165,
  weight_kg: 56,
  usual_size: 'M',
};

const write = (token: string, lineId: number, extra: Record<string, unknown> = {}, photos = 0) =>
  send('POST', '/v1/reviews', token, { order_line_id: lineId, ...review, ...extra }, photos);

async function summary(itemId: number) {
  const answer = await call(t.app, 'GET', `/v1/items/${itemId}/reviews/summary`);
  expect(answer.status).toBe(200);
  return reviewSummarySchema.parse(answer.body);
}

async function listOf(itemId: number, query = '', token?: string) {
  const answer = await call(t.app, 'GET', `/v1/items/${itemId}/reviews${query}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return reviewListSchema.parse(answer.body);
}

/** The product's card as the list page shows it (newest first: the test's product leads). */
async function card(itemId: number) {
  const answer = await call(t.app, 'GET', '/v1/items/search?sort=new&limit=100');
  return itemSearchResultSchema.parse(answer.body).items.find((i) => i.id === itemId)!;
}

const reviewPoints = (memberId: number) =>
  db()
    .select({ kind: pointEntries.kind, amount: pointEntries.amount })
    .from(pointEntries)
    .where(and(eq(pointEntries.memberId, memberId)));

const memberIdOf = (order: Placed) => order.buyer.member.id;

describe('구매평 by the buyer of a delivered line', () => {
  it('writes once with a photo: rewarded, counted on the card, summarised on the page', async () => {
    const order = await delivered({ '블랙 / M': 1, '블랙 / L': 1 });
    const line = await lineOf(order, '블랙 / M');

    const written = await write(order.buyer.token, line, {}, 2);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    const mineNow = myReviewSchema.parse(written.body);
    expect(mineNow).toMatchObject({
      rating: 5,
      fit: 'TRUE',
      option_label: '블랙 / M',
      status: 'VISIBLE',
      reward_points: 1_000,
      is_mine: true,
    });
    expect(mineNow.photo_urls).toHaveLength(2);
    expect(mineNow.photo_urls[0]).toMatch(/^\/uploads\/reviews\/.+\.jpg$/);
    const photo = await t.app.inject({ method: 'GET', url: mineNow.photo_urls[0]! });
    expect(photo.statusCode).toBe(200);

    const memberId = memberIdOf(order);
    expect(await reviewPoints(memberId)).toEqual([{ kind: 'REVIEW', amount: 1_000 }]);

    expect(await card(order.item.id)).toMatchObject({ review_count: 1, rating: 5 });
    const s = await summary(order.item.id);
    expect(s).toMatchObject({
      count: 1,
      average: 5,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
      fit: { SMALL: 0, TRUE: 1, LARGE: 0 },
      photo_count: 1,
      sizes: ['M'],
    });
    expect(s.photos).toHaveLength(2);

    const visitor = await listOf(order.item.id);
    expect(visitor.total).toBe(1);
    expect(visitor.items[0]).toMatchObject({ is_mine: false, helped: false, height_cm: 165 });
    expect(visitor.items[0]!.author).toMatch(/^.\*+$/);

    // Once per line: the same line again, and four at once for the other line.
    expect((await write(order.buyer.token, line)).status).toBe(409);
    const other = await lineOf(order, '블랙 / L');
    const racing = await Promise.all(
      [1, 2, 3, 4].map(() => write(order.buyer.token, other, { rating: 4 })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await reviewPoints(memberId)).toEqual([
      { kind: 'REVIEW', amount: 1_000 },
      { kind: 'REVIEW', amount: 500 },
    ]);
    expect(await card(order.item.id)).toMatchObject({ review_count: 2, rating: 4.5 });
    expect((await mine(order.buyer.token)).writable).toEqual([]);
  });

  it('refuses a line not delivered, another member’s line, and a text under 10 letters', async () => {
    const paid = await paidOrder(t.app, db(), { FREE: 1 });
    const lines = await call(t.app, 'GET', '/v1/orders', { token: paid.buyer.token });
    const lineId = (lines.body as { order_list: { items: { line_id: number }[] }[] }).order_list[0]!
      .items[0]!.line_id;
    const early = await write(paid.buyer.token, lineId);
    expect(early).toMatchObject({ status: 409, body: { detail: reviewMessages.notDelivered } });

    const order = await delivered({ FREE: 1 });
    const line = await lineOf(order, 'FREE');
    const stranger = await shopper(t.app, db());
    expect((await write(stranger.token, line)).status).toBe(404);

    const short = await write(order.buyer.token, line, { body: '좋아요 좋아요' });
    expect(short.status).toBe(422);
    expect(JSON.stringify(short.body)).toContain(reviewMessages.bodyTooShort);
    const noFit = await write(order.buyer.token, line, { fit: 'PERFECT' });
    expect(noFit.status).toBe(422);
    const tooMany = await write(order.buyer.token, line, {}, 6);
    expect(tooMany.status).toBe(422);
    expect((await call(t.app, 'GET', '/v1/users/me/reviews')).status).toBe(401);
  });

  it('masks a phone number for others and keeps the words for the writer', async () => {
    const order = await delivered({ FREE: 1 });
    const line = await lineOf(order, 'FREE');
    const body = '사이즈 문의는 010-1234-5678 로 주세요. 아주 만족합니다.';
    const written = myReviewSchema.parse((await write(order.buyer.token, line, { body })).body);
    expect(written.body).toBe(body);
    expect(written.privacy_masked).toEqual(['전화번호']);

    const publicCopy = (await listOf(order.item.id)).items[0]!.body;
    expect(publicCopy).not.toContain('1234-5678');
    expect(publicCopy).toContain('비공개');
  });

  it('edits fields and photos, and deletes with the reward taken back', async () => {
    const order = await delivered({ FREE: 1 });
    const line = await lineOf(order, 'FREE');
    const first = myReviewSchema.parse((await write(order.buyer.token, line, {}, 2)).body);
    const [keep, drop] = first.photo_urls as [string, string];

    const unknown = await send('PUT', `/v1/reviews/${first.id}`, order.buyer.token, {
      ...review,
      keep_photo_urls: ['/uploads/items/someone-else.jpg'],
    });
    expect(unknown.status).toBe(422);

    const edited = await send(
      'PUT',
      `/v1/reviews/${first.id}`,
      order.buyer.token,
      {
        ...review,
        rating: 3,
        fit: 'SMALL',
        body: '한 치수 크게 살 걸 그랬어요. 조금 작아요.',
        keep_photo_urls: [keep],
      },
      1,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const after = myReviewSchema.parse(edited.body);
    expect(after).toMatchObject({ rating: 3, fit: 'SMALL' });
    expect(after.edited_at).not.toBeNull();
    expect(after.photo_urls).toHaveLength(2);
    expect(after.photo_urls[0]).toBe(keep);
    expect((await t.app.inject({ method: 'GET', url: drop })).statusCode).toBe(404);
    expect(await card(order.item.id)).toMatchObject({ review_count: 1, rating: 3 });

    const stranger = await shopper(t.app, db());
    expect(
      (await call(t.app, 'DELETE', `/v1/reviews/${first.id}`, { token: stranger.token })).status,
    ).toBe(404);
    const removed = await call(t.app, 'DELETE', `/v1/reviews/${first.id}`, {
      token: order.buyer.token,
    });
    expect(removed.status).toBe(204);
    const memberId = memberIdOf(order);
    expect(await reviewPoints(memberId)).toEqual([
      { kind: 'REVIEW', amount: 1_000 },
      { kind: 'REVOKE', amount: -1_000 },
    ]);
    expect(await card(order.item.id)).toMatchObject({ review_count: 0, rating: null });
    expect((await listOf(order.item.id)).total).toBe(0);
    // The line keeps its one review.
    expect((await write(order.buyer.token, line)).status).toBe(409);
    const events = await db()
      .select({ kind: reviewEvents.kind })
      .from(reviewEvents)
      .where(eq(reviewEvents.reviewId, first.id));
    expect(events.map((e) => e.kind)).toEqual(['WRITTEN', 'EDITED', 'DELETED']);
  });
});

describe('reading 구매평 on the product page', () => {
  it('filters by photo, size and rating, sorts by helpful, counts 도움돼요 once per member', async () => {
    const buyer = await shopper(t.app, db());
    const order = await delivered({ S: 1, M: 1, L: 1 }, buyer);
    const written = [];
    for (const [label, extra, photos] of [
      ['S', { rating: 2, fit: 'SMALL' }, 0],
      ['M', { rating: 5 }, 1],
      ['L', { rating: 4, fit: 'LARGE' }, 0],
    ] as const) {
      const answer = await write(buyer.token, await lineOf(order, label), extra, photos);
      written.push(myReviewSchema.parse(answer.body));
    }
    const itemId = order.item.id;
    expect((await listOf(itemId, '?photo=true')).items.map((r) => r.option_label)).toEqual(['M']);
    expect((await listOf(itemId, '?size=L')).items.map((r) => r.rating)).toEqual([4]);
    expect((await listOf(itemId, '?rating=2')).items.map((r) => r.option_label)).toEqual(['S']);
    expect((await listOf(itemId, '?limit=2&page=2')).items).toHaveLength(1);
    expect((await call(t.app, 'GET', `/v1/items/${itemId}/reviews?rating=6`)).status).toBe(422);
    expect(await summary(itemId)).toMatchObject({
      count: 3,
      average: 3.7,
      fit: { SMALL: 1, TRUE: 1, LARGE: 1 },
    });

    // Five members find the L review helpful at once; one of them twice.
    const large = written[2]!;
    const voters = await Promise.all([1, 2, 3, 4, 5].map(() => shopper(t.app, db())));
    const votes = await Promise.all(
      [...voters, voters[0]!].map((v) =>
        call(t.app, 'PUT', `/v1/reviews/${large.id}/helpful`, { token: v.token }),
      ),
    );
    expect(votes.every((v) => v.status === 200)).toBe(true);
    const helpful = await listOf(itemId, '?sort=helpful', voters[0]!.token);
    expect(helpful.items[0]).toMatchObject({ id: large.id, helpful_count: 5, helped: true });
    expect(
      (await call(t.app, 'PUT', `/v1/reviews/${large.id}/helpful`, { token: buyer.token })).status,
    ).toBe(409);
    const undone = await call(t.app, 'DELETE', `/v1/reviews/${large.id}/helpful`, {
      token: voters[1]!.token,
    });
    expect(undone.body).toEqual({ helpful_count: 4, helped: false });
    expect((await call(t.app, 'PUT', `/v1/reviews/${large.id}/helpful`)).status).toBe(401);
  });

  it('sorts the catalog by review count (리뷰 많은순)', async () => {
    const buyer = await shopper(t.app, db());
    const many = await delivered({ A: 1, B: 1 }, buyer);
    const one = await delivered({ A: 1 }, buyer);
    await write(buyer.token, await lineOf(many, 'A'));
    await write(buyer.token, await lineOf(many, 'B'));
    await write(buyer.token, await lineOf(one, 'A'));
    const answer = await call(t.app, 'GET', '/v1/items/search?sort=reviews&limit=100');
    const ids = itemSearchResultSchema.parse(answer.body).items.map((i) => i.id);
    expect(ids.indexOf(many.item.id)).toBeLessThan(ids.indexOf(one.item.id));
    expect(ids.indexOf(one.item.id)).toBeGreaterThanOrEqual(0);
  });
});

describe('구매평 in the back office', () => {
  it('hides with a reason the writer reads, shows again, replies; every step audited', async () => {
    const order = await delivered({ FREE: 1 });
    const written = myReviewSchema.parse(
      (await write(order.buyer.token, await lineOf(order, 'FREE'))).body,
    );
    const listed = await t.asAdmin('GET', `/v1/admin/reviews?item_id=${order.item.id}`);
    expect(listed.status).toBe(200);
    expect((listed.body as { total: number }).total).toBe(1);

    expect(
      (await t.asAdmin('POST', `/v1/admin/reviews/${written.id}/hide`, { reason: ' ' })).status,
    ).toBe(422);
    const hidden = await t.asAdmin('POST', `/v1/admin/reviews/${written.id}/hide`, {
      reason: '상품과 관계없는 내용',
    });
    expect(adminReviewSchema.parse(hidden.body)).toMatchObject({ status: 'HIDDEN' });
    expect(
      (await t.asAdmin('POST', `/v1/admin/reviews/${written.id}/hide`, { reason: '다시' })).status,
    ).toBe(409);
    expect((await listOf(order.item.id)).total).toBe(0);
    expect(await card(order.item.id)).toMatchObject({ review_count: 0 });
    expect((await summary(order.item.id)).count).toBe(0);
    expect((await mine(order.buyer.token)).reviews[0]).toMatchObject({
      status: 'HIDDEN',
      hidden_reason: '상품과 관계없는 내용',
    });

    expect((await t.asAdmin('POST', `/v1/admin/reviews/${written.id}/show`, {})).status).toBe(200);
    const replied = await t.asAdmin('PUT', `/v1/admin/reviews/${written.id}/reply`, {
      body: '소중한 구매평 감사합니다.',
    });
    expect(replied.status).toBe(200);
    const shown = (await listOf(order.item.id)).items[0]!;
    expect(shown.reply?.body).toBe('소중한 구매평 감사합니다.');
    expect(await card(order.item.id)).toMatchObject({ review_count: 1 });

    const filtered = await t.asAdmin('GET', '/v1/admin/reviews?status=HIDDEN&q=없는상품이름');
    expect((filtered.body as { total: number }).total).toBe(0);
    expect((await auditOf(db(), 'review', written.id)).map((a) => a.action)).toEqual([
      'review.hide',
      'review.show',
      'review.reply',
    ]);
  });
});
