import { describe, expect, it } from 'vitest';
import {
  depositLabel,
  groupByDay,
  periodOf,
  statusLabel,
  stepAnchor,
  todayIn,
} from '../../src/features/calendar/calendar-view.ts';
import type { CalendarBooking } from '../../src/schemas/bookings-calendar-answers.ts';

const booking = (start: string, extra: Partial<CalendarBooking> = {}): CalendarBooking => ({
  id: start,
  kind: 'appointment',
  status: 'confirmed',
  start,
  end: start,
  provider_id: 'p',
  provider_name: 'Sam',
  service_id: 's',
  service_name: 'Haircut',
  customer_name: 'Ana',
  customer_email: 'ana@example.com',
  customer_phone: '555-0100',
  note: '',
  seats: null,
  seats_taken: 0,
  deposit_cents: 0,
  deposit_state: 'none',
  ...extra,
});

describe('the calendar views', () => {
  it('a week runs Monday to Sunday around any of its days; a list 30 days', () => {
    expect(periodOf('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodOf('day', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodOf('list', '2026-12-20')).toEqual({ from: '2026-12-20', to: '2027-01-18' });
    expect(stepAnchor('week', '2026-11-26', -1)).toBe('2026-11-19');
    expect(stepAnchor('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it('groups by the business’s local day, not UTC: 9 p.m. in Vancouver is the next day in UTC', () => {
    const late = booking('2026-11-27T05:00:00Z'); // 9 p.m. on Nov 26 in Vancouver
    const week = groupByDay([late], 'America/Vancouver', periodOf('week', '2026-11-26'), true);
    expect(week).toHaveLength(7);
    expect(week.find((d) => d.bookings.length)?.date).toBe('2026-11-26');
    const list = groupByDay([late], 'America/Toronto', periodOf('list', '2026-11-26'), false);
    expect(list).toEqual([{ date: '2026-11-27', bookings: [late] }]);
  });

  it('names the status and the deposit', () => {
    expect(statusLabel(booking('2026-11-27T15:00:00Z', { kind: 'block' }))).toBe('Blocked time');
    expect(statusLabel(booking('2026-11-27T15:00:00Z', { status: 'held' }))).toBe('Awaiting deposit');
    expect(depositLabel(booking('2026-11-27T15:00:00Z'))).toBe('No deposit');
    expect(depositLabel(booking('x', { deposit_cents: 2000, deposit_state: 'paid' }))).toBe('$20.00 deposit, paid');
    expect(todayIn('America/St_Johns', new Date('2026-11-27T02:00:00Z'))).toBe('2026-11-26');
  });
});

describe('the setup forms', () => {
  it('turns dollars into cents, a percent deposit into its number, and names each field once', async () => {
    const { dollarsToCents, fieldErrors, serviceActionOf, serviceFormOf } =
      await import('../../src/features/calendar/setup-form.ts');
    expect(dollarsToCents('12.5')).toBe(1250);
    expect(dollarsToCents('12.505')).toBeNaN();
    const form = serviceFormOf(undefined, { slug: 'haircut', name: 'Haircut' });
    expect(form).toMatchObject({ name: 'Haircut', price: '0.00', deposit_kind: 'none' });
    const action = serviceActionOf({ ...form, price: '45', deposit_kind: 'percent', deposit: '20' });
    expect(action).toMatchObject({ price_cents: 4500, deposit_kind: 'percent', deposit_value: 20 });
    expect(serviceActionOf({ ...form, deposit_kind: 'fixed', deposit: '10.00' }).deposit_value).toBe(1000);
    // A service switched off stays off when its form is saved: the form carries the switch as it is.
    expect(action.active).toBe(true);
    const paused = serviceFormOf(
      {
        ...{ id: 's', service_slug: 'haircut', name: 'Haircut', duration_minutes: 30, buffer_minutes: 0 },
        ...{ price_cents: 4500, deposit_kind: 'none', deposit_value: 0, capacity: 1, cancel_until_hours: 24 },
        ...{ late_deposit: 'kept', active: false, provider_ids: ['p'] },
      },
      { slug: 'haircut', name: 'Haircut' },
    );
    expect(serviceActionOf(paused).active).toBe(false);
    const issues = [
      { path: ['deposit_value'], message: 'first' },
      { path: ['deposit_value'], message: 'second' },
      { path: [], message: 'whole' },
    ];
    expect(fieldErrors(issues)).toEqual({ deposit_value: 'first', form: 'whole' });
  });
});
