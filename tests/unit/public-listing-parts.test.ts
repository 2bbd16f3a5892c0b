import { describe, expect, it } from 'vitest';
import { GALLERY_MAX, galleryPhotos, galleryStatus } from '../../src/features/directory/carousel.ts';
import { listingBadge } from '../../src/features/directory/verification.ts';
import { formatTime, hoursRows, openingHoursSpec } from '../../src/features/directory/hours.ts';

describe('listing gallery (issue 18: only real photos)', () => {
  it('shows exactly the listing photos, up to 8, with no placeholders', () => {
    expect(galleryPhotos(['a'])).toEqual(['a']);
    expect(galleryPhotos([])).toEqual([]);
    expect(galleryPhotos(Array.from({ length: 10 }, (_, i) => i))).toHaveLength(GALLERY_MAX);
  });
  it('says which photos show', () => {
    expect(galleryStatus(1, 4, 6)).toBe('Photos 1 to 4 of 6');
    expect(galleryStatus(5, 4, 6)).toBe('Photos 5 to 6 of 6');
    expect(galleryStatus(3, 1, 6)).toBe('Photo 3 of 6');
  });
});

describe('listing badge (issue 18: Verified only when something verified it)', () => {
  it('verifies paid plans only, and says why', () => {
    expect(listingBadge('complete')).toMatchObject({ label: 'Verified', verified: true });
    expect(listingBadge('web-hosting')?.tooltip).toMatch(/Stripe/);
    expect(listingBadge('registered')).toMatchObject({ label: 'Owner-managed', verified: false });
    expect(listingBadge('unclaimed')).toBeNull();
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
