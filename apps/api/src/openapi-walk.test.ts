import { ITEM_IMAGE_FIELD } from '@shop/contract/admin-catalog';
import { qnaCreationRequestSchema, qnaUpdateRequestSchema } from '@shop/contract/qna';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { admin } from '../test/admin';
import { createTestApp, type TestApp } from '../test/app';
import { encodeForm, tinyPng } from '../test/multipart';
import { placeItemOrder, shopper } from '../test/shop';
import { createCoupon, createItem, createNotice } from './db/factories';
import { SERVER_ERROR } from './plugins/errors';

/**
 * Every operation of the OpenAPI document, as every kind of caller, with one odd value at a time
 * in one path parameter, query parameter or JSON body field: the API answers 4xx (or a
 * deliberate 502/503 when an outside provider cannot be reached), never a server error.
 */

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};

const ODD: { label: string; value: unknown; text: string }[] = [
  { label: 'NUL', value: 'a\u0000b', text: 'a\u0000b' },
  { label: '2^31', value: 2 ** 31, text: '2147483648' },
  { label: '2^63', value: 2 ** 63, text: '9223372036854775808' },
  { label: '-1', value: -1, text: '-1' },
  { label: 'empty', value: '', text: '' },
  { label: 'long', value: 'x'.repeat(100_000), text: 'x'.repeat(100_000) },
];

/** Valid-looking values for fields whose format a generic example would miss. */
const EXAMPLES: Record<string, unknown> = {
  user_id: 'walker{n}',
  password: 'Secure123$',
  new_password: 'Secure123$',
  confirm_password: 'Secure123$',
  email: 'walker{n}@naver.com',
  name: '김온도',
  nickname: '워커{n}',
  started_at: '2026-01-01T00:00:00+09:00',
  finished_at: '2099-12-31T00:00:00+09:00',
  phone_num: '010-1234-5678',
  recipient_phone: '010-1234-5678',
  recipient_name: '김온도',
  post_code: '04779',
  address: '서울 성동구 성수이로 113',
  detail_address: '3층',
  tracking_number: '1234567890',
  carrier: 'CJ대한통운',
  payload: '<p>내용</p>',
  option: 'FREE',
  options: 'FREE',
  color_size: 'FREE',
  from: '2026-01-01',
  to: '2026-12-31',
  eventType: 'PAYMENT_STATUS_CHANGED',
};

function example(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'a';
  if (name in EXAMPLES) return EXAMPLES[name];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.[0]) return example(alternatives[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' && schema.minimum > 1 ? schema.minimum : 1;
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () =>
        example(schema.items, name),
      );
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, example(value, key)]),
      );
    default:
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'email') return 'walker@naver.com';
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

/** The paths of every leaf (string, number, boolean, null) of a JSON value. */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return at.length ? [at] : [];
}

function replaced(value: unknown, at: (string | number)[], next: unknown): unknown {
  if (at.length === 0) return next;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, next);
  return copy;
}

/** Multipart operations: their JSON field (with its contract schema) and a tiny image. */
const MULTIPART: Record<string, { json?: { field: string; schema: z.ZodType }; file: string }> = {
  'POST /v1/qna/create': {
    json: { field: 'qna_creation_request', schema: qnaCreationRequestSchema },
    file: 'qna_creation_images',
  },
  'PUT /v1/qna/{id}': {
    json: { field: 'qna_creation_request', schema: qnaUpdateRequestSchema },
    file: 'qna_creation_images',
  },
  'POST /v1/admin/items/{item_id}/images': { file: ITEM_IMAGE_FIELD },
};

interface Case {
  part: string;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

let t: TestApp;
const callers: Record<string, () => Promise<string | undefined>> = {};
let memberToken: string | undefined;
let adminToken: string | undefined;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_RATE_LIMIT_MAX: '100000' } });
  const { db } = t.database;
  const someone = await admin(t.app, db);
  const item = await createItem(db, { options: { FREE: 10 } });
  // A pending order, so that payment calls get as far as the provider.
  const buyer = await shopper(t.app, db);
  const order = await placeItemOrder(t.app, buyer.token, item.id, { FREE: 1 });
  Object.assign(EXAMPLES, {
    item_id: item.id,
    orderId: order.merchantId,
    merchant_id: order.merchantId,
    amount: order.total,
  });
  await createNotice(db, { authorId: someone.member.id });
  await createCoupon(db);
  callers.anonymous = async () => undefined;
  callers.member = async () => {
    memberToken ??= (await shopper(t.app, db)).token;
    return memberToken;
  };
  callers.admin = async () => {
    adminToken ??= (await admin(t.app, db)).token;
    return adminToken;
  };
});
afterAll(async () => {
  await t?.close();
});

