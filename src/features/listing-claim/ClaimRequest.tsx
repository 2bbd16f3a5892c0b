/**
 * The reviewed claim request on the claim page (issue 39): a listing the directory has no email for is claimed by
 * a request an administrator checks. Shows the visitor's own request (pending, or refused with the reason) and
 * the form, validated with the function's schema; errors under their fields, the first one focused.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ListingClaimState } from '../../schemas/listing-claim.ts';
import {
  ASK_AGAIN,
  EMPTY_REQUEST,
  PENDING_NEXT,
  REQUEST_FIELDS,
  checkClaimRequest,
  pendingText,
  refusedText,
  type RequestErrors,
  type RequestField,
} from './claim-request.ts';
import { claimedListingId, sendClaimRequest } from './listing-claim.store.ts';
import SignInFirst from './SignInFirst.tsx';

export default function ClaimRequest({ claim }: { claim: ListingClaimState }) {
  const name = claim.business_name;
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
          <strong>{pendingText(name, request)}</strong>
        </p>
        <p>{PENDING_NEXT}</p>
      </div>
    );
  }
  return (
    <div>
      {request?.state === 'refused' ? (
        <div className="form-error claim-state" role="alert">
          <p>
            <strong>{refusedText(name, request)}</strong>
          </p>
          <p>The administrator’s reason: {request.refusal_reason}</p>
          <p>{ASK_AGAIN}</p>
        </div>
      ) : (
        <>
          <p>
            <strong>{name}</strong> has a free listing in the Main Street directory that nobody has claimed yet.
          </p>
          <p>
            The directory has no email address for the business, so we cannot email it a claim link. Instead, send a
            request: say your role and give a phone number or website where we can check that you run the business. A
            Main Street administrator reviews it and we email you the decision. Claiming is free.
          </p>
        </>
      )}
      {claim.state === 'request-sign-in' ? (
        <SignInFirst then="and you come back here to send the request." />
      ) : (
        <RequestForm onSent={() => setSentHere(true)} />
      )}
    </div>
  );
}

const LABELS: Record<RequestField, string> = {
  role_at_business: 'Your role at the business',
  proof: 'A phone number or website that shows you run it',
  message: 'Anything else the administrator should know (optional)',
};
const HINTS: Partial<Record<RequestField, string>> = {
  role_at_business: 'For example: owner, manager.',
  proof: 'For example the business’s phone number or its website.',
};

function RequestForm({ onSent }: { onSent: () => void }) {
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
    const checked = checkClaimRequest(claimedListingId(), values);
    if (!checked.ok) return showErrors(checked.errors);
    setSending(true);
    const failed = await sendClaimRequest(checked.body);
    setSending(false);
    if (failed) showErrors(failed.fields, failed.message);
    else onSent();
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={onSubmit} aria-label="Claim request">
      {REQUEST_FIELDS.map((f) => {
        const described = [HINTS[f] && `${fieldId(f)}-hint`, errors[f] && `${fieldId(f)}-error`].filter(Boolean);
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
            <label htmlFor={fieldId(f)}>{LABELS[f]}</label>
            {f === 'message' ? <textarea rows={4} {...props} /> : <input type="text" {...props} />}
            {HINTS[f] && (
              <p className="muted small" id={`${fieldId(f)}-hint`}>
                {HINTS[f]}
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
        {sending ? 'Sending…' : 'Send the request'}
      </button>
    </form>
  );
}
