import { type ErrorCode, errorTexts, type Locale, type Text } from './messages';

/** One API answer, kept whole so that an idempotent replay can send it again. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

export const okAnswer = (body: unknown): ApiAnswer => ({ status: 200, body });

/** A Toss error body; `detail` replaces the code's stock message when it says more. */
export function errorAnswer(code: ErrorCode, locale: Locale, detail?: Text): ApiAnswer {
  const text = errorTexts[code];
  return { status: text.status, body: { code, message: (detail ?? text)[locale] } };
}
