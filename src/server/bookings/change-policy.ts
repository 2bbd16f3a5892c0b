/**
 * What a customer may still do with their booking (issue 41), as a pure function of the booking and the time.
 * The service's policy says until how many hours before the visit it can be cancelled or moved online; before
 * that deadline a paid deposit is refunded, after it the policy's late rule (kept or refunded) applies and only
 * the business can cancel. The deadline is counted on the business's wall clock: 24 hours before a 10:00 visit
 * is 10:00 the day before, on either side of a daylight-saving change. The statements that cancel or move a
 * booking check the same deadline in SQL (CHANGE_DEADLINE_SQL); a function test keeps the two in agreement.
 */
import { zoneOffsetMinutes } from './zoned-time.ts';

/** The same rule in the statements: the start on the business's clock, less the hours, back to an instant. */
export const CHANGE_DEADLINE_SQL = `(((lower(b.during) AT TIME ZONE st.time_zone)
  - make_interval(hours => sv.cancel_until_hours)) AT TIME ZONE st.time_zone)`;

/**
 * The start less `hours` on the business's wall clock. A wall time the clocks skip or repeat is read as
 * PostgreSQL reads it (`AT TIME ZONE`): in standard time, which is the later of the two instants.
 */
export function changeDeadline(start: Date, hours: number, timeZone: string): Date {
  const wall = start.getTime() + zoneOffsetMinutes(start, timeZone) * 60_000 - hours * 3_600_000;
  const candidates = [wall - 86_400_000, wall + 86_400_000].map(
    (probe) => wall - zoneOffsetMinutes(new Date(probe), timeZone) * 60_000,
  );
  const real = candidates.filter((c) => c + zoneOffsetMinutes(new Date(c), timeZone) * 60_000 === wall);
  return new Date(Math.max(...(real.length > 0 ? real : candidates)));
}

export interface PolicyBooking {
  kind: 'appointment' | 'block' | 'class' | 'seat';
  status: string;
  start: Date;
  cancel_until_hours: number;
  late_deposit: 'kept' | 'refunded';
  deposit_state: string;
  time_zone: string;
}

export interface ChangeTerms {
  /** Cancel online now. */
  can_cancel: boolean;
  /** Choose another time online now (appointments only: a seat belongs to one class session). */
  can_reschedule: boolean;
  /** Until when it could be changed online (ISO). */
  change_until: string;
  /** What a cancellation now does to a paid deposit: refunded, kept, or none when nothing was paid. */
  deposit_if_cancelled: 'refunded' | 'kept' | 'none';
}

export function changeTerms(b: PolicyBooking, now = new Date()): ChangeTerms {
  const deadline = changeDeadline(b.start, b.cancel_until_hours, b.time_zone);
  const open = b.status === 'confirmed' && (b.kind === 'appointment' || b.kind === 'seat') && now < deadline;
  const deposit = b.deposit_state !== 'paid' ? 'none' : now < deadline ? 'refunded' : b.late_deposit;
  return {
    can_cancel: open,
    can_reschedule: open && b.kind === 'appointment',
    change_until: deadline.toISOString(),
    deposit_if_cancelled: deposit,
  };
}
