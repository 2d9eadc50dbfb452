import type { TokenPair } from '@shop/contract/users';
import type { z } from 'zod';
import { tokenStore } from '../auth/token-store';
import { ApiError, detailMessage, NETWORK_MESSAGE } from './errors';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions<S extends z.ZodType | undefined> {
  method?: Method;
  body?: unknown;
  /** Parses the answer; the contract's schema for that endpoint. */
  schema?: S;
  /** Send the access token (refreshing it once on 401). */
  auth?: boolean;
  /** Sent as `Idempotency-Key`: the server answers one press once (see ./idempotency.ts). */
  idempotencyKey?: string;
}

/** Listeners told when the session is over (refresh failed): the auth state logs out. */
const expiredListeners = new Set<() => void>();
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => {
    expiredListeners.delete(listener);
  };
}

let refreshing: Promise<boolean> | undefined;

/** One refresh at a time, however many calls got a 401 together. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = tokenStore.refresh();
    if (!refresh) {
      console.info('로그인 갱신 토큰이 없습니다.');
      return false;
    }
    try {
      const response = await fetch('/v1/users/refresh', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refresh }),
      });
      if (!response.ok) return false;
      const tokens = (await response.json()) as TokenPair;
      tokenStore.save({ access: tokens.access_token, refresh: tokens.refresh_token });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

async function send(
  path: string,
  method: Method,
  body: unknown,
  auth: boolean,
  idempotencyKey: string | undefined,
) {
  const headers: Record<string, string> = {};
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const token = auth ? tokenStore.access() : undefined;
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await fetch(path, { method, headers, body: payload, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, undefined, NETWORK_MESSAGE);
  }
}

/**
 * Calls the API; non-2xx answers become ApiError with the server's Korean detail. The answer is
 * parsed with `schema` when one is given; otherwise it is taken as `T` (the server encodes every
 * answer through the contract's schema), which keeps zod out of the code that only reads.
 */
export async function api<T = unknown, S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.output<S> : T> {
  const method = options.method ?? 'GET';
  const auth = options.auth ?? false;
  const key = options.idempotencyKey;
  let response = await send(path, method, options.body, auth, key);
  if (response.status === 401 && auth && (await refreshTokens())) {
    response = await send(path, method, options.body, auth, key);
  }
  if (response.status === 401 && auth) {
    tokenStore.clear();
    for (const listener of expiredListeners) listener();
  }
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const detail = (json as { detail?: unknown } | undefined)?.detail;
    throw new ApiError(
      response.status,
      detail as ApiError['detail'],
      detailMessage(detail) ?? '알 수 없는 오류가 발생했습니다.',
    );
  }
  return (options.schema ? options.schema.parse(json) : json) as never;
}
