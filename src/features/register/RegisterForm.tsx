/**
 * The registration form of /get-started (§2): on success, 'check your inbox'; the emailed link
 * creates the account and continues to /checkout (step 2 of 2), signed in.
 */
import { useState } from 'react';
import { registrationSchema } from '../../schemas/business.ts';
import type { SignupAnswer } from '../../schemas/account-requests.ts';
import AccountForm from './AccountForm.tsx';
import CheckInbox from './CheckInbox.tsx';
import { storedReferral } from './referral.ts';

export default function RegisterForm() {
  const [sent, setSent] = useState<SignupAnswer | null>(null);
  if (sent) return <CheckInbox email={sent.email} onBack={() => setSent(null)} />;
  return (
    <AccountForm<SignupAnswer>
      fields={['business_name', 'business_email', 'business_password']}
      schema={registrationSchema}
      endpoint="/api/business/create"
      submitLabel="Register account"
      busyLabel="Registering…"
      extraBody={() => {
        const referral = storedReferral(window.localStorage);
        return { next: '/checkout', ...(referral ? { referral_id: referral } : {}) };
      }}
      onSuccess={setSent}
    />
  );
}
