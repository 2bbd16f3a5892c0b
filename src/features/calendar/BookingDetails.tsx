/** One booking opened: service, provider, customer, deposit, status, and what can be done with it. */
import { useState } from 'react';
import type { CalendarBooking } from '../../schemas/bookings-calendar-answers.ts';
import { calendarActionSchema, type CalendarAction } from '../../schemas/bookings.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import { fromZoned, toZoned } from '../../shared/zoned-time.ts';
import { depositLabel, statusLabel } from './calendar-view.ts';

interface Props {
  booking: CalendarBooking;
  timeZone: string;
  zoneName: string;
  onAct: (action: CalendarAction, done: string) => Promise<string | null>;
  onClose: () => void;
}

export default function BookingDetails({ booking: b, timeZone, zoneName, onAct, onClose }: Props) {
  const here = toZoned(new Date(b.start), timeZone);
  const [date, setDate] = useState(here.date);
  const [time, setTime] = useState(here.time);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const open = b.status === 'held' || b.status === 'confirmed';
  const started = Date.parse(b.start) <= Date.now();
  const who = b.kind === 'block' ? 'Blocked time' : (b.service_name ?? 'Class');

  async function run(action: CalendarAction, done: string) {
    const parsed = calendarActionSchema.safeParse(action);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the time.');
    setBusy(true);
    setError((await onAct(parsed.data, done)) ?? '');
    setBusy(false);
  }
  function move() {
    const start = fromZoned(date, time, timeZone);
    if (!start) return setError('That time does not exist on that day (the clocks change). Choose another.');
    void run({ action: 'move', booking_id: b.id, start: start.toISOString() }, `Moved to ${date} ${time}.`);
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
        {open && (b.kind === 'appointment' || b.kind === 'block') && (
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
            {b.customer_email && <p className="muted small">The customer is emailed the new time.</p>}
          </fieldset>
        )}
        <p className="task-actions">
          {open && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => run({ action: 'cancel', booking_id: b.id }, `Cancelled: ${who}.`)}
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
