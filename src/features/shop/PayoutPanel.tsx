/**
 * The payout account (Stripe Connect) on the Shop page, for the owner and managers: its state, what Stripe still
 * needs, and the button to Stripe's onboarding. Customers cannot order until it is active, and the page says so.
 */
import { useState } from 'react';
import type { PayoutAccountResponse } from '../../schemas/payouts.ts';
import { startOnboarding } from './shop.store.ts';

export const NO_COMMISSION = 'Main Street takes no commission on your sales.';
export const STRIPE_FEE = 'Stripe charges its card fee: 2.9% + C$0.30 per payment in Canada.';
export const CANNOT_ORDER_YET = 'Customers cannot order yet: the shop takes orders once your payout account is active.';

const STATE_TEXT: Record<PayoutAccountResponse['state'], string> = {
  not_connected: 'Not connected: connect a payout account so customers can pay you.',
  onboarding_needed: 'Onboarding needed: finish telling Stripe about your business.',
  restricted: 'Restricted: Stripe needs more before it can pay you.',
  active: 'Active: card payments go to your payout account and Stripe pays you out.',
};

/** 'individual.verification.document' → 'individual verification document'. */
const readable = (requirement: string) => requirement.replace(/[._]/g, ' ');

/** Stripe sends the owner back here: after onboarding (`return`) or with a used or expired link (`refresh`). */
const RETURN_TEXT: Record<string, string> = {
  return: 'Back from Stripe. If the state below has not changed yet, reload the page in a minute.',
  refresh: 'That onboarding link had expired or was already used: continue with a new one.',
};

export default function PayoutPanel({ account }: { account: PayoutAccountResponse }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [back] = useState(() =>
    typeof window === 'undefined'
      ? ''
      : (RETURN_TEXT[new URL(window.location.href).searchParams.get('payouts') ?? ''] ?? ''),
  );
  async function go() {
    setBusy(true);
    const result = await startOnboarding();
    if (!result.ok) {
      setBusy(false);
      setError(result.message);
    }
  }
  return (
    <div className="shop-payouts">
      {back && <p className="notice">{back}</p>}
      <p>
        <strong>{STATE_TEXT[account.state]}</strong>
      </p>
      {account.state === 'restricted' && account.requirements_due.length > 0 && (
        <>
          <p>Stripe still needs:</p>
          <ul>
            {account.requirements_due.map((r) => (
              <li key={r}>{readable(r)}</li>
            ))}
          </ul>
        </>
      )}
      {account.state !== 'active' && <p className="notice">{CANNOT_ORDER_YET}</p>}
      <p>
        {NO_COMMISSION} {STRIPE_FEE}{' '}
        <a href="https://stripe.com/en-ca/pricing" rel="noopener" target="_blank">
          Stripe's pricing
        </a>
      </p>
      {account.state !== 'active' && (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void go()}>
          {busy ? 'Opening Stripe…' : account.state === 'not_connected' ? 'Connect payouts' : 'Continue onboarding'}
        </button>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
