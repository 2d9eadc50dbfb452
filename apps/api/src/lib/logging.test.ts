import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { call } from '../../test/http';
import { itemStart, placeItemOrder, recipient, shopper, stockedItem } from '../../test/shop';
import { describeError, redactFields, serializeError } from './logging';

/** Every line the app logs, as text, so that a test can search all of it. */
const lines: string[] = [];
const logStream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.join('');
const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logStream });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  lines.length = 0;
});

const undo: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of undo.splice(0)) await step();
});

/** Makes the database refuse rows whose `column` is `value` (a check the app knows nothing of). */
async function refuse(table: string, column: string, value: string) {
  const name = sql.identifier(`refuse_${table}`);
  await t.database.db.execute(
    sql`alter table ${sql.identifier(table)} add constraint ${name} check (${sql.identifier(column)} <> ${sql.raw(`'${value}'`)}) not valid`,
  );
  undo.push(() =>
    t.database.db.execute(sql`alter table ${sql.identifier(table)} drop constraint ${name}`),
  );
}

/** The `err` of the one log line at level error (50). */
function loggedError() {
  const errors = records().filter((r) => r.level === 50);
  expect(errors).toHaveLength(1);
  return errors[0]!.err as Record<string, unknown>;
}

describe('a failed query in the log', () => {
  it("keeps a new member's password hash, phone and e-mail out, and names the failure", async () => {
    await refuse('members', 'name', '로그확인');
    const res = await call(t.app, 'POST', '/v1/users/signup', {
      body: {
        user_id: 'logcheck1',
        email: 'logcheck1@naver.com',
        name: '로그확인',
        password: 'Secure123$a',
        nickname: '로그확인',
        phone_num: '010-9876-5432',
      },
    });
    expect(res.status).toBe(500);
    const text = logged();
    expect(text).not.toContain('argon2');
    // The phone in any spelling (its digits alone could turn up in a timestamp).
    expect(text).not.toMatch(/9876-?5432/);
    expect(text).not.toContain('logcheck1@naver.com');
    expect(text).not.toContain('Secure123$a');
    expect(text).not.toMatch(/params/);

    const err = loggedError();
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toMatch(/^Failed query: insert into "members"/);
    expect(err.cause).toMatchObject({ code: '23514', constraint: 'refuse_members' });
  });

  it("keeps an order's recipient, phone and address out", async () => {
    const buyer = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 5 });
    await refuse('orders', 'recipient_name', recipient.recipient_name);
    const started = await call(t.app, 'POST', '/v1/orders/start', {
      token: buyer.token,
      body: itemStart(item.id, { FREE: 1 }),
    });
    const res = await call(t.app, 'POST', '/v1/orders/done', {
      token: buyer.token,
      body: {
        ...recipient,
        merchant_id: started.body.merchant_id,
        total_price: started.body.total_price,
      },
    });
    expect(res.status).toBe(500);
    const text = logged();
    for (const personal of [
      recipient.recipient_name,
      recipient.phone_num,
      recipient.address,
      recipient.detail_address,
      recipient.post_code,
      buyer.member.email!,
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(loggedError().cause).toMatchObject({ code: '23514', constraint: 'refuse_orders' });
  });
});

describe('database errors in the log', () => {
  it('keep the values a driver quotes in its message out', async () => {
    let error: unknown;
    await t.database.db.execute(sql`select ${'김온도-비밀'}::integer`).catch((e) => {
      error = e;
    });
    const serialized = JSON.stringify(serializeError(error));
    expect(serialized).not.toContain('김온도-비밀');
    expect(serialized).toContain('22P02');
    expect(serialized).toContain('invalid input syntax for type integer');
    expect(describeError(error)).toBe(serialized);

    t.app.log.error(error);
    expect(logged()).not.toContain('김온도-비밀');
    expect(records().at(-1)).toMatchObject({
      msg: 'DrizzleQueryError',
      err: { cause: { code: '22P02' } },
    });
  });
});

describe('requests in the log', () => {
  it('carry no token, cookie, password or query value', async () => {
    const buyer = await shopper(t.app, t.database.db);
    const item = await stockedItem(t.database.db, { FREE: 5 });
    await placeItemOrder(t.app, buyer.token, item.id, { FREE: 1 });
    await call(t.app, 'GET', '/v1/admin/members?q=010-5555-4444', {
      token: buyer.token,
      headers: { cookie: 'vid=secret-cookie-value-123' },
    });
    const text = logged();
    const answered = records().filter((r) => r.msg === 'request completed');
    expect(answered.length).toBeGreaterThanOrEqual(4);
    expect(answered.at(-1)).toMatchObject({
      req: { method: 'GET', url: '/v1/admin/members?q=[redacted]' },
      res: { statusCode: 403 },
      responseTime: expect.any(Number),
    });
    expect(text).not.toContain('incoming request');
    expect(text).not.toContain(buyer.token);
    expect(text).not.toContain('secret-cookie-value-123');
    expect(text).not.toContain('5555-4444');
    expect(text).toContain('/v1/admin/members?q=');
  });
});

describe('redactFields', () => {
  it('replaces sensitive fields at the top and one level down, without touching the input', () => {
    const input = {
      email: 'a@b.kr',
      order: { id: 7, phone: '010-1234-5678', nested: { password: 'deeper stays' } },
      note: 'kept',
    };
    expect(redactFields(input)).toEqual({
      email: '[redacted]',
      order: { id: 7, phone: '[redacted]', nested: { password: 'deeper stays' } },
      note: 'kept',
    });
    expect(input.email).toBe('a@b.kr');
    expect(input.order.phone).toBe('010-1234-5678');
  });

  it('hands back the same object when nothing is sensitive, and leaves class instances alone', () => {
    const plain = { reqId: 'req-1', count: 3 };
    expect(redactFields(plain)).toBe(plain);
    const error = Object.assign(new Error('x'), { email: 'a@b.kr' });
    expect(redactFields({ err: error }).err).toBe(error);
  });
});
