import { describe, expect, it } from 'vitest';
import { CAROUSEL_MAX_INDEX, CAROUSEL_SLOTS, carouselSlots, nextIndex, previousIndex } from '../../src/features/directory/carousel.ts';
import { formatTime, hoursRows, openingHoursSpec } from '../../src/features/directory/hours.ts';

describe('listing carousel (spec §9: 8 slots, one step, maximum index 4)', () => {
  it('has 8 slots filled with images then placeholders', () => {
    expect(CAROUSEL_SLOTS).toBe(8);
    expect(carouselSlots(['a', 'b'])).toEqual(['a', 'b', null, null, null, null, null, null]);
    expect(carouselSlots(Array.from({ length: 10 }, (_, i) => i))).toHaveLength(8);
  });
  it('moves one step and stops at 0 and 4', () => {
    expect(CAROUSEL_MAX_INDEX).toBe(4);
    expect(nextIndex(0)).toBe(1);
    expect(nextIndex(4)).toBe(4);
    expect(previousIndex(1)).toBe(0);
    expect(previousIndex(0)).toBe(0);
  });
});

describe('hours of operation', () => {
  const hours = { monday: null, tuesday: { open: '07:00', close: '17:30' }, sunday: { open: '12:00', close: '00:00' } };
  it('formats times the Canadian way', () => {
    expect(formatTime('07:00')).toBe('7:00 a.m.');
    expect(formatTime('17:30')).toBe('5:30 p.m.');
    expect(formatTime('12:00')).toBe('12:00 p.m.');
    expect(formatTime('00:00')).toBe('12:00 a.m.');
  });
  it('lists every weekday, closed when missing', () => {
    const rows = hoursRows(hours);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({ label: 'Monday', text: 'Closed', closed: true });
    expect(rows[1]).toMatchObject({ label: 'Tuesday', text: '7:00 a.m. – 5:30 p.m.', closed: false });
    expect(rows[2]).toMatchObject({ label: 'Wednesday', closed: true });
    expect(hoursRows(null)).toEqual([]);
  });
  it('gives schema.org openingHours', () => {
    expect(openingHoursSpec(hours)).toEqual(['Tu 07:00-17:30', 'Su 12:00-00:00']);
  });
});
