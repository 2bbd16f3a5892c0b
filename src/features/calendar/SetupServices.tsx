/** The website's services made bookable: duration, buffer, price, deposit, capacity, policy, who does it. */
import { useState } from 'react';
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';
import Field, { controlProps } from './Field.tsx';
import { serviceActionOf, serviceFormOf, type FieldErrors, type ServiceForm } from './setup-form.ts';

type Save = (action: Record<string, unknown>, done: string) => Promise<FieldErrors | null>;

export default function SetupServices({ data, onSave }: { data: BookingSetupAnswer; onSave: Save }) {
  const [slug, setSlug] = useState<string | null>(null);
  const [switchError, setSwitchError] = useState('');
  async function switchActive(id: string, name: string, active: boolean) {
    const done = active ? `${name} takes bookings again.` : `${name} no longer takes bookings; its settings are kept.`;
    const failed = await onSave({ action: 'service_active', service_id: id, active }, done);
    setSwitchError(failed ? Object.values(failed)[0]! : '');
  }
  const site = data.site_services.find((s) => s.slug === slug);
  if (!data.saved) return <p className="notice">Save the rules above first; then make your services bookable.</p>;
  if (data.site_services.length === 0)
    return (
      <p className="notice">
        Your website has no services yet. Add them in the <a href="/dashboard/web-hosting/">website editor</a>, then
        make them bookable here.
      </p>
    );
  return (
    <section className="card" aria-labelledby="services-heading">
      <div className="card-body setup-grid">
        <h3 id="services-heading">Bookable services</h3>
        <ul className="setup-list">
          {data.site_services.map((s) => {
            const saved = data.services.find((x) => x.service_slug === s.slug);
            return (
              <li key={s.slug}>
                <button type="button" className="task-title-button" onClick={() => setSlug(s.slug)}>
                  {saved?.name ?? s.name}
                </button>{' '}
                <span className="muted small">{!saved ? 'not bookable yet' : `${saved.duration_minutes} min`}</span>
                {saved && (
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={saved.active}
                      onChange={(e) => switchActive(saved.id, saved.name, e.target.checked)}
                    />
                    Taking bookings<span className="visually-hidden"> for {saved.name}</span>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
        {switchError && (
          <p className="form-error" role="alert">
            {switchError}
          </p>
        )}
        {site && (
          <ServiceEditor
            key={site.slug}
            initial={serviceFormOf(
              data.services.find((x) => x.service_slug === site.slug),
              site,
            )}
            providers={data.providers}
            onSave={onSave}
            onDone={() => setSlug(null)}
          />
        )}
      </div>
    </section>
  );
}

interface EditorProps {
  initial: ServiceForm;
  providers: BookingSetupAnswer['providers'];
  onSave: Save;
  onDone: () => void;
}

function ServiceEditor({ initial, providers, onSave, onDone }: EditorProps) {
  const [f, setF] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<ServiceForm>) => setF((x) => ({ ...x, ...patch }));
  const input = (id: keyof ServiceForm & string, field: string, label: string) => (
    <Field id={`svc-${id}`} label={label} error={errors[field]}>
      <input
        {...controlProps(`svc-${id}`, errors[field])}
        inputMode="decimal"
        value={f[id] as string}
        onChange={(e) => set({ [id]: e.target.value })}
      />
    </Field>
  );
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const failed = await onSave(serviceActionOf(f), f.active ? `${f.name} is bookable.` : `${f.name} is saved.`);
    setErrors(failed ?? {});
    if (!failed) onDone();
  }
  return (
    <form onSubmit={submit} noValidate className="setup-grid" aria-label={`Booking of ${initial.name}`}>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      {input('name', 'name', 'Name')}
      <div className="booking-move">
        {input('duration_minutes', 'duration_minutes', 'Duration (minutes)')}
        {input('buffer_minutes', 'buffer_minutes', 'Buffer after (minutes)')}
        {input('price', 'price_cents', 'Price ($)')}
        {input('capacity', 'capacity', 'Seats (1: one person)')}
      </div>
      <div className="booking-move">
        <Field id="svc-deposit-kind" label="Deposit">
          <select
            id="svc-deposit-kind"
            value={f.deposit_kind}
            onChange={(e) => set({ deposit_kind: e.target.value as ServiceForm['deposit_kind'], deposit: '0' })}
          >
            <option value="none">None</option>
            <option value="fixed">A fixed amount</option>
            <option value="percent">A percentage of the price</option>
          </select>
        </Field>
        {f.deposit_kind !== 'none' &&
          input('deposit', 'deposit_value', f.deposit_kind === 'fixed' ? 'Deposit ($)' : 'Deposit (%)')}
        {input('cancel_until_hours', 'cancel_until_hours', 'Free cancellation until (hours before)')}
        <Field id="svc-late" label="A later cancellation or no-show">
          <select
            id="svc-late"
            value={f.late_deposit}
            onChange={(e) => set({ late_deposit: e.target.value as 'kept' })}
          >
            <option value="kept">keeps the deposit</option>
            <option value="refunded">refunds the deposit</option>
          </select>
        </Field>
      </div>
      <fieldset aria-describedby={errors.provider_ids ? 'svc-who-error' : undefined}>
        <legend>Who does it</legend>
        {providers.length === 0 && <p className="muted small">Add who takes bookings first (above).</p>}
        {providers.map((p) => (
          <label key={p.id} className="check">
            <input
              type="checkbox"
              checked={f.provider_ids.includes(p.id)}
              onChange={(e) =>
                set({
                  provider_ids: e.target.checked
                    ? [...f.provider_ids, p.id]
                    : f.provider_ids.filter((id) => id !== p.id),
                })
              }
            />
            {p.name}
          </label>
        ))}
        {errors.provider_ids && (
          <span id="svc-who-error" className="field-error">
            {errors.provider_ids}
          </span>
        )}
      </fieldset>
      <p className="task-actions">
        <button type="submit" className="btn btn-primary">
          Save
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          Close
        </button>
      </p>
    </form>
  );
}
