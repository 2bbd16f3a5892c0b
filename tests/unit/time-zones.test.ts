import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, localDateAndHour, provinceTimeZone } from '../../src/shared/time-zones.ts';
import { PROVINCES } from '../../src/shared/locations.ts';
import { morningZones } from '../../src/server/tasks/morning-fan-out.ts';

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

describe('morningZones', () => {
  // Whole lists would follow the host's time-zone database (zones change rules); these provinces do not move.
  it('names the provinces where it is 7 a.m. now, whether the default zone is one, and their local date', () => {
    const toronto = morningZones(new Date('2026-12-01T12:00:00Z'));
    expect(toronto).toMatchObject({ localDate: '2026-12-01', unlisted: true });
    expect(toronto.provinces).toEqual(expect.arrayContaining(['QC', 'ON']));
    expect(toronto.provinces).not.toContain('SK');
    const regina = morningZones(new Date('2026-12-01T13:00:00Z'));
    expect(regina).toMatchObject({ localDate: '2026-12-01', unlisted: false });
    expect(regina.provinces).toContain('SK');
    expect(regina.provinces).not.toContain('ON');
    // The Maritimes' 7 a.m., and Newfoundland's 7:30.
    expect(morningZones(new Date('2026-12-01T11:00:00Z')).provinces).toEqual(expect.arrayContaining(['NS', 'NL']));
    expect(morningZones(new Date('2026-12-01T05:00:00Z'))).toMatchObject({ provinces: [], unlisted: false });
    // The local date is the zone's own: 7 a.m. in St. John's on the 1st is 10:30 UTC on the 1st.
    const stJohns = morningZones(new Date('2026-12-01T10:45:00Z'));
    expect(stJohns).toMatchObject({ provinces: ['NL'], localDate: '2026-12-01' });
  });
});
