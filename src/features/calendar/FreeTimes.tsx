/**
 * A day and its free times for one service and person (or anyone), as radio buttons in the business's zone, each
 * named with who would take it; after a 409, the nearest free times the server offered. Used to book a customer
 * and to move a booking (its own time then counts as free).
 */
import { useEffect, useRef, useState } from 'react';
import type { SlotOut } from '../../schemas/bookings.ts';
import type { CalendarSlotsAnswer } from '../../schemas/bookings-calendar-answers.ts';
import { formatBookingTime, formatSlotTime } from '../../shared/booking-time.ts';
import { toZoned } from '../../shared/zoned-time.ts';
import { loadFreeTimes, type ActFailure } from './calendar-api.ts';

export type Pick = { start: string; provider_id: string };
const keyOf = (s: Pick) => `${s.start}|${s.provider_id}`;

/** One form's free-time state: the day, the chosen time, and after a 409 the server's nearest free times. */
export function useFreeTimePicker(initialDate: string) {
  const [date, onDate] = useState(initialDate);
  const [picked, onPick] = useState<Pick | null>(null);
  const [version, setVersion] = useState(0);
  const [alternatives, setAlternatives] = useState<SlotOut[]>([]);
  /** After the server answered: the day's list is read again (the time just taken is no longer free). */
  const answered = (failed: ActFailure | null) => {
    setAlternatives(failed?.alternatives ?? []);
    setVersion((v) => v + 1);
  };
  return { picked, answered, props: { date, onDate, picked, onPick, version, alternatives } };
}

type PickerProps = ReturnType<typeof useFreeTimePicker>['props'];

interface Props extends PickerProps {
  id: string;
  service: string;
  provider: string;
  booking?: string;
  timeZone: string;
  zoneName: string;
  error?: string | undefined;
}

export default function FreeTimes(p: Props) {
  const [answer, setAnswer] = useState<CalendarSlotsAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const wanted = useRef<Pick | null>(null); // a nearest free time chosen: picked once its day's list is read
  const { service, provider, booking, date, onPick, version } = p;
  useEffect(() => {
    let current = true;
    setAnswer(null);
    setFailure('');
    onPick(null);
    if (!service || !date) return;
    void loadFreeTimes({ service, provider, date, booking }).then((r) => {
      if (!current) return;
      if (!r.ok) return setFailure(r.message);
      setAnswer(r.data);
      const w = wanted.current;
      wanted.current = null;
      if (w && r.data.slots.some((s) => keyOf(s) === keyOf(w))) onPick(w);
    });
    return () => {
      current = false;
    };
  }, [service, provider, booking, date, version, onPick]);

  const anyone = provider === 'anyone';
  return (
    <div className="free-times">
      <label htmlFor={`${p.id}-day`}>Day</label>
      <input id={`${p.id}-day`} type="date" value={date} onChange={(e) => p.onDate(e.target.value)} />
      <fieldset aria-describedby={p.error ? `${p.id}-error` : undefined}>
        <legend>Free times ({p.zoneName})</legend>
        {failure ? (
          <p className="form-error" role="alert">
            {failure}
          </p>
        ) : !answer ? (
          <p className="muted small" role="status">
            Loading free times…
          </p>
        ) : answer.slots.length === 0 ? (
          <p className="muted small">No free time this day. Choose another day.</p>
        ) : (
          <div className="free-times-list">
            {answer.slots.map((s) => (
              <label key={keyOf(s)} className="free-time">
                <input
                  type="radio"
                  name={`${p.id}-time`}
                  checked={p.picked !== null && keyOf(p.picked) === keyOf(s)}
                  onChange={() => onPick({ start: s.start, provider_id: s.provider_id })}
                />
                {formatSlotTime(s.start, p.timeZone, 'en')}
                {anyone && <span className="muted small"> · {s.provider_name}</span>}
              </label>
            ))}
          </div>
        )}
        {p.error && (
          <span id={`${p.id}-error`} className="field-error">
            {p.error}
          </span>
        )}
      </fieldset>
      {p.alternatives.length > 0 && (
        <div role="group" aria-label="Nearest free times">
          <p className="small">Nearest free times:</p>
          {p.alternatives.map((a) => (
            <button
              key={keyOf(a)}
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                const day = toZoned(new Date(a.start), p.timeZone).date;
                if (day === date && answer?.slots.some((s) => keyOf(s) === keyOf(a))) return onPick(a);
                wanted.current = { start: a.start, provider_id: a.provider_id };
                p.onDate(day);
              }}
            >
              {formatBookingTime(a.start, p.timeZone, 'en')}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
