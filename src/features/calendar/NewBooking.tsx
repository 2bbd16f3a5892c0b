/**
 * Book a customer who called or walked in: a service, a person or anyone, a free time, and the customer. No
 * deposit is taken here (the note can say one was paid); the customer is emailed the confirmation with its .ics.
 */
import { useState } from 'react';
import type { CalendarAnswer } from '../../schemas/bookings-calendar-answers.ts';
import { calendarActionSchema, type CalendarAction } from '../../schemas/bookings.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import Field, { controlProps } from './Field.tsx';
import FreeTimes, { useFreeTimePicker } from './FreeTimes.tsx';
import { fieldErrors, type FieldErrors } from './setup-form.ts';
import type { ActFailure } from './calendar-api.ts';

interface Props {
  services: CalendarAnswer['services'];
  providers: CalendarAnswer['providers'];
  day: string;
  timeZone: string;
  zoneName: string;
  onAct: (action: CalendarAction, done: string) => Promise<ActFailure | null>;
}

const EMPTY = { name: '', email: '', phone: '', note: '', language: 'en' as 'en' | 'fr' };

export default function NewBooking({ services, providers, day, timeZone, zoneName, onAct }: Props) {
  const [serviceId, setServiceId] = useState(services[0]?.id ?? '');
  const [provider, setProvider] = useState('anyone');
  const times = useFreeTimePicker(day);
  const picked = times.picked;
  const [who, setWho] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const service = services.find((s) => s.id === serviceId);
  const nameOf = (id: string) => providers.find((p) => p.id === id)?.name ?? '';
  if (services.length === 0) return null;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      action: 'create',
      service_id: serviceId,
      ...who,
      ...(picked ?? { start: '', provider_id: provider }),
    };
    const parsed = calendarActionSchema.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setBusy(true);
    const when = picked ? formatBookingTime(picked.start, timeZone, 'en') : '';
    const failed = await onAct(parsed.data, `Booked ${who.name}: ${service?.name ?? ''}, ${when}.`);
    setBusy(false);
    setErrors(failed ? { form: failed.message, ...failed.fields } : {});
    times.answered(failed);
    if (!failed) setWho(EMPTY);
  }
  const text = (key: 'name' | 'email' | 'phone' | 'note', label: string, type = 'text') => (
    <Field id={`new-${key}`} label={label} error={errors[key]}>
      <input
        {...controlProps(`new-${key}`, errors[key])}
        type={type}
        value={who[key]}
        maxLength={key === 'note' ? 500 : 254}
        onChange={(e) => setWho({ ...who, [key]: e.target.value })}
      />
    </Field>
  );

  return (
    <details className="card block-time">
      <summary>Book a customer</summary>
      <form className="card-body setup-grid" onSubmit={submit} noValidate aria-label="Book a customer">
        <div className="booking-move">
          <Field id="new-service" label="Service" error={errors.service_id}>
            <select
              id="new-service"
              value={serviceId}
              onChange={(e) => {
                setServiceId(e.target.value);
                setProvider('anyone');
              }}
            >
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.duration_minutes} min)
                </option>
              ))}
            </select>
          </Field>
          <Field id="new-provider" label="With">
            <select id="new-provider" value={provider} onChange={(e) => setProvider(e.target.value)}>
              <option value="anyone">Anyone available</option>
              {service?.provider_ids.map((id) => (
                <option key={id} value={id}>
                  {nameOf(id)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <FreeTimes
          id="new-times"
          service={serviceId}
          provider={provider}
          timeZone={timeZone}
          zoneName={zoneName}
          {...times.props}
          error={errors.start}
        />
        <div className="booking-move">
          {text('name', 'Customer’s name')}
          {text('email', 'Email (the confirmation goes there)', 'email')}
          {text('phone', 'Phone (optional)', 'tel')}
          <Field id="new-language" label="Email in">
            <select
              id="new-language"
              value={who.language}
              onChange={(e) => setWho({ ...who, language: e.target.value as 'en' | 'fr' })}
            >
              <option value="en">English</option>
              <option value="fr">French</option>
            </select>
          </Field>
        </div>
        {text('note', 'Note (optional, e.g. deposit paid in cash)')}
        <p className="muted small">No deposit is taken online for a booking you make here.</p>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
        <p className="task-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            Book this time
          </button>
        </p>
      </form>
    </details>
  );
}
