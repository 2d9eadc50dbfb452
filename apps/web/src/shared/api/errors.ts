import type { ErrorBody } from '@shop/contract/errors';

/** A failed API call, with the server's `{detail}` as a Korean message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorBody['detail'] | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The message for one field of a 422 list, if the server named it. */
  fieldMessage(field: string): string | undefined {
    if (!Array.isArray(this.detail)) return undefined;
    return this.detail.find((d) => d.loc[d.loc.length - 1] === field)?.msg;
  }
}

export const NETWORK_MESSAGE = '서버에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.';

/** `{detail}` as one message: a string as it is, a list joined with commas (docs/api.md#errors). */
export function detailMessage(detail: unknown): string | undefined {
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const messages = detail
      .map((d) => (d && typeof d === 'object' && 'msg' in d ? String(d.msg) : ''))
      .filter(Boolean);
    return messages.length ? messages.join(', ') : undefined;
  }
  return undefined;
}

/** 403 or 404 when a read was refused (a secret post, a missing one): the page shows why. */
export const refusal = (error: unknown) =>
  error instanceof ApiError && (error.status === 403 || error.status === 404)
    ? error.status
    : undefined;
