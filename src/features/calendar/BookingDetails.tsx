/** One booking opened: service, provider, customer, deposit, status, and what can be done with it. */
import { useState } from 'react';
import type { CalendarBooking } from '../../schemas/bookings-calendar-answers.ts';
import { calendarActionSchema, type CalendarAction } from '../../schemas/bookings.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import { fromZoned, toZoned } from '../../shared/zoned-time.ts';
import { depositLabel, statusLabel } from './calendar-view.ts';
import FreeTimes, { useFreeTimePicker } from './FreeTimes.tsx';
import type { ActFailure } from './calendar-api.ts';

interface Props {
  booking: CalendarBooking;
  timeZone: string;
  zoneName: string;
  onAct: (action: CalendarAction, done: string) => Promise<ActFailure | null>;
  onClose: () => void;
}

export default function BookingDetails({ booking: b, timeZone, zoneName, onAct, onClose }: Props) {
  const here = toZoned(new Date(b.start), timeZone);
  const [date, setDate] = useState(here.date);
  const [time, setTime] = useState(here.time);
  const times = useFreeTimePicker(here.date);
  const picked = times.picked;
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // A paid deposit goes back when the business cancels, unless the owner keeps it (a late cancellation by phone).
  const [refundDeposit, setRefundDeposit] = useState(true);
  const paidDeposit = b.deposit_state === 'paid';
  const open = b.status === 'held' || b.status === 'confirmed';
  const started = Date.parse(b.start) <= Date.now();
  const who = b.kind === 'block' ? 'Blocked time' : (b.service_name ?? 'Class');

  async function run(action: CalendarAction, done: string) {
    const parsed = calendarActionSchema.safeParse(action);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the time.');
    setBusy(true);
    const failed = await onAct(parsed.data, done);
    setBusy(false);
    setError(failed?.message ?? '');
    times.answered(failed);
  }
  /** Blocked time moves to a typed time; an appointment only to one of its service's free times. */
  function move() {
    const start = b.kind === 'block' ? fromZoned(date, time, timeZone) : picked && new Date(picked.start);
    if (!start && b.kind !== 'block') return setError('Choose one of the free times.');
    if (!start) return setError('That time does not exist on that day (the clocks change). Choose another.');
    const done = `Moved to ${formatBookingTime(start.toISOString(), timeZone, 'en')}.`;
    void run({ action: 'move', booking_id: b.id, start: start.toISOString() }, done);
  }

  return (
    <section className="card booking-details" aria-labelledby="booking-heading">
      <div className="card-body">
        <h2 id="booking-heading" tabIndex={-1}>
          {who}
        </h2>
        <dl className="booking-facts">
          <dt>When</dt>
          <dd>{formatBookingTime(b.start, timeZone, 'en')}</dd>
          <dt>With</dt>
          <dd>{b.provider_name}</dd>
          {b.customer_name && (
            <>
              <dt>Customer</dt>
              <dd>
                {b.customer_name}
                {b.customer_email && (
                  <>
                    {' · '}
                    <a href={`mailto:${b.customer_email}`}>{b.customer_email}</a>
                  </>
                )}
                {b.customer_phone && (
                  <>
                    {' · '}
                    <a href={`tel:${b.customer_phone}`}>{b.customer_phone}</a>
                  </>
                )}
              </dd>
            </>
          )}
          {b.kind === 'class' && (
            <>
              <dt>Seats</dt>
              <dd>
                {b.seats_taken} of {b.seats} taken
              </dd>
            </>
          )}
          {b.kind !== 'block' && (
            <>
              <dt>Deposit</dt>
              <dd>{depositLabel(b)}</dd>
            </>
          )}
          <dt>Status</dt>
          <dd>{statusLabel(b)}</dd>
          {b.note && (
            <>
              <dt>Note</dt>
              <dd>{b.note}</dd>
            </>
          )}
        </dl>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {open && b.kind === 'appointment' && b.service_id && (
          <section className="booking-move-to" aria-labelledby="move-heading">
            <h3 id="move-heading">Move to another time</h3>
            <FreeTimes
              id="move-times"
              service={b.service_id}
              provider={b.provider_id}
              booking={b.id}
              timeZone={timeZone}
              zoneName={zoneName}
              {...times.props}
            />
            <button type="button" className="btn btn-primary" disabled={busy || !picked} onClick={move}>
              Move
            </button>
            {b.customer_email && <p className="muted small">The customer is emailed the new time.</p>}
          </section>
        )}
        {open && b.kind === 'block' && (
          <fieldset className="booking-move">
            <legend>Move to ({zoneName})</legend>
            <label>
              Day
              <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </label>
            <label>
              Time
              <input type="time" step={300} value={time} onChange={(e) => setTime(e.target.value)} />
            </label>
            <button type="button" className="btn btn-primary" disabled={busy} onClick={move}>
              Move
            </button>
          </fieldset>
        )}
        <p className="task-actions">
          {open && paidDeposit && (
            <label className="check">
              <input type="checkbox" checked={refundDeposit} onChange={(e) => setRefundDeposit(e.target.checked)} />
              Refund the deposit if I cancel
            </label>
          )}
          {open && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() =>
                run({ action: 'cancel', booking_id: b.id, refund_deposit: refundDeposit }, `Cancelled: ${who}.`)
              }
            >
              {b.kind === 'block' ? 'Remove the block' : 'Cancel booking'}
            </button>
          )}
          {b.kind !== 'block' && b.kind !== 'class' && started && b.status !== 'no_show' && b.status !== 'held' && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => run({ action: 'no_show', booking_id: b.id }, 'Marked as a no-show.')}
            >
              Mark no-show
            </button>
          )}
          {b.kind !== 'block' && b.kind !== 'class' && started && b.status !== 'completed' && b.status !== 'held' && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => run({ action: 'completed', booking_id: b.id }, 'Marked as completed.')}
            >
              Mark completed
            </button>
          )}
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Close
          </button>
        </p>
        {!started && b.kind === 'appointment' && (
          <p className="muted small">No-show and completed can be marked once the visit has started.</p>
        )}
      </div>
    </section>
  );
}
