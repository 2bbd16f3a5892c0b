/** Block time: a person's or resource's time taken out of the free slots (lunch, a meeting, a day's errands). */
import { useState } from 'react';
import { calendarActionSchema, type CalendarAction } from '../../schemas/bookings.ts';
import { fromZoned } from '../../shared/zoned-time.ts';
import type { ActFailure } from './calendar-api.ts';

interface Props {
  providers: { id: string; name: string }[];
  day: string;
  timeZone: string;
  zoneName: string;
  onAct: (action: CalendarAction, done: string) => Promise<ActFailure | null>;
}

export default function BlockTime({ providers, day, timeZone, zoneName, onAct }: Props) {
  const [provider, setProvider] = useState(providers[0]?.id ?? '');
  const [date, setDate] = useState(day);
  const [from, setFrom] = useState('12:00');
  const [to, setTo] = useState('13:00');
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (providers.length === 0) return null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const start = fromZoned(date, from, timeZone);
    const end = fromZoned(date, to, timeZone);
    if (!start || !end) return setError('That time does not exist on that day (the clocks change). Choose another.');
    if (end <= start) return setError('The end must be after the start.');
    const body = { action: 'block', provider_id: provider, start: start.toISOString(), end: end.toISOString(), note };
    const parsed = calendarActionSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the times.');
    setBusy(true);
    const failed = await onAct(parsed.data, `Blocked ${from}–${to} on ${date}.`);
    setBusy(false);
    setError(failed?.message ?? '');
  }

  return (
    <details className="card block-time">
      <summary>Block time</summary>
      <form className="card-body booking-move" onSubmit={submit} noValidate>
        <label>
          Whose time
          <select value={provider} onChange={(e) => setProvider(e.target.value)}>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Day
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <label>
          From ({zoneName})
          <input type="time" step={300} value={from} onChange={(e) => setFrom(e.target.value)} required />
        </label>
        <label>
          To
          <input type="time" step={300} value={to} onChange={(e) => setTo(e.target.value)} required />
        </label>
        <label>
          Note (optional)
          <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Block this time
        </button>
      </form>
    </details>
  );
}
