import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../auth/auth.store.ts';
import { creatorRegistrationSchema, firstErrors } from '../../schemas/business.ts';
import CheckInbox from '../register/CheckInbox.tsx';
import { registerAccount } from './wizard-api.ts';
import { $data, generate, prev } from './wizard.store.ts';
import { pagesWaitingForDetails } from './wizard.ts';

const FIELDS = [
  { name: 'business_name', label: 'Business name', type: 'text', autoComplete: 'organization' },
  { name: 'business_email', label: 'Email address', type: 'email', autoComplete: 'email' },
  { name: 'business_password', label: 'Password', type: 'password', autoComplete: 'new-password' },
] as const;

/**
 * Step 4: register (creator messages), then 'check your inbox': the emailed link signs the person in
 * and reloads the creator here (its state is kept in localStorage), or, when signed in, 'We're ready to create'.
 */
export default function StepAccount() {
  const auth = useStore($auth);
  const data = useStore($data);
  const [values, setValues] = useState({ business_name: data.business_name, business_email: data.contact_email, business_password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState('');

  if (auth.status === 1) {
    const waiting = pagesWaitingForDetails(data.selectedPages);
    return (
      <div className="wz-step wz-ready">
        <h2 id="wizard-heading" tabIndex={-1}>We're ready to create</h2>
        <p>Your website for <strong>{data.business_name}</strong> will be generated with the design and details you chose. It takes about 10 seconds.</p>
        <p className="muted">The site, and your directory listing if you have one, will use the name “{data.business_name}”.</p>
        {waiting.length > 0 && (
          <div className="wz-wait" role="note" aria-label="Pages waiting for your details">
            <p><strong>{waiting.length === 1 ? 'One page waits for your details' : 'Some pages wait for your details'}</strong></p>
            <ul>{waiting.map((w) => <li key={w.page}>{w.note}</li>)}</ul>
          </div>
        )}
        <div className="wz-nav">
          <button type="button" className="btn btn-ghost" onClick={prev}>Prev</button>
          <button type="button" className="btn btn-primary" onClick={() => void generate()}>Start</button>
        </div>
      </div>
    );
  }

  if (sentTo) {
    return (
      <div className="wz-step">
        <p className="wz-kicker">Create your free account</p>
        <h2 id="wizard-heading" tabIndex={-1} ref={(el) => el?.focus()}>Check your inbox</h2>
        <CheckInbox email={sentTo} onBack={() => setSentTo('')} heading={false} />
        <p className="muted">The link brings you back here, signed in, with your design and details as you left them.</p>
        <div className="wz-nav">
          <button type="button" className="btn btn-ghost" onClick={prev}>Prev</button>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = creatorRegistrationSchema.safeParse(values);
    if (!checked.success) return setErrors(firstErrors(checked.error));
    setErrors({});
    setBusy(true);
    const result = await registerAccount(checked.data);
    setBusy(false);
    if (result.ok) return setSentTo(result.email);
    setErrors({ ...result.fields, ...(result.message ? { business_email: result.message } : {}) });
  };

  return (
    <div className="wz-step">
      <p className="wz-kicker">Create your free account</p>
      <h2 id="wizard-heading" tabIndex={-1}>Create your business website</h2>
      <p className="muted">Register in 10 seconds to generate your website. Already registered? <a href="/login">Log in</a>, then come back here.</p>
      <form className="wz-details" noValidate onSubmit={submit}>
        {FIELDS.map((f) => (
          <div key={f.name} className="field">
            <label htmlFor={`wz-reg-${f.name}`}>{f.label}</label>
            <input id={`wz-reg-${f.name}`} type={f.type} autoComplete={f.autoComplete} value={values[f.name]}
              aria-invalid={errors[f.name] ? true : undefined} aria-describedby={`wz-reg-${f.name}-error`}
              onChange={(e) => setValues({ ...values, [f.name]: e.target.value })} />
            <p className="field-error" id={`wz-reg-${f.name}-error`}>{errors[f.name]}</p>
          </div>
        ))}
        <div className="wz-nav">
          <button type="button" className="btn btn-ghost" onClick={prev}>Prev</button>
          <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Registering…' : 'Register account'}</button>
        </div>
      </form>
    </div>
  );
}
