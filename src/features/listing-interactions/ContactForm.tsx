/**
 * The listing popup's review / message form (spec §2, §3, §5). Rendered by the public site's popup
 * island: default export, props below. Validates with the same schema as the function, shows
 * every error under its field, disables the button while sending and keeps what was typed on error.
 */
import { useId, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Messages } from '../../shared/i18n/en.ts';
import { format } from '../../shared/i18n/format.ts';
import { firstInvalidField, type FieldName } from './contact-form.ts';
import { contactFormStore, resetContactForm, setField, submitContactForm } from './contact-form.store.ts';

export interface ContactFormProps {
  listingId: string;
  businessName: string;
  mode: 'message' | 'review';
  /** The page's catalogue (issue 31: English or French), loaded with the popup. */
  messages: Messages;
  lang?: 'en' | 'fr';
}

export default function ContactForm({ listingId, businessName, mode, messages: m, lang = 'en' }: ContactFormProps) {
  const store = contactFormStore(listingId, mode);
  const { values, errors, phase, notice, sent } = useStore(store);
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const errorId = (name: FieldName) => `${id}-${name}-error`;
  const sending = phase === 'sending';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const fieldErrors = await submitContactForm(store, { mode, listingId, businessName, messages: m, lang });
    const first = firstInvalidField(fieldErrors);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  }

  if (phase === 'sent' && sent) {
    return (
      <div className="contact-form contact-sent" role="status">
        <p className={sent.review?.status === 'rejected' ? 'form-error' : 'notice'}>{notice}</p>
        {sent.review && (
          <p className="muted">
            {format(m['form.status'], { status: m[`status.${sent.review.status}`] })}{' '}
            <a href={`${lang === 'fr' ? '/fr/statut-avis/' : '/review-status/'}?id=${sent.review.id}`}>
              {m['form.checkStatus']}
            </a>{' '}
            {m['form.keepLink']}
          </p>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => resetContactForm(store)}>
          {mode === 'review' ? m['form.anotherReview'] : m['form.anotherMessage']}
        </button>
      </div>
    );
  }

  const field = (name: Exclude<FieldName, 'rating'>, label: string, type = 'text', autoComplete?: string) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {name === 'message' ? (
        <textarea
          id={fieldId(name)}
          name={name}
          rows={5}
          value={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? errorId(name) : undefined}
          onChange={(e) => setField(store, 'message', e.target.value)}
        />
      ) : (
        <input
          id={fieldId(name)}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? errorId(name) : undefined}
          onChange={(e) => setField(store, name, e.target.value)}
        />
      )}
      {errors[name] && (
        <p className="field-error" id={errorId(name)}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form
      ref={formRef}
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={format(m[mode === 'review' ? 'form.reviewOf' : 'form.messageTo'], { name: businessName })}
    >
      <div className="contact-names">
        {field('firstName', m['form.firstName'], 'text', 'given-name')}
        {field('lastName', m['form.lastName'], 'text', 'family-name')}
      </div>
      {field('email', m['form.email'], 'email', 'email')}
      {field('phoneNumber', m['form.phone'], 'tel', 'tel')}
      {mode === 'review' && (
        <fieldset className="field star-rating" aria-describedby={errors.rating ? errorId('rating') : undefined}>
          <legend>{m['form.rating']}</legend>
          <div className="stars-input">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className={n <= values.rating ? 'on' : undefined}>
                <input
                  type="radio"
                  id={n === 1 ? fieldId('rating') : undefined}
                  name={`${id}-rating`}
                  value={n}
                  checked={values.rating === n}
                  onChange={() => setField(store, 'rating', n)}
                />
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">
                  {format(m[n > 1 ? 'form.stars.other' : 'form.stars.one'], { n })}
                </span>
              </label>
            ))}
            <span className="star-word" aria-hidden="true">
              {values.rating ? m[`star.${values.rating}` as 'star.1'] : ''}
            </span>
          </div>
          {errors.rating && (
            <p className="field-error" id={errorId('rating')}>
              {errors.rating}
            </p>
          )}
        </fieldset>
      )}
      {field('message', mode === 'review' ? m['form.yourReview'] : m['form.message'])}
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      {mode === 'review' && <p className="muted small">{m['form.moderated']}</p>}
      <button type="submit" className="btn btn-primary" disabled={sending}>
        {sending ? m['form.sending'] : mode === 'review' ? m['form.postReview'] : m['form.sendMessage']}
      </button>
    </form>
  );
}
