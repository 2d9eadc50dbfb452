import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, detailMessage } from '../../shared/api/errors';
import { api, refreshTokens } from '../../shared/api/http';
import { tokenStore } from '../../shared/auth/token-store';
import { saveFile } from './csv-file';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `/v1/admin` + path + the non-empty query values. */
export function adminPath(path: string, query: Record<string, unknown> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if ((typeof value === 'string' && value !== '') || typeof value === 'number') {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `/v1/admin${path}${search ? `?${search}` : ''}`;
}

/**
 * A back-office call with the admin's token, parsed with the contract's schema; a write that
 * moves money or points may carry an `Idempotency-Key` (one per press).
 */
export function adminApi<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: { method?: Method; body?: unknown; schema?: S; idempotencyKey?: string } = {},
) {
  return api(path, { ...options, auth: true });
}

/** One back-office record's query: GET `path`, cached under `queryKey` (its domain's `detail(id)`). */
export const adminRecord = <S extends z.ZodType>(
  queryKey: readonly unknown[],
  path: string,
  schema: S,
) => queryOptions({ queryKey, queryFn: () => adminApi(adminPath(path), { schema }) });

type Answer<S> = S extends z.ZodType ? z.output<S> : unknown;

/** A back-office write: `request` turns the variables into the call, `onSuccess` refreshes. */
export function useAdminWrite<V, S extends z.ZodType | undefined = undefined>(
  request: (variables: V) => {
    path: string;
    method: Method;
    body?: unknown;
    schema?: S;
    idempotencyKey?: string;
  },
  onSuccess: (answer: Answer<S>, variables: V) => unknown,
) {
  return useMutation<Answer<S>, Error, V>({
    mutationFn: (variables: V) => {
      const { path, ...options } = request(variables);
      return adminApi(adminPath(path), options);
    },
    onSuccess,
  });
}

/** A short list read whole (notices, banners): GET `path` under `key`, `rows` takes them out. */
export const useAdminRows = <S extends z.ZodType, Row>(
  key: readonly unknown[],
  path: string,
  schema: S,
  rows: (answer: Answer<S>) => Row[],
) => useQuery({ ...adminRecord(key, path, schema), select: rows });

/** A record kept by id is created with POST `path` and replaced with PUT `path`/{id}. */
export const saveCall = (path: string, id: number | undefined) =>
  id ? { path: `${path}/${id}`, method: 'PUT' as const } : { path, method: 'POST' as const };

/** DELETE `path`/{id}, then `onSuccess` refreshes. */
export const useAdminDelete = (path: string, onSuccess: () => unknown) =>
  useAdminWrite((id: number) => ({ path: `${path}/${id}`, method: 'DELETE' }), onSuccess);

/**
 * The saved record a form edits, GET `path`/{id} under `key(id)`; nothing for a new one. It is
 * not fetched again: the form keeps its own copy while it is open.
 */
export const useRecordToEdit = <S extends z.ZodType>(
  key: (id: number) => readonly unknown[],
  path: string,
  schema: S,
  id: number | undefined,
) =>
  useQuery({
    ...adminRecord(key(id ?? 0), `${path}/${id ?? 0}`, schema),
    enabled: id !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Marks every query under the keys stale, as one callback for a write's `onSuccess`. */
export function useInvalidate(...keys: (readonly unknown[])[]) {
  const client = useQueryClient();
  return () => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}

/**
 * A paged back-office list, cached under `queryKey` (its domain's `list(query)`): GET `path` with
 * the query's non-empty values. The page on screen stays while the next one loads.
 */
export const useAdminList = <S extends z.ZodType>(
  queryKey: readonly unknown[],
  path: string,
  schema: S,
  query: Record<string, unknown>,
) =>
  useQuery({
    queryKey,
    queryFn: () => adminApi(adminPath(path, query), { schema }),
    placeholderData: keepPreviousData,
  });

/** Downloads a file the API makes (the CSV exports), keeping the server's file name. */
export async function downloadFile(path: string, fallbackName: string) {
  const get = () =>
    fetch(path, { headers: { authorization: `Bearer ${tokenStore.access() ?? ''}` } });
  let response = await get();
  if (response.status === 401 && (await refreshTokens())) response = await get();
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { detail?: unknown } | undefined;
    throw new ApiError(
      response.status,
      undefined,
      detailMessage(body?.detail) ?? '파일을 내려받지 못했습니다.',
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  saveFile(name, await response.blob());
}
