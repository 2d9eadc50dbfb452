/** The shop's calendar is Asia/Seoul (UTC+9, no daylight saving). */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` of the Seoul day `at` falls on. */
export function seoulDate(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul day (`YYYY-MM-DD`) starts. */
export function seoulDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+09:00`);
}

/** The instant after a Seoul day ends: the next day's start. */
export function seoulDayEnd(date: string): Date {
  return new Date(seoulDayStart(date).getTime() + DAY_MS);
}

/** [start, end) of the Seoul day and of the Seoul month `at` falls in. */
export function seoulPeriods(at: Date) {
  const today = seoulDate(at);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthStart = `${today.slice(0, 7)}-01`;
  const nextMonth =
    month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    today,
    day: { start: seoulDayStart(today), end: seoulDayEnd(today) },
    month: { start: seoulDayStart(monthStart), end: seoulDayStart(nextMonth) },
  };
}
