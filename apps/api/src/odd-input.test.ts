import { inputMessages } from '@shop/contract/input-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { call } from '../test/http';
import { encodeForm, multipartBody } from '../test/multipart';
import { shopper, stockedItem } from '../test/shop';
import { members } from './db/schema/index';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await shopper(t.app, t.database.db)).token;
});
afterAll(async () => {
  await t.close();
});

const forbidden = (...loc: (string | number)[]) => ({
  status: 422,
  body: {
    detail: [{ loc, msg: inputMessages.forbiddenCharacter, type: 'forbidden_character' }],
  },
});

describe('a NUL character in any request string', () => {
  it('is refused by name in a JSON body, even before sign-in', async () => {
    const res = await call(t.app, 'POST', '/v1/users/signin', {
      body: { user_id: 'someone\u0000', password: 'Secure123$' },
    });
    expect(res).toMatchObject(forbidden('body', 'user_id'));
  });

  it('stops a sign-up before anything is stored', async () => {
    const res = await call(t.app, 'POST', '/v1/users/signup', {
      body: {
        user_id: 'nulname1',
        email: 'nulname1@naver.com',
        name: '김\u0000온도',
        password: 'Secure123$a',
        nickname: '널문자',
        phone_num: '010-1234-5678',
      },
    });
    expect(res).toMatchObject(forbidden('body', 'name'));
    expect(
      await t.database.db.select().from(members).where(eq(members.userId, 'nulname1')),
    ).toEqual([]);
  });

  it('is refused in a query string: the Q&A search and the payment redirect', async () => {
    expect(await call(t.app, 'GET', '/v1/qna/?keyword=%00')).toMatchObject(
      forbidden('query', 'keyword'),
    );
    expect(
      await call(t.app, 'GET', '/v1/payment/success?paymentKey=k1&orderId=a%00b&amount=1000'),
    ).toMatchObject(forbidden('query', 'orderId'));
  });

  it('is refused in a nested key of a provider event', async () => {
    const res = await call(t.app, 'POST', '/v1/payment/toss/webhook', {
      body: { eventType: 'PAYMENT_STATUS_CHANGED', data: { 'a\u0000': 'x' } },
    });
    expect(res).toMatchObject(forbidden('body', 'data', 'a\u0000'));
  });

  it('is refused in the JSON field of a multipart post', async () => {
    const form = await encodeForm(multipartBody({ title: '제목\u0000', payload: '<p>내용</p>' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/qna/create',
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.payload,
    });
    expect({ status: res.statusCode, body: res.json() }).toMatchObject(
      forbidden('body', 'qna_creation_request', 'title'),
    );
  });
});

describe('an id beyond the database integer', () => {
  const invalidId = (loc: (string | number)[]) => ({
    status: 422,
    body: { detail: [expect.objectContaining({ loc, msg: inputMessages.invalidId })] },
  });

  it('is refused in paths, queries and bodies', async () => {
    const big = 2 ** 31;
    expect(await call(t.app, 'GET', `/v1/items/${big}`)).toMatchObject(invalidId(['path', 'id']));
    expect(await call(t.app, 'GET', `/v1/comments/from-qna?qna_id=${big}`)).toMatchObject(
      invalidId(['query', 'qna_id']),
    );
    expect(
      await call(t.app, 'PUT', `/v1/cart/update/${big}`, {
        token,
        body: { options: 'FREE', quantity: 1 },
      }),
    ).toMatchObject(invalidId(['path', 'id']));
    expect(await call(t.app, 'POST', `/v1/orders/${big}/cancel`, { token })).toMatchObject(
      invalidId(['path', 'order_id']),
    );
    expect(await call(t.app, 'DELETE', `/v1/users/me/delivery/${big}`, { token })).toMatchObject(
      invalidId(['path', 'delivery_id']),
    );
    expect(
      await call(t.app, 'POST', '/v1/cart/create', {
        token,
        body: { item_id: big, options: [{ color_size: 'FREE', quantity: 1 }] },
      }),
    ).toMatchObject(invalidId(['body', 'item_id']));
  });

  it('is looked up up to the largest one', async () => {
    await stockedItem(t.database.db, { FREE: 1 });
    expect((await call(t.app, 'GET', '/v1/items/2147483647')).status).toBe(404);
  });
});
