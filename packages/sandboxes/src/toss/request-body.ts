import { parseWholeNumber } from './window-fields';

export const asObject = (body: unknown): Record<string, unknown> | undefined =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;

/** Toss takes an amount as a JSON number or as the numeric string the redirect carried. */
export function parseAmount(value: unknown): number | undefined {
  if (typeof value === 'number') {
    return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  }
  return typeof value === 'string' ? parseWholeNumber(value.trim()) : undefined;
}

export const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maxLength;
