import type { JobDefinition } from './runner';

/** When a job runs: its cron expression and the same in words, so the two cannot disagree. */
export type JobSchedule = Pick<JobDefinition, 'cron' | 'scheduleLabel'>;

const withNote = (words: string, note?: string) => (note ? `${words} (${note})` : words);

/** Every `minutes` minutes (a divisor of 60), on the clock; `note` qualifies the words. */
export function everyMinutes(minutes: number, note?: string): JobSchedule {
  return {
    cron: minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`,
    scheduleLabel: withNote(`${minutes}분마다`, note),
  };
}

/** At the start of every hour. */
export const hourly: JobSchedule = { cron: '0 * * * *', scheduleLabel: '매시 정각' };

/** Every day at `time` ('HH:MM', Seoul). */
export function dailyAt(time: string): JobSchedule {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Not a time of day (HH:MM): ${time}`);
  const [, hours, minutes] = match;
  return { cron: `${Number(minutes)} ${Number(hours)} * * *`, scheduleLabel: `매일 ${time}` };
}
