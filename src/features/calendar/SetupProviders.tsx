/** Who takes bookings (team members or resources), each one's weekly hours, and days off. */
import { useState } from 'react';
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';
import Field, { controlProps } from './Field.tsx';
import { WEEKDAYS, type FieldErrors } from './setup-form.ts';

type Save = (action: Record<string, unknown>, done: string) => Promise<FieldErrors | null>;
type Provider = BookingSetupAnswer['providers'][number];

export default function SetupProviders({ data, onSave }: { data: BookingSetupAnswer; onSave: Save }) {
  const free = data.team.filter((t) => !data.providers.some((p) => p.user_id === t.user_id));
  const [chosen, setKind] = useState<'member' | 'resource'>('member');
  const kind = free.length ? chosen : 'resource'; // everyone on the team already takes bookings
  const [userId, setUserId] = useState(free[0]?.user_id ?? '');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  async function add(e: React.FormEvent) {
    e.preventDefault();
    const action =
      kind === 'member' ? { action: 'provider', kind, user_id: userId, name } : { action: 'provider', kind, name };
    const failed = await onSave(action, `${name} takes bookings now.`);
    setErrors(failed ?? {});
    if (!failed) setName('');
  }

  return (
    <section className="card" aria-labelledby="providers-heading">
      <div className="card-body setup-grid">
        <h3 id="providers-heading">Who takes bookings</h3>
        {data.providers.length === 0 && <p className="muted">Nobody yet. Add a team member or a resource.</p>}
        <ul className="setup-list">
          {data.providers.map((p) => (
            <ProviderHours key={p.id} provider={p} onSave={onSave} />
          ))}
        </ul>
        <form onSubmit={add} noValidate className="booking-move" aria-label="Add who takes bookings">
          <Field id="prov-kind" label="Add">
            <select id="prov-kind" value={kind} onChange={(e) => setKind(e.target.value as typeof kind)}>
              {free.length > 0 && <option value="member">A team member</option>}
              <option value="resource">A resource (a chair, a room)</option>
            </select>
          </Field>
          {kind === 'member' && (
            <Field id="prov-user" label="Team member" error={errors.user_id}>
              <select
                {...controlProps('prov-user', errors.user_id)}
                value={userId}
                onChange={(e) => setUserId(e.target.value)}
              >
                {free.map((t) => (
                  <option key={t.user_id} value={t.user_id}>
                    {t.email}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field id="prov-name" label="Name customers see" error={errors.name}>
            <input
              {...controlProps('prov-name', errors.name)}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <button type="submit" className="btn btn-primary">
            Add
          </button>
          {errors.form && (
            <p className="form-error" role="alert">
              {errors.form}
            </p>
          )}
        </form>
        <DaysOff data={data} onSave={onSave} />
      </div>
    </section>
  );
}

/** One window a day, or closed; no rows at all means the listing's opening hours. */
function ProviderHours({ provider: p, onSave }: { provider: Provider; onSave: Save }) {
  const initial = WEEKDAYS.map((_, i) => p.hours.find((h) => h.weekday === i + 1));
  const [days, setDays] = useState(
    initial.map((h) => ({ open: Boolean(h), opens: h?.opens ?? '09:00', closes: h?.closes ?? '17:00' })),
  );
  const [error, setError] = useState('');
  const kind = p.kind === 'member' ? 'team member' : 'resource';
  const kindAndHours = `${kind}; ${p.hours.length ? 'own hours' : 'the listing’s hours'}`;
  const set = (i: number, patch: Partial<(typeof days)[number]>) =>
    setDays((d) => d.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  async function remove() {
    const failed = await onSave(
      { action: 'remove_provider', provider_id: p.id },
      `${p.name} no longer takes bookings.`,
    );
    setError(failed ? Object.values(failed)[0]! : '');
  }
  async function save(own: boolean) {
    const hours = own
      ? days.flatMap((d, i) => (d.open ? [{ weekday: i + 1, opens: d.opens, closes: d.closes }] : []))
      : [];
    const done = own ? `${p.name}’s hours saved.` : `${p.name} works the listing’s opening hours.`;
    const failed = await onSave({ action: 'hours', provider_id: p.id, hours }, done);
    setError(failed ? Object.values(failed)[0]! : '');
  }
  return (
    <li>
      <details>
        <summary>
          {p.name} <span className="muted small">({kindAndHours})</span>
        </summary>
        <p className="task-actions">
          <button type="button" className="btn btn-ghost" onClick={remove}>
            Remove {p.name}
          </button>
          <span className="muted small">Refused while {p.name} has upcoming bookings.</span>
        </p>
        <fieldset className="setup-hours">
          <legend>Weekly hours of {p.name}</legend>
          {WEEKDAYS.map((day, i) => (
            <div key={day} className="setup-hours-row">
              <label className="check">
                <input type="checkbox" checked={days[i]!.open} onChange={(e) => set(i, { open: e.target.checked })} />
                {day}
              </label>
              <input
                type="time"
                aria-label={`${day} opens`}
                disabled={!days[i]!.open}
                value={days[i]!.opens}
                onChange={(e) => set(i, { opens: e.target.value })}
              />
              <input
                type="time"
                aria-label={`${day} closes`}
                disabled={!days[i]!.open}
                value={days[i]!.closes}
                onChange={(e) => set(i, { closes: e.target.value })}
              />
            </div>
          ))}
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <p className="task-actions">
            <button type="button" className="btn btn-primary" onClick={() => save(true)}>
              Save these hours
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => save(false)}>
              Use the listing’s hours
            </button>
          </p>
        </fieldset>
      </details>
    </li>
  );
}

function DaysOff({ data, onSave }: { data: BookingSetupAnswer; onSave: Save }) {
  const [f, setF] = useState({ provider_id: '', starts_on: '', ends_on: '', note: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameOf = (id: string | null) => data.providers.find((p) => p.id === id)?.name ?? 'Whole business';
  const remove = async (id: string) =>
    setErrors((await onSave({ action: 'remove_exception', exception_id: id }, 'Day off removed.')) ?? {});
  async function add(e: React.FormEvent) {
    e.preventDefault();
    const action = { action: 'exception', ...f, provider_id: f.provider_id || null, ends_on: f.ends_on || f.starts_on };
    setErrors((await onSave(action, 'Day off added.')) ?? {});
  }
  return (
    <>
      <h3>Days off</h3>
      {data.days_off.length === 0 ? (
        <p className="muted small">No days off ahead.</p>
      ) : (
        <ul className="setup-list">
          {data.days_off.map((d) => (
            <li key={d.id}>
              {d.starts_on === d.ends_on ? d.starts_on : `${d.starts_on} to ${d.ends_on}`}: {nameOf(d.provider_id)}
              {d.note && ` (${d.note})`}{' '}
              <button
                type="button"
                className="btn btn-ghost"
                aria-label={`Remove the day off ${d.starts_on}, ${nameOf(d.provider_id)}`}
                onClick={() => remove(d.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} noValidate className="booking-move" aria-label="Add days off">
        <Field id="off-who" label="Who">
          <select id="off-who" value={f.provider_id} onChange={(e) => setF({ ...f, provider_id: e.target.value })}>
            <option value="">Whole business</option>
            {data.providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="off-from" label="From" error={errors.starts_on}>
          <input
            type="date"
            {...controlProps('off-from', errors.starts_on)}
            value={f.starts_on}
            onChange={(e) => setF({ ...f, starts_on: e.target.value })}
          />
        </Field>
        <Field id="off-to" label="To (included)" error={errors.ends_on}>
          <input
            type="date"
            {...controlProps('off-to', errors.ends_on)}
            value={f.ends_on}
            onChange={(e) => setF({ ...f, ends_on: e.target.value })}
          />
        </Field>
        <Field id="off-note" label="Note" error={errors.note}>
          <input
            {...controlProps('off-note', errors.note)}
            maxLength={120}
            value={f.note}
            onChange={(e) => setF({ ...f, note: e.target.value })}
          />
        </Field>
        <button type="submit" className="btn btn-primary">
          Add days off
        </button>
        {errors.form && (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </>
  );
}