/** Forgets a caller whose token stopped working (a password change ends their sessions). */
async function checkCallers() {
  const probe = async (token: string | undefined, url: string) =>
    token &&
    (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }))
      .statusCode === 200;
  if (!(await probe(memberToken, '/v1/users/me'))) memberToken = undefined;
  if (!(await probe(adminToken, '/v1/admin/dashboard'))) adminToken = undefined;
}

function cases(op: Operation, bodies: unknown[]): Case[] {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    const value = String(example(p.schema, p.name));
    if (p.in === 'path') params[p.name] = value;
    if (p.in === 'query') query[p.name] = value;
  }
  const out: Case[] = bodies.map((body) => ({ part: 'valid-looking', params, query, body }));
  for (const odd of ODD) {
    for (const name of Object.keys(params)) {
      out.push({
        part: `path ${name}=${odd.label}`,
        params: { ...params, [name]: odd.text },
        query,
        body: bodies[0],
      });
    }
    for (const name of Object.keys(query)) {
      out.push({
        part: `query ${name}=${odd.label}`,
        params,
        query: { ...query, [name]: odd.text },
        body: bodies[0],
      });
    }
    for (const body of bodies) {
      for (const at of leaves(body)) {
        out.push({
          part: `body ${at.join('.')}=${odd.label}`,
          params,
          query,
          body: replaced(body, at, odd.value),
        });
      }
    }
  }
  return out;
}

let serial = 0;
/** Fills `{n}` with a new number, so that sign-up and the like do not stop at a duplicate. */
function unique(body: unknown): unknown {
  serial += 1;
  return JSON.parse(JSON.stringify(body).replaceAll('{n}', String(serial)));
}

function urlOf(template: string, c: Case) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(c.params[name] ?? ''),
  );
  const search = new URLSearchParams(c.query).toString();
  return search ? `${path}?${search}` : path;
}

describe('odd input on every operation', () => {
  it('never answers a server error', { timeout: 180_000 }, async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const document = docs.json() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let operationCount = 0;

    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const key = `${method.toUpperCase()} ${template}`;
        operationCount += 1;
        const multipart = MULTIPART[key];
        const jsonSchema = op.requestBody?.content['application/json']?.schema;
        const variants = jsonSchema?.oneOf ?? (jsonSchema ? [jsonSchema] : []);
        let bodies: unknown[] = variants.map((v) => example(v));
        if (multipart?.json) {
          const schema = z.toJSONSchema(multipart.json.schema, { io: 'input' }) as JsonSchema;
          bodies = [example(schema)];
        }
        if (bodies.length === 0) bodies = [undefined];

        for (const [who, tokenOf] of Object.entries(callers)) {
          for (const c of cases(op, bodies)) {
            const token = await tokenOf();
            const headers: Record<string, string> = token
              ? { authorization: `Bearer ${token}` }
              : {};
            let payload: string | Buffer | object | undefined;
            if (multipart) {
              const form = new FormData();
              if (multipart.json) form.append(multipart.json.field, JSON.stringify(unique(c.body)));
              form.append(multipart.file, new Blob([tinyPng], { type: 'image/png' }), 'a.png');
              const encoded = await encodeForm(form);
              payload = encoded.payload;
              Object.assign(headers, encoded.headers);
            } else if (c.body !== undefined) {
              payload = unique(c.body) as object;
            }
            const url = urlOf(template, c);
            const response = await t.app.inject({
              method: method.toUpperCase() as 'GET',
              url,
              headers,
              ...(payload === undefined ? {} : { payload }),
            });
            const status = response.statusCode;
            // A provider that cannot be reached is told as such (502/503 with its own detail).
            const deliberate =
              (status === 502 || status === 503) && !response.body.includes(SERVER_ERROR);
            if (status >= 500 && !deliberate) {
              failures.push(`${who} ${key} ${c.part} → ${status} ${response.body.slice(0, 120)}`);
            }
          }
          if (method !== 'get') await checkCallers();
        }
      }
    }
    expect(operationCount).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });
});
