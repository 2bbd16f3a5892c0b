import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDateAndHour, provinceTimeZone } from '../../src/shared/time-zones.ts';
import { PROVINCES } from '../../src/shared/locations.ts';
import { dueThisMorning } from '../../src/server/tasks/morning-email.ts';

describe('provinceTimeZone', () => {
  it.each([
    ['NL', 'America/St_Johns'],
    ['NS', 'America/Halifax'],
    ['PE', 'America/Halifax'],
    ['NB', 'America/Moncton'],
    ['QC', 'America/Toronto'],
    ['ON', 'America/Toronto'],
    ['MB', 'America/Winnipeg'],
    ['SK', 'America/Regina'],
    ['AB', 'America/Edmonton'],
    ['BC', 'America/Vancouver'],
    ['YT', 'America/Whitehorse'],
    ['NT', 'America/Edmonton'],
    ['NU', 'America/Iqaluit'],
  ])('%s is %s', (code, zone) => {
    expect(provinceTimeZone(code)).toBe(zone);
    expect(provinceTimeZone(` ${code.toLowerCase()} `)).toBe(zone);
  });

  it('covers every province and territory with a zone the runtime knows', () => {
    for (const code of Object.keys(PROVINCES)) {
      expect(() => new Intl.DateTimeFormat('en-CA', { timeZone: provinceTimeZone(code) })).not.toThrow();
    }
  });

  it('falls back to Toronto for no province or an unknown one', () => {
    for (const code of [null, undefined, '', 'XX', 'WA']) expect(provinceTimeZone(code)).toBe(DEFAULT_TIME_ZONE);
  });
});

describe('localDateAndHour', () => {
  it('follows daylight saving time and the half-hour zone', () => {
    expect(localDateAndHour(new Date('2026-07-01T11:00:00Z'), 'America/Toronto')).toEqual({
      date: '2026-07-01',
      hour: 7,
    });
    expect(localDateAndHour(new Date('2026-12-01T12:00:00Z'), 'America/Toronto')).toEqual({
      date: '2026-12-01',
      hour: 7,
    });
    expect(localDateAndHour(new Date('2026-12-01T10:30:00Z'), 'America/St_Johns')).toEqual({
      date: '2026-12-01',
      hour: 7,
    });
    expect(localDateAndHour(new Date('2026-12-01T13:00:00Z'), 'America/Regina')).toEqual({
      date: '2026-12-01',
      hour: 7,
    });
    // Still yesterday further west (Saskatchewan keeps UTC-6 all year).
    expect(localDateAndHour(new Date('2026-12-02T03:00:00Z'), 'America/Regina')).toEqual({
      date: '2026-12-01',
      hour: 21,
    });
    expect(localDateAndHour(new Date('2026-12-02T00:30:00Z'), 'America/Toronto').hour).toBe(19);
  });
});

describe('dueThisMorning', () => {
  const row = (province: string | null, due_date: string) => ({
    user_id: 'u',
    email: 'a@b.ca',
    business_id: province ?? 'none',
    business_name: 'B',
    province,
    title: 't',
    due_date,
  });
  it('takes the businesses where it is 7 a.m. now, with their own today', () => {
    const rows = [row('SK', '2026-12-01'), row('ON', '2026-12-01'), row(null, '2026-11-30'), row('ON', '2026-12-02')];
    const toronto = dueThisMorning(rows, new Date('2026-12-01T12:00:00Z'));
    expect(toronto.map((r) => [r.province, r.due_date, r.overdue, r.local_date])).toEqual([
      ['ON', '2026-12-01', false, '2026-12-01'],
      [null, '2026-11-30', true, '2026-12-01'],
    ]);
    expect(dueThisMorning(rows, new Date('2026-12-01T13:00:00Z')).map((r) => r.province)).toEqual(['SK']);
  });
});
