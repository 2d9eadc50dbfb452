const dateTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateOnly = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function parts(formatter: Intl.DateTimeFormat, iso: string) {
  const all = formatter.formatToParts(new Date(iso));
  return (type: string) => all.find((p) => p.type === type)?.value ?? '';
}

/** '2026.11.21 14:05', read in Asia/Seoul; '—' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const get = parts(dateTime, iso);
  return `${get('year')}.${get('month')}.${get('day')} ${get('hour')}:${get('minute')}`;
}

/** '2026.11.21' in Asia/Seoul. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const get = parts(dateOnly, iso);
  return `${get('year')}.${get('month')}.${get('day')}`;
}

/** The Seoul day of a moment as `YYYY-MM-DD` (the API's date filters). */
export function seoulDay(date: Date = new Date()): string {
  return dateOnly.format(date);
}

const monthDayTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '11월 28일 23:59' in Asia/Seoul: a deadline within the next days, as a shopper reads it. */
export function formatMonthDayTime(iso: string): string {
  const get = parts(monthDayTime, iso);
  return `${get('month')}월 ${get('day')}일 ${get('hour')}:${get('minute')}`;
}
