// Pickup times: ASAP while open, 15-minute slots within opening hours after the preparation time, closed days skipped.
import { describe, expect, it } from 'vitest';
import { isOfferedSlot, pickupOptions, zonedInstant, type OpeningHours } from '../../src/shared/shop/pickup-slots.ts';

const weekdays: OpeningHours = {
  monday: { open: '08:00', close: '17:00' },
  tuesday: { open: '08:00', close: '17:00' },
  wednesday: null,
  thursday: { open: '08:00', close: '17:00' },
  friday: { open: '08:00', close: '17:00' },
  saturday: { open: '10:00', close: '12:00' },
  sunday: null,
};
const TORONTO = 'America/Toronto';
// Monday 2026-11-23 at 10:05 in Toronto (EST, UTC-5).
const mondayMorning = new Date('2026-11-23T15:05:00Z');

describe('pickupOptions', () => {
  it('while open: ASAP, then slots from after the preparation time to the last quarter before closing', () => {
    const options = pickupOptions({ hours: weekdays, timeZone: TORONTO, prepMinutes: 20, now: mondayMorning });
    expect(options.asap).toBe(true);
    expect(options.days.map((d) => d.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-26']); // Wednesday closed
    const today = options.days[0]!.slots;
    expect(today[0]).toBe('2026-11-23T15:30:00.000Z'); // 10:30: the first quarter after 10:25
    expect(today.at(-1)).toBe('2026-11-23T21:45:00.000Z'); // 16:45, ending at 17:00
    expect(options.days[1]!.slots[0]).toBe('2026-11-24T13:00:00.000Z'); // Tuesday 08:00
  });

  it('closed now (Sunday, or after hours): no ASAP, and the first slots are on the next open day', () => {
    const sunday = new Date('2026-11-22T15:00:00Z');
    const options = pickupOptions({ hours: weekdays, timeZone: TORONTO, prepMinutes: 20, now: sunday });
    expect(options.asap).toBe(false);
    expect(options.days[0]!.date).toBe('2026-11-23');
    const lateMonday = new Date('2026-11-23T21:50:00Z'); // 16:50: open, but not ready before closing
    const late = pickupOptions({ hours: weekdays, timeZone: TORONTO, prepMinutes: 20, now: lateMonday });
    expect(late.asap).toBe(false);
    expect(late.days[0]!.date).toBe('2026-11-24');
  });

  it('a long preparation time moves the first slot to a later day; no hours means ASAP only', () => {
    const options = pickupOptions({ hours: weekdays, timeZone: TORONTO, prepMinutes: 24 * 60, now: mondayMorning });
    expect(options.days[0]!.slots[0]).toBe('2026-11-24T15:15:00.000Z'); // Tuesday 10:15
    expect(pickupOptions({ hours: null, timeZone: TORONTO, prepMinutes: 20, now: mondayMorning })).toEqual({
      asap: true,
      days: [],
      timeZone: TORONTO,
    });
  });

  it('a slot is offered only as given; the wall clock follows daylight saving', () => {
    const options = pickupOptions({ hours: weekdays, timeZone: TORONTO, prepMinutes: 0, now: mondayMorning });
    expect(isOfferedSlot(options, '2026-11-23T11:30:00-05:00')).toBe(true);
    expect(isOfferedSlot(options, '2026-11-23T11:37:00-05:00')).toBe(false);
    expect(isOfferedSlot(options, '2026-11-25T11:30:00-05:00')).toBe(false); // Wednesday: closed
    expect(zonedInstant('2026-07-01', 9 * 60, TORONTO).toISOString()).toBe('2026-07-01T13:00:00.000Z'); // EDT
    expect(zonedInstant('2026-07-01', 9 * 60, 'America/Regina').toISOString()).toBe('2026-07-01T15:00:00.000Z');
  });
});
