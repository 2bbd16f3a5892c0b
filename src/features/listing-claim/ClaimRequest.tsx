/**
 * The reviewed claim request on the claim page (issue 39): a listing the directory has no email for is claimed by
 * a request an administrator checks. Shows the visitor's own request (pending, or refused with the reason) and
 * the form, validated with the function's schema; errors under their fields, the first one focused.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ListingClaimState } from '../../schemas/listing-claim.ts';
import {
  EMPTY_REQUEST,
  REQUEST_FIELDS,
  checkClaimRequest,
  dayText,
  type RequestErrors,
  type RequestField,
} from './claim-request.ts';
import type { ClaimTexts } from './claim-texts.ts';
import { claimedListingId, sendClaimRequest } from './listing-claim.store.ts';
import SignInFirst from './SignInFirst.tsx';

export default function ClaimRequest({ claim, t }: { claim: ListingClaimState; t: ClaimTexts }) {
  const name = claim.business_name;
  const day = (iso: string) => dayText(iso, t.lang);
  const request = claim.request;
  const [sentHere, setSentHere] = useState(false);
  const pendingRef = useRef<HTMLDivElement>(null);
  // Just sent: the form is gone, so focus moves to what replaced it (read out by screen readers).
  useEffect(() => {
    if (sentHere && request?.state === 'pending') pendingRef.current?.focus();
  }, [sentHere, request?.state]);
  if (request?.state === 'pending') {
    return (
      <div className="notice claim-state" role="status" tabIndex={-1} ref={pendingRef}>
        <p>
          <strong>{t.request.pending(name, day(request.created_at))}</strong>
        </p>
        <p>{t.request.pendingNext}</p>
      </div>
    );
  }
  return (
    <div>
      {request?.state === 'refused' ? (
        <div className="form-error claim-state" role="alert">
          <p>
            <strong>
              {t.request.refused(name, day(request.created_at), request.decided_at && day(request.decided_at))}
            </strong>
          </p>
          <p>
            {t.request.reason} {request.refusal_reason}
          </p>
          <p>{t.request.askAgain}</p>
        </div>
      ) : (
        <>
          <p>
            <strong>{name}</strong>
            {t.unclaimed}
          </p>
          <p>{t.request.intro}</p>
        </>
      )}
      {claim.state === 'request-sign-in' ? (
        <SignInFirst t={t} then={t.request.then} />
      ) : (
        <RequestForm t={t} onSent={() => setSentHere(true)} />
      )}
    </div>
  );
}

function RequestForm({ t, onSent }: { t: ClaimTexts; onSent: () => void }) {
  const { labels, hints } = t.request;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY_REQUEST);
  const [errors, setErrors] = useState<RequestErrors>({});
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = (f: RequestField) => `${id}-${f}`;

  const showErrors = (found: RequestErrors, message = '') => {
    setErrors(found);
    setNotice(message || found.listing || '');
    const first = REQUEST_FIELDS.find((f) => found[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
  };
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const checked = checkClaimRequest(claimedListingId(), values, t.lang);
    if (!checked.ok) {
      const said = Object.entries(checked.errors).map(([field, message]) => [field, t.say(message)]);
      return showErrors(Object.fromEntries(said));
    }
    setSending(true);
    const failed = await sendClaimRequest(checked.body);
    setSending(false);
    if (failed) showErrors(failed.fields, failed.message);
    else onSent();
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-label={t.request.formLabel}>
      {REQUEST_FIELDS.map((f) => {
        const described = [hints[f] && `${fieldId(f)}-hint`, errors[f] && `${fieldId(f)}-error`].filter(Boolean);
        const props = {
          id: fieldId(f),
          name: f,
          value: values[f],
          'aria-invalid': errors[f] ? true : undefined,
          'aria-describedby': described.join(' ') || undefined,
          onChange: (e: { currentTarget: { value: string } }) => {
            const value = e.currentTarget.value;
            setValues((v) => ({ ...v, [f]: value }));
            setErrors(({ [f]: _cleared, ...rest }) => rest);
          },
        };
        return (
          <div className="field" key={f}>
            <label htmlFor={fieldId(f)}>{labels[f]}</label>
            {f === 'message' ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
            {hints[f] && (
              <p className="muted small" id={`${fieldId(f)}-hint`}>
                {hints[f]}
              </p>
            )}
            {errors[f] && (
              <p className="field-error" id={`${fieldId(f)}-error`}>
                {errors[f]}
              </p>
            )}
          </div>
        );
      })}
      {notice && (
        <p className="form-error" role="alert">
          {notice}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
        {sending ? t.sending : t.request.submit}
      </button>
    </form>
  );
}
