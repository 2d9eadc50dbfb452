import { pad, seoulClock } from '@shop/contract/format';

/** '2026.11.21 14:05', read in Asia/Seoul; '—' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = seoulClock(iso);
  return `${t.year}.${pad(t.month)}.${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}

/** '2026.11.21' in Asia/Seoul. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const t = seoulClock(iso);
  return `${t.year}.${pad(t.month)}.${pad(t.day)}`;
}

/** The Seoul day of a moment as `YYYY-MM-DD` (the API's date filters). */
export function seoulDay(date: Date = new Date()): string {
  const t = seoulClock(date);
  return `${t.year}-${pad(t.month)}-${pad(t.day)}`;
}

/** '11월 28일 23:59' in Asia/Seoul: a deadline within the next days, as a shopper reads it. */
export function formatMonthDayTime(iso: string): string {
  const t = seoulClock(iso);
  return `${t.month}월 ${t.day}일 ${pad(t.hour)}:${pad(t.minute)}`;
}

/** A full Korean date as `Intl` writes it long and short: '2026년 11월 21일 오후 6:55'. */
export function formatFullDate(iso: string): string {
  const t = seoulClock(iso);
  const half = t.hour < 12 ? '오전' : '오후';
  return `${t.year}년 ${t.month}월 ${t.day}일 ${half} ${t.hour % 12 || 12}:${pad(t.minute)}`;
}
