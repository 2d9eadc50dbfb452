import { pad, seoulClock } from '@shop/contract/format';
import { seoulDay } from '../../../shared/format/dates';

/** `insight-<name>-YYYYMMDD.csv`, dated on the Seoul day it is made. */
export const csvFileName = (name: string, now = new Date()) =>
  `insight-${name}-${seoulDay(now).replaceAll('-', '')}.csv`;

/** '2026-11-21 14:05' in Asia/Seoul: a moment as a spreadsheet sorts it. */
export function csvDateTime(iso: string) {
  const t = seoulClock(iso);
  return `${t.year}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}`;
}
