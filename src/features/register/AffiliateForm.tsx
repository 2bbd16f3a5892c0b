/**
 * The referral program's affiliate registration (§2, §5): website URL, business name, email and
 * password — the same account creation as everywhere: 'check your inbox', and the emailed link
 * brings the new affiliate back here, signed in, to their referral link.
 * Default export, no props (rendered on /referral-program).
 */
import { useState } from 'react';
import { affiliateRegistrationSchema } from '../../schemas/business.ts';
import type { SignupAnswer } from '../../schemas/account-requests.ts';
import { useSession } from '../login/use-session.ts';
import AccountForm from './AccountForm.tsx';
import CheckInbox from './CheckInbox.tsx';
import { referralLink } from './referral.ts';

function ReferralLink({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  return (
    <div className="notice" role="status">
      <p><strong>Your referral link</strong></p>
      <p><code>{link}</code></p>
      <p className="muted">Share it: businesses that register through it and pay for a plan earn you a monthly commission.</p>
      <p><a href="/dashboard/">Go to your dashboard</a></p>
    </div>
  );
}

export default function AffiliateForm() {
  const { ready, auth } = useSession();
  const [sent, setSent] = useState<SignupAnswer | null>(null);
  const known = ready && auth.status === 1 ? auth.referral_code : undefined;
  if (known) return <ReferralLink code={known} />;
  if (sent) return <CheckInbox email={sent.email} onBack={() => setSent(null)} />;
  return (
    <AccountForm<SignupAnswer>
      fields={['business_website_url', 'business_name', 'business_email', 'business_password']}
      schema={affiliateRegistrationSchema}
      endpoint="/api/business/create"
      submitLabel="Join the referral program"
      busyLabel="Registering…"
      extraBody={() => ({ next: '/referral-program' })}
      onSuccess={setSent}
    />
  );
}
