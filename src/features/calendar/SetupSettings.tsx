/** The business's booking rules: the time zone (confirmed by the owner), notice, horizon, holidays, reminders. */
import { useState } from 'react';
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';
import { CANADIAN_TIME_ZONES } from '../../schemas/bookings.ts';
import { zoneLabel } from '../../shared/booking-time.ts';
import Field, { controlProps } from './Field.tsx';
import type { FieldErrors } from './setup-form.ts';

interface Props {
  data: BookingSetupAnswer;
  onSave: (action: Record<string, unknown>, done: string) => Promise<FieldErrors | null>;
}

export default function SetupSettings({ data, onSave }: Props) {
  const s = data.settings;
  const [f, setF] = useState({
    time_zone: s.time_zone,
    min_notice_hours: String(s.min_notice_minutes / 60),
    horizon_days: String(s.horizon_days),
    slot_step_minutes: String(s.slot_step_minutes),
    close_on_holidays: s.close_on_holidays,
    reminder_hours: String(s.reminder_hours),
    review_requests: s.review_requests,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<typeof f>) => setF((x) => ({ ...x, ...patch }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const action = {
      action: 'settings',
      time_zone: f.time_zone,
      min_notice_minutes: Math.round(Number(f.min_notice_hours) * 60),
      horizon_days: Number(f.horizon_days),
      slot_step_minutes: Number(f.slot_step_minutes),
      close_on_holidays: f.close_on_holidays,
      reminder_hours: Number(f.reminder_hours),
      review_requests: f.review_requests,
    };
    setErrors((await onSave(action, 'Booking settings saved.')) ?? {});
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="settings-heading">
      <div className="card-body setup-grid">
        <h3 id="settings-heading">Rules</h3>
        {!s.time_zone_confirmed && (
          <p className="notice">
            The time zone below comes from your province. Confirm it (or choose another) and save.
          </p>
        )}
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <Field id="set-zone" label="Time zone" error={errors.time_zone}>
          <select
            {...controlProps('set-zone', errors.time_zone)}
            value={f.time_zone}
            onChange={(e) => set({ time_zone: e.target.value })}
          >
            {CANADIAN_TIME_ZONES.map((z) => (
              <option key={z} value={z}>
                {zoneLabel(z, 'en')} ({z.replace('America/', '').replace('_', ' ')})
              </option>
            ))}
          </select>
        </Field>
        <Field id="set-notice" label="Minimum notice (hours)" error={errors.min_notice_minutes}>
          <input
            {...controlProps('set-notice', errors.min_notice_minutes)}
            inputMode="decimal"
            value={f.min_notice_hours}
            onChange={(e) => set({ min_notice_hours: e.target.value })}
          />
        </Field>
        <Field id="set-horizon" label="Bookings open this many days ahead" error={errors.horizon_days}>
          <input
            {...controlProps('set-horizon', errors.horizon_days)}
            inputMode="numeric"
            value={f.horizon_days}
            onChange={(e) => set({ horizon_days: e.target.value })}
          />
        </Field>
        <Field id="set-step" label="A slot starts every (minutes)" error={errors.slot_step_minutes}>
          <select
            {...controlProps('set-step', errors.slot_step_minutes)}
            value={f.slot_step_minutes}
            onChange={(e) => set({ slot_step_minutes: e.target.value })}
          >
            {[5, 10, 15, 20, 30, 60].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </Field>
        <Field id="set-reminder" label="Reminder email, hours before (0 for none)" error={errors.reminder_hours}>
          <input
            {...controlProps('set-reminder', errors.reminder_hours)}
            inputMode="numeric"
            value={f.reminder_hours}
            onChange={(e) => set({ reminder_hours: e.target.value })}
          />
        </Field>
        <label className="check">
          <input
            type="checkbox"
            checked={f.close_on_holidays}
            onChange={(e) => set({ close_on_holidays: e.target.checked })}
          />
          Closed on the province’s statutory holidays
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={f.review_requests}
            onChange={(e) => set({ review_requests: e.target.checked })}
          />
          Ask customers for a review after their visit
        </label>
        <p>
          <button type="submit" className="btn btn-primary">
            Save the rules
          </button>
        </p>
      </div>
    </form>
  );
}
