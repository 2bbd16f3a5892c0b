/**
 * The one form body for a person's account, team and sign-up (SignupForm): validates with the shared
 * schema (first message under each field, again on every change once submitted), shows the server's
 * message above the form, keeps the button disabled until the island hydrates and while the request
 * runs, and hands the answer to `onSuccess`. Inputs are uncontrolled, so whatever a visitor types
 * before the island hydrates is kept; method="post" keeps a password out of any URL regardless.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from '../../schemas/z.ts';
import { firstErrors } from '../../schemas/business.ts';
import { requestJson } from '../register/account-api.ts';

export interface PersonField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'select';
  autoComplete?: string;
  options?: { value: string; label: string }[];
  hint?: string;
  /** What the input starts with (uncontrolled, so hydration keeps what was typed). */
  defaultValue?: string;
}

export interface PersonFormProps<T> {
  fields: PersonField[];
  schema: z.ZodMiniType;
  endpoint: string;
  submitLabel: string;
  busyLabel: string;
  /** Added to the body and checked with it (a link's token; the sign-up's `next`, read when it is sent). */
  extraBody?: Record<string, unknown> | (() => Record<string, unknown>);
  onSuccess: (answer: T, form: HTMLFormElement) => void;
  children?: ReactNode;
}

export default function PersonForm<T>({
  fields,
  schema,
  endpoint,
  submitLabel,
  busyLabel,
  extraBody,
  onSuccess,
  children,
}: PersonFormProps<T>) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [tried, setTried] = useState(false);
  useEffect(() => setHydrated(true), []);

  const values = (): Record<string, string> => {
    const data = new FormData(formRef.current ?? undefined);
    return Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.name) ?? '')]));
  };
  const bodyOf = () => ({ ...values(), ...(typeof extraBody === 'function' ? extraBody() : extraBody) });
  const check = (body: Record<string, unknown>) => {
    const checked = schema.safeParse(body);
    return checked.success ? {} : firstErrors(checked.error);
  };
  const change = () => {
    if (tried) setErrors(check(bodyOf()));
  };
  const focusFirst = (found: Record<string, string>) => {
    const first = fields.find((f) => found[f.name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    setFormError('');
    const body = bodyOf();
    const found = check(body);
    setErrors(found);
    if (Object.keys(found).length) return focusFirst(found);
    setBusy(true);
    const result = await requestJson<T>(endpoint, { body });
    setBusy(false);
    if (result.ok) return onSuccess(result.data, formRef.current!);
    setFormError(result.message);
    setErrors(result.fields);
    focusFirst(result.fields);
  }

  return (
    <form ref={formRef} className="account-form" method="post" noValidate onSubmit={submit}>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      {fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const error = errors[field.name];
        const describedBy =
          [error && `${inputId}-error`, field.hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
        const common = {
          id: inputId,
          name: field.name,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        };
        return (
          <div className="field" key={field.name}>
            <label htmlFor={inputId}>{field.label}</label>
            {field.type === 'select' ? (
              <select {...common} defaultValue={field.defaultValue} onChange={change}>
                {field.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...common}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                defaultValue={field.defaultValue}
                onChange={change}
              />
            )}
            {field.hint && (
              <p className="muted small" id={`${inputId}-hint`}>
                {field.hint}
              </p>
            )}
            {error && (
              <p className="field-error" id={`${inputId}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      {children}
      <button className="btn btn-primary" type="submit" disabled={busy || !hydrated}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
