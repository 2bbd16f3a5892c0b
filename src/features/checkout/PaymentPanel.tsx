/**
 * The self-contained payment panel (checkout and the website creator's step 5). It starts the
 * subscription on the server, loads Stripe Elements with the publishable key the server gives at
 * run time, confirms the card payment with the cardholder name, then asks the server to read the
 * new rank back from Stripe. Where payments are not configured it says so and does nothing else.
 */
import { useEffect, useState, type FormEvent } from 'react';
// The pure entry: Stripe.js is fetched only by loadStripe, once a card form is shown and payments are configured.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { formatCad, formatPlanPrice, getPlan } from '../plans/plans.ts';
import { loadAuth } from '../auth/auth.store.ts';
import { NETWORK_ERROR } from '../register/account-api.ts';
import { forgetReferral } from '../register/referral.ts';
import { goTo } from '../login/use-session.ts';
import { confirmRank, createSubscription, initCheckout, type CheckoutStart } from './payment-flow.ts';
import { billedSentence, paymentFailureMessage } from './checkout.ts';
import { LEGAL_PAGES } from '../../shared/legal.ts';
import TestModeNotice from './TestModeNotice.tsx';

export interface PaymentPanelProps {
  planId: 'web-hosting' | 'complete';
  /** Called after the payment succeeded and the server confirmed the new rank (default: go to /dashboard). */
  onSucceeded?: () => void;
}

type Phase =
  | { kind: 'connecting' }
  | { kind: 'unavailable'; message: string }
  | { kind: 'ready'; stripe: Stripe; start: CheckoutStart; testMode: boolean };

const ESTABLISHING = 'Establishing secure access to Stripe';

/** Local test mode's Stripe.js, served by `npm start` on this site; loadStripe then uses the window.Stripe it defines. */
function loadLocalStripeJs(src: string): Promise<void> {
  if ((window as { Stripe?: unknown }).Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('local Stripe.js did not load'));
    document.head.appendChild(script);
  });
}

/** What the card is charged, with each tax as the first invoice states it (checkout.ts words it). */
const billedText = (priceCents: number, start: CheckoutStart) =>
  billedSentence(
    formatCad(priceCents),
    start.taxes.map((t) => ({ name: t.name, amount: formatCad(t.amountCents) })),
    formatCad(start.amountDueCents),
  );

function CardForm({
  planId,
  start,
  testMode,
  onSucceeded,
}: PaymentPanelProps & { start: CheckoutStart; testMode: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [cardReady, setCardReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || busy) return;
    if (!name.trim()) return setNameError('Please enter the name on the card.');
    setNameError('');
    setBusy(true);
    setStatus('');
    const result = await stripe.confirmCardPayment(start.clientSecret, {
      payment_method: { card, billing_details: { name: name.trim() } },
    });
    if (result.error || result.paymentIntent?.status !== 'succeeded') {
      setStatus(paymentFailureMessage(result.error, result.paymentIntent?.status, testMode));
      setBusy(false);
      return;
    }
    const confirmed = await confirmRank(start.subscriptionId);
    if (!confirmed.ok) {
      setStatus(
        `Your payment went through, but your plan could not be confirmed yet (${confirmed.message || 'Error'}). It will show as active within a few minutes.`,
      );
      setBusy(false);
      return;
    }
    forgetReferral(window.localStorage);
    await loadAuth();
    if (onSucceeded) onSucceeded();
    else goTo('/dashboard/');
  }

  const plan = getPlan(planId);
  return (
    <form className="payment-form" onSubmit={pay} noValidate>
      <div className="field">
        <label htmlFor={`cardholder-${planId}`}>Cardholder name</label>
        <input
          id={`cardholder-${planId}`}
          autoComplete="cc-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `cardholder-${planId}-error` : undefined}
        />
        {nameError && (
          <p className="field-error" id={`cardholder-${planId}-error`}>
            {nameError}
          </p>
        )}
      </div>
      <div className="field" role="group" aria-labelledby={`card-label-${planId}`}>
        <span id={`card-label-${planId}`} className="label">
          Card details
        </span>
        {!cardReady && <p className="muted">{ESTABLISHING}</p>}
        <div className="card-field">
          <CardElement options={{ hidePostalCode: false }} onReady={() => setCardReady(true)} />
        </div>
        {status && (
          <p className="field-error" role="alert">
            {status}
          </p>
        )}
      </div>
      <p className="muted small">
        By confirming payment you agree to the Main Street <a href={LEGAL_PAGES.en.terms}>Terms of Service</a> and{' '}
        <a href={LEGAL_PAGES.en.privacy}>Privacy Policy</a>. {billedText(plan.priceCents, start)}
        {testMode ? ' In test mode nothing is billed.' : ''}
      </p>
      <button className="btn btn-primary" type="submit" disabled={!stripe || !cardReady || busy}>
        {busy ? 'Transaction in progress' : 'Confirm payment'}
      </button>
    </form>
  );
}

export default function PaymentPanel({ planId, onSucceeded }: PaymentPanelProps) {
  const [phase, setPhase] = useState<Phase>({ kind: 'connecting' });

  useEffect(() => {
    let live = true;
    const show = (next: Phase) => live && setPhase(next);
    (async () => {
      setPhase({ kind: 'connecting' });
      const config = await initCheckout();
      if (!config.ok || !config.data.email) {
        if (config.status === 401 || (config.ok && !config.data.email)) console.error('Not authorized');
        return show({
          kind: 'unavailable',
          message:
            config.status === 401 ? 'Please log in to choose a paid plan.' : config.ok ? NETWORK_ERROR : config.message,
        });
      }
      if (!config.data.configured || !config.data.publishable_key) {
        return show({
          kind: 'unavailable',
          message: config.data.message ?? 'Payments are not configured on this server.',
        });
      }
      const started = await createSubscription(planId);
      if (!started.ok || !started.data.subscriptionId || !started.data.clientSecret) {
        console.error('Error: #908');
        return show({ kind: 'unavailable', message: (!started.ok && started.message) || NETWORK_ERROR });
      }
      const { publishable_key: key, stripe_js_url: localStripeJs, test_mode: testMode } = config.data;
      const stripe = await (localStripeJs ? loadLocalStripeJs(localStripeJs) : Promise.resolve())
        .then(() => loadStripe(key))
        .catch(() => null);
      if (!stripe)
        return show({
          kind: 'unavailable',
          message: 'Stripe could not be reached. Please check your connection and retry in a few minutes.',
        });
      show({ kind: 'ready', stripe, start: started.data, testMode });
    })();
    return () => {
      live = false;
    };
  }, [planId]);

  const plan = getPlan(planId);
  return (
    <section className="payment-panel" aria-label="Payment">
      <p className="payment-price">
        <strong>{formatPlanPrice(plan)}</strong> <span className="muted">— {plan.name}</span>
      </p>
      {phase.kind === 'connecting' && (
        <p className="muted" role="status">
          {ESTABLISHING}
        </p>
      )}
      {phase.kind === 'unavailable' && (
        <p className="notice" role="status">
          {phase.message}
        </p>
      )}
      {phase.kind === 'ready' && phase.testMode && <TestModeNotice />}
      {phase.kind === 'ready' && (
        <Elements stripe={phase.stripe}>
          <CardForm planId={planId} start={phase.start} testMode={phase.testMode} onSucceeded={onSucceeded} />
        </Elements>
      )}
    </section>
  );
}
