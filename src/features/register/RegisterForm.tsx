/** The registration form of the home hero and /get-started (§2): on success, a full page load to /checkout. */
import { registrationSchema } from '../../schemas/business.ts';
import { homeFor } from '../auth/auth.store.ts';
import { goTo } from '../login/use-session.ts';
import AccountForm from './AccountForm.tsx';
import { storedReferral } from './referral.ts';

export default function RegisterForm() {
  return (
    <AccountForm
      fields={['business_name', 'business_email', 'business_password']}
      schema={registrationSchema}
      endpoint="/api/business/create"
      submitLabel="Register account"
      busyLabel="Registering…"
      extraBody={() => {
        const referral = storedReferral(window.localStorage);
        return referral ? { referral_id: referral } : {};
      }}
      onSuccess={({ auth }) => goTo(homeFor(auth))}
    />
  );
}
