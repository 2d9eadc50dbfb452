// Building an Intl formatter loads locale data: about 25 ms on a phone's first page, before
// anything shows. Whole numbers (every won amount, every count) are grouped by hand; Korean
// groups digits by three with a comma, as `Intl.NumberFormat('ko-KR')` does.
let fractionFormatter: Intl.NumberFormat | undefined;

/** 1234567 → '1,234,567', as `Intl.NumberFormat('ko-KR')` writes it. */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) {
    fractionFormatter ??= new Intl.NumberFormat('ko-KR');
    return fractionFormatter.format(n);
  }
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/** 39000 → '39,000원' */
export function formatWon(amount: number): string {
  return `${groupDigits(amount)}원`;
}

/** '01012345678' → '010-1234-5678'; anything that is not 10–11 digits is returned unchanged. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/** 7 → '07' */
export const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Relative time of the Q&A board: over a year 'YYYY/MM/DD', over about a month 'MM/DD',
 * otherwise 'N일 전' … 'N초 전', under a second '방금 전'. Dates are read in Asia/Seoul.
 */
export function formatRelativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  if (elapsed >= YEAR || elapsed >= MONTH) {
    const seoul = seoulClock(then);
    return elapsed >= YEAR
      ? `${seoul.year}/${pad(seoul.month)}/${pad(seoul.day)}`
      : `${pad(seoul.month)}/${pad(seoul.day)}`;
  }
  if (elapsed >= DAY) return `${Math.floor(elapsed / DAY)}일 전`;
  if (elapsed >= HOUR) return `${Math.floor(elapsed / HOUR)}시간 전`;
  if (elapsed >= MINUTE) return `${Math.floor(elapsed / MINUTE)}분 전`;
  if (elapsed >= SECOND) return `${Math.floor(elapsed / SECOND)}초 전`;
  return '방금 전';
}

/** Korea Standard Time: UTC+9, without daylight saving since 1988. */
const SEOUL_OFFSET = 9 * HOUR;

/** The Seoul calendar and clock of a moment (month 1–12, hour 0–23), without Intl's cost. */
export function seoulClock(date: Date | string) {
  const shifted = new Date(new Date(date).getTime() + SEOUL_OFFSET);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}
