/** Drop times read in Seoul and the countdown, without schemas: the product page shows them on
 * its first load. */

/** The shop's clock is Korea's: UTC+9 all year (no daylight saving). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** '2026-12-01T20:00' read in Asia/Seoul → ISO instant; undefined when it is not such a value. */
export function seoulLocalToIso(local: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return undefined;
  const time = Date.parse(`${local.length === 16 ? `${local}:00` : local}+09:00`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** An instant → '2026-12-01T20:00' in Asia/Seoul (a datetime-local input's value). */
export function isoToSeoulLocal(iso: string): string {
  return new Date(Date.parse(iso) + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** An instant → '12월 1일 20:00' in Asia/Seoul. */
export function formatSeoulOpening(iso: string): string {
  const seoul = new Date(Date.parse(iso) + SEOUL_OFFSET_MS);
  const hh = String(seoul.getUTCHours()).padStart(2, '0');
  const mm = String(seoul.getUTCMinutes()).padStart(2, '0');
  return `${seoul.getUTCMonth() + 1}월 ${seoul.getUTCDate()}일 ${hh}:${mm}`;
}

/** Whether an item whose sale starts at `saleStartsAt` may be bought at `now`. */
export function isOnSale(saleStartsAt: string | Date | null, now: Date = new Date()): boolean {
  if (saleStartsAt === null) return true;
  const starts =
    typeof saleStartsAt === 'string' ? Date.parse(saleStartsAt) : saleStartsAt.getTime();
  return starts <= now.getTime();
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Milliseconds left → whole days, hours, minutes and seconds (never negative). */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/** '2일 03시간 04분 05초'; the days are left out when there are none. */
export function formatCountdown(parts: CountdownParts): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(parts.hours)}시간 ${pad(parts.minutes)}분 ${pad(parts.seconds)}초`;
  return parts.days > 0 ? `${parts.days}일 ${clock}` : clock;
}
