// What a customer may still do with a booking (issue 41): cancel and reschedule until the policy's deadline, counted
// on the business's wall clock (Toronto's and St. John's daylight-saving changes), the deposit refunded before it
// and the policy's late rule after it, exactly at the boundary.
import { describe, expect, it } from 'vitest';
import { changeDeadline, changeTerms, type PolicyBooking } from '../../src/server/bookings/change-policy.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';

const toronto = (date: string, time: string) => fromZoned(date, time, 'America/Toronto')!;

const booking = (over: Partial<PolicyBooking> = {}): PolicyBooking => ({
  kind: 'appointment',
  status: 'confirmed',
  start: toronto('2026-03-09', '10:00'),
  cancel_until_hours: 24,
  late_deposit: 'kept',
  deposit_state: 'paid',
  time_zone: 'America/Toronto',
  ...over,
});

describe('the change deadline, on the business clock', () => {
  it('24 hours before a 10:00 visit is 10:00 the day before, across the spring-forward night', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT: 10:00 EDT on the 9th less 24 wall-clock hours is 10:00 EDT on the 8th.
    expect(changeDeadline(toronto('2026-03-09', '10:00'), 24, 'America/Toronto').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    // and across it: 10:00 EDT on the 8th less 24 hours is 10:00 EST on the 7th (25 hours before).
    expect(changeDeadline(toronto('2026-03-08', '10:00'), 24, 'America/Toronto').toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    );
  });

  it('in Newfoundland (UTC−3:30) and Saskatchewan (no daylight saving)', () => {
    const stJohns = fromZoned('2026-11-02', '09:30', 'America/St_Johns')!;
    expect(changeDeadline(stJohns, 48, 'America/St_Johns').toISOString()).toBe('2026-10-31T12:00:00.000Z');
    const regina = fromZoned('2026-03-09', '10:00', 'America/Regina')!;
    expect(changeDeadline(regina, 24, 'America/Regina').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });

  it('a wall time the clocks skip or repeat is read in standard time, as PostgreSQL reads it', () => {
    // 02:30 on 2026-03-08 does not exist in Toronto: 02:30 EST (07:30Z), as `AT TIME ZONE` gives.
    expect(changeDeadline(toronto('2026-03-09', '02:30'), 24, 'America/Toronto').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // 01:30 on 2026-11-01 happens twice: the second time (EST, 06:30Z).
    expect(changeDeadline(toronto('2026-11-02', '01:30'), 24, 'America/Toronto').toISOString()).toBe(
      '2026-11-01T06:30:00.000Z',
    );
  });
});

describe('what the customer may do', () => {
  const deadline = new Date('2026-03-08T14:00:00.000Z');

  it('one millisecond before the deadline: cancel or move, and a paid deposit is refunded', () => {
    expect(changeTerms(booking(), new Date(deadline.getTime() - 1))).toEqual({
      can_cancel: true,
      can_reschedule: true,
      change_until: deadline.toISOString(),
      deposit_if_cancelled: 'refunded',
    });
  });

  it('at the deadline: nothing online, and the policy keeps (or refunds) the deposit', () => {
    expect(changeTerms(booking(), deadline)).toEqual({
      can_cancel: false,
      can_reschedule: false,
      change_until: deadline.toISOString(),
      deposit_if_cancelled: 'kept',
    });
    expect(changeTerms(booking({ late_deposit: 'refunded' }), deadline).deposit_if_cancelled).toBe('refunded');
  });

  it('no deposit paid, a seat, and bookings no longer confirmed', () => {
    const early = new Date('2026-03-01T12:00:00Z');
    expect(changeTerms(booking({ deposit_state: 'none' }), early).deposit_if_cancelled).toBe('none');
    expect(changeTerms(booking({ kind: 'seat' }), early)).toMatchObject({ can_cancel: true, can_reschedule: false });
    for (const status of ['held', 'cancelled', 'no_show', 'completed', 'expired'])
      expect(changeTerms(booking({ status }), early)).toMatchObject({ can_cancel: false, can_reschedule: false });
  });

  it('a policy of 0 hours allows changes until the visit starts', () => {
    const start = toronto('2026-03-09', '10:00');
    expect(changeTerms(booking({ cancel_until_hours: 0 }), new Date(start.getTime() - 1)).can_cancel).toBe(true);
    expect(changeTerms(booking({ cancel_until_hours: 0 }), start).can_cancel).toBe(false);
  });
});
