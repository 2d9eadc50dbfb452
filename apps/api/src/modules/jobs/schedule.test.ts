import { describe, expect, it } from 'vitest';
import { countIn, outputFields } from './output';
import { dailyAt, everyMinutes, hourly } from './schedule';

describe('job schedules', () => {
  it('writes every few minutes as cron and in words', () => {
    expect(everyMinutes(1)).toEqual({ cron: '* * * * *', scheduleLabel: '1분마다' });
    expect(everyMinutes(5)).toEqual({ cron: '*/5 * * * *', scheduleLabel: '5분마다' });
    expect(everyMinutes(10, '변경이 있을 때만')).toEqual({
      cron: '*/10 * * * *',
      scheduleLabel: '10분마다 (변경이 있을 때만)',
    });
  });

  it('writes a daily time as cron and in words', () => {
    expect(dailyAt('04:00')).toEqual({ cron: '0 4 * * *', scheduleLabel: '매일 04:00' });
    expect(dailyAt('00:30')).toEqual({ cron: '30 0 * * *', scheduleLabel: '매일 00:30' });
    expect(hourly).toEqual({ cron: '0 * * * *', scheduleLabel: '매시 정각' });
  });

  it('refuses what is not a time of day', () => {
    expect(() => dailyAt('24:00')).toThrow(/HH:MM/);
    expect(() => dailyAt('4:00')).toThrow(/HH:MM/);
  });
});

describe('stored run outputs', () => {
  it('reads the fields of an object, and nothing else', () => {
    expect(outputFields<{ n: number }>({ n: 3 })?.n).toBe(3);
    expect(outputFields(null)).toBeNull();
    expect(outputFields('shut down')).toBeNull();
  });

  it('reads a missing or odd count as 0', () => {
    expect(countIn(4)).toBe(4);
    expect(countIn(undefined)).toBe(0);
    expect(countIn('4')).toBe(0);
  });
});
