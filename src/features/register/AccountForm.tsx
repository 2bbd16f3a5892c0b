/**
 * One account form for registration (/get-started), login and the affiliate form:
 * validates with the shared §5 schema, shows the first message under each field, the server's
 * message above the form, and keeps the button disabled while the request is in flight.
 * Inputs are uncontrolled, so whatever a visitor types before the island hydrates is kept; the
 * button waits for hydration, and method="post" keeps a password out of any URL regardless.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { z } from '../../schemas/z.ts';
import { firstErrors } from '../../schemas/business.ts';
import { requestJson, type SignedIn } from './account-api.ts';

export type AccountField = 'business_website_url' | 'business_name' | 'business_email' | 'business_password';

const FIELD_UI: Record<AccountField, { label: string; type: string; autoComplete: string }> = {
  business_website_url: { label: 'Website URL', type: 'text', autoComplete: 'url' },
  business_name: { label: 'Business name', type: 'text', autoComplete: 'organization' },
  business_email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  business_password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
};

export interface AccountFormProps<T = SignedIn> {
  fields: AccountField[];
  schema: z.ZodMiniType;
  endpoint: '/api/business/create' | '/api/business/login';
  submitLabel: string;
  busyLabel: string;
  /** Added to the body (e.g. the stored referral_id). */
  extraBody?: () => Record<string, unknown>;
  /** Values the inputs start with (uncontrolled, so hydration keeps what was typed). */
  defaults?: Partial<Record<AccountField, string>>;
  /** Login answers a session (SignedIn); registration answers 'check your inbox' (SignupAnswer). */
  onSuccess: (result: T) => void;
}

export default function AccountForm<T = SignedIn>({ fields, schema, endpoint, submitLabel, busyLabel, extraBody, defaults, onSuccess }: AccountFormProps<T>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const validate = (next: Record<string, string>) => {
    const result = schema.safeParse(next);
    return result.success ? {} : firstErrors(result.error);
  };

  useEffect(() => setHydrated(true), []);

  const readValues = (): Record<string, string> => {
    const data = new FormData(formRef.current ?? undefined);
    return Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')]));
  };

  const change = () => {
    if (tried) setErrors(validate(readValues()));
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = fields.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setFormError('');
    const values = readValues();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    setBusy(true);
    const result = await requestJson<T>(endpoint, { body: { ...values, ...(extraBody?.() ?? {}) } });
    if (result.ok) {
      setBusy(false);
      return onSuccess(result.data);
    }
    setBusy(false);
    setFormError(result.message);
    setErrors(result.fields);
    focusFirstError(result.fields);
  }

  return (
    <form ref={formRef} className="account-form" method="post" noValidate onSubmit={submit}>
      {formError && <p className="form-error" role="alert">{formError}</p>}
      {fields.map((field) => {
        const ui = FIELD_UI[field];
        const inputId = `${id}-${field}`;
        const error = errors[field];
        return (
          <div className="field" key={field}>
            <label htmlFor={inputId}>{ui.label}</label>
            <input
              id={inputId}
              name={field}
              type={ui.type}
              defaultValue={defaults?.[field]}
              autoComplete={endpoint === '/api/business/login' && field === 'business_password' ? 'current-password' : ui.autoComplete}
              onChange={change}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
            />
            {error && <p className="field-error" id={`${inputId}-error`}>{error}</p>}
          </div>
        );
      })}
      <button className="btn btn-primary" type="submit" disabled={busy || !hydrated}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
