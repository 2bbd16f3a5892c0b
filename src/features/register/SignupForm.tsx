/**
 * The one sign-up, wherever it is offered (/get-started, the website creator's account step, the
 * referral program; the home page's form leads into the creator's): the same §5 fields and messages
 * (registrationSchema, plus the website URL on the affiliate form), the same POST /api/business/create
 * with the stored referral code, and the same 'check your inbox'. The emailed link creates the account,
 * signs the person in and continues to `next`, where the page says the email was confirmed.
 */
import { useState, type ReactNode } from 'react';
import { affiliateRegistrationSchema, registrationSchema } from '../../schemas/business.ts';
import type { SignupAnswer } from '../../schemas/account-requests.ts';
import PersonForm, { type PersonField } from '../account/PersonForm.tsx';
import CheckInbox from './CheckInbox.tsx';
import { storedReferral } from './referral.ts';
import { LEGAL_PAGES, SIGNUP_AGREEMENT as A } from '../../shared/legal.ts';

export interface SignupFormProps {
  /** Where the emailed link continues (a path on this site). */
  next: string;
  /** The referral program's form also asks for the website URL (§3). */
  affiliate?: boolean;
  submitLabel?: string;
  /** Values already typed elsewhere (the creator's business details). */
  defaults?: Partial<Record<AccountField, string>>;
  /** False where the page already has the heading (the creator's step). */
  heading?: boolean;
  /** Shown under 'check your inbox' (e.g. where the link leads). */
  afterSent?: ReactNode;
}

export type AccountField = 'business_website_url' | 'business_name' | 'business_email' | 'business_password';

const FIELD_UI: Record<AccountField, Omit<PersonField, 'name'>> = {
  business_website_url: { label: 'Website URL', type: 'text', autoComplete: 'url' },
  business_name: { label: 'Business name', type: 'text', autoComplete: 'organization' },
  business_email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  business_password: { label: 'Password', type: 'password', autoComplete: 'new-password' },
};
const FIELDS: AccountField[] = ['business_name', 'business_email', 'business_password'];
const AFFILIATE_FIELDS: AccountField[] = ['business_website_url', ...FIELDS];

export default function SignupForm({
  next,
  affiliate = false,
  submitLabel = 'Register account',
  defaults,
  heading = true,
  afterSent,
}: SignupFormProps) {
  const [sent, setSent] = useState<SignupAnswer | null>(null);
  if (sent) {
    return (
      <>
        <CheckInbox email={sent.email} onBack={() => setSent(null)} heading={heading} />
        {afterSent}
      </>
    );
  }
  return (
    <>
      <PersonForm<SignupAnswer>
        fields={(affiliate ? AFFILIATE_FIELDS : FIELDS).map((name) => ({
          name,
          ...FIELD_UI[name],
          defaultValue: defaults?.[name],
        }))}
        schema={affiliate ? affiliateRegistrationSchema : registrationSchema}
        endpoint="/api/business/create"
        submitLabel={submitLabel}
        busyLabel="Registering…"
        extraBody={() => {
          let referral: string | undefined;
          try {
            referral = storedReferral(window.localStorage);
          } catch {
            // storage unavailable: no referral
          }
          return { next, ...(referral ? { referral_id: referral } : {}) };
        }}
        onSuccess={setSent}
      />
      <p className="muted small">
        {A.before}
        <a href={LEGAL_PAGES.en.terms}>{A.terms}</a>
        {A.and}
        <a href={LEGAL_PAGES.en.privacy}>{A.privacy}</a>
        {A.after}
      </p>
    </>
  );
}
