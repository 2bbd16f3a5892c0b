/**
 * The referral program's affiliate registration (§2, §5): website URL, business name, email and
 * password — the same account creation as everywhere: 'check your inbox', and the emailed link
 * brings the new affiliate back here, signed in, to their referral link.
 * Default export, no props (rendered on /referral-program).
 */
import { useSession } from '../login/use-session.ts';
import SignupForm from './SignupForm.tsx';
import EmailConfirmedNotice from './EmailConfirmedNotice.tsx';
import { referralLink } from './referral.ts';

function ReferralLink({ code }: { code: string }) {
  const link = referralLink(window.location.origin, code);
  return (
    <>
      <EmailConfirmedNotice />
      <div className="notice" role="status">
        <p><strong>Your referral link</strong></p>
        <p><code>{link}</code></p>
        <p className="muted">Share it: businesses that register through it and pay for a plan earn you a monthly commission.</p>
        <p><a href="/dashboard/">Go to your dashboard</a></p>
      </div>
    </>
  );
}

export default function AffiliateForm() {
  const { ready, auth } = useSession();
  const known = ready && auth.status === 1 ? auth.referral_code : undefined;
  if (known) return <ReferralLink code={known} />;
  return <SignupForm affiliate next="/referral-program/" submitLabel="Join the referral program" />;
}
