import type { SigninResponse } from '@shop/contract/users';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { createMember, DEFAULT_TEST_PASSWORD } from '../src/db/factories';
import type { Outbox } from '../src/integrations/mail/outbox';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON call through Fastify's inject, with an optional bearer token. */
export async function call(
  app: App,
  method: Method,
  url: string,
  options: {
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
    /** The caller's address (default 127.0.0.1). */
    ip?: string;
  } = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  });
  const text = response.body;
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  const json = text && isJson ? JSON.parse(text) : undefined;
  return { status: response.statusCode, body: json, headers: response.headers, text };
}

/** Signs a member in through the API and answers the sign-in body (member and tokens). */
export async function signIn(app: App, userId: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await call(app, 'POST', '/v1/users/signin', {
    body: { user_id: userId, password },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.text}`);
  return response.body as SigninResponse;
}

/** A new member (factory defaults and `overrides`), signed in: the row and the sign-in tokens. */
export async function signedInMember(
  app: App,
  db: Database,
  overrides: Parameters<typeof createMember>[1] = {},
) {
  const member = await createMember(db, overrides);
  const { token } = await signIn(app, member.userId);
  return { member, token };
}

/** The password-reset token from the newest mail sent to `to`. */
export async function resetTokenFromMail(outbox: Outbox, to: string): Promise<string> {
  const mail = (await outbox.list()).find((m) => m.to === to);
  const match = mail?.text.match(/\/find-password\/token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`no reset mail for ${to}`);
  return match[1];
}
