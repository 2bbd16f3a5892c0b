/**
 * /checkout, step 2 of 2 (§2 Checkout): pick the free plan (the listing form), the hosting plan,
 * or Complete (cart total and the payment panel). Only for a signed-in business still on the
 * registered rank; a paid plan already active is shown as such.
 */
import { Suspense, lazy, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { getPlan } from '../plans/plans.ts';
import { goTo, useSession } from '../login/use-session.ts';
import { CHECKOUT_OPTIONS, cartTotal } from './checkout.ts';
import { $choice, choosePlan } from './checkout.store.ts';
import FreePlanButton from './FreePlanButton.tsx';
import EmailConfirmedNotice from '../register/EmailConfirmedNotice.tsx';

// The listing form (and its schema) and the payment panel (Stripe) load once a plan is chosen (issue 29).
const ListingForm = lazy(() => import('../listing-form/ListingForm.tsx'));
const PaymentPanel = lazy(() => import('./PaymentPanel.tsx'));
const loading = (what: string) => (
  <p className="muted" role="status">
    Loading {what}…
  </p>
);

export default function Checkout() {
  const { ready, auth } = useSession();
  const choice = useStore($choice);
  useEffect(() => {
    if (ready && auth.status !== 1) console.error('Not authorized');
  }, [ready, auth.status]);

  if (!ready)
    return (
      <p className="muted" role="status">
        Loading your account…
      </p>
    );
  if (auth.status !== 1) {
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> or <a href="/get-started/">create your free account</a> to choose a plan.
      </p>
    );
  }
  if (auth.rank && auth.rank !== 'registered') {
    return (
      <div className="notice">
        <p>
          Your {getPlan(auth.rank).name} plan is <strong className="badge badge-free">Active</strong>.
        </p>
        <p>
          <a className="btn btn-primary" href="/dashboard/my-business/">
            Manage my business
          </a>
        </p>
      </div>
    );
  }

  return (
    <div className="checkout">
      <EmailConfirmedNotice next="Choose your plan: a paid plan continues to payment; the free plan takes you straight to your dashboard." />
      <fieldset className="plan-choice">
        <legend className="visually-hidden">Choose your plan</legend>
        <div className="pricing">
          {CHECKOUT_OPTIONS.map((option) => (
            <label key={option.id} className={`plan plan-option${choice === option.id ? ' plan-popular' : ''}`}>
              <input
                type="radio"
                name="plan"
                value={option.id}
                checked={choice === option.id}
                onChange={() => choosePlan(option.id)}
              />{' '}
              <strong>{option.title}</strong>
              <span className="plan-price">{option.price}</span>
              <span className="muted">{option.summary}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {choice === null && (
        <div className="notice">
          <p>
            <strong>Please select a pricing plan</strong>
          </p>
          <p className="muted">Don't worry, you can always change your plan later.</p>
        </div>
      )}
      {choice === 'free' && (
        <section aria-labelledby="free-listing">
          <h2 id="free-listing">Your free {getPlan('registered').name} plan</h2>
          <p>
            Nothing to pay and nothing more to fill in now: go straight to your dashboard, and complete your directory
            listing there whenever you like.
          </p>
          <FreePlanButton />
          <h3>Or fill in your free directory listing now</h3>
          <p className="muted">Tell customers about your business. You can edit this any time from your dashboard.</p>
          <Suspense fallback={loading('the listing form')}>
            <ListingForm mode="create" businessName={auth.name} onSaved={() => goTo('/dashboard/?saved=listing')} />
          </Suspense>
        </section>
      )}
      {(choice === 'web-hosting' || choice === 'complete') && (
        <section aria-labelledby="cart">
          <h2 id="cart">Your cart</h2>
          <p className="cart-total">
            Cart total: <strong>{cartTotal(choice)}</strong>
          </p>
          <Suspense fallback={loading('the secure payment form')}>
            <PaymentPanel key={choice} planId={choice} />
          </Suspense>
        </section>
      )}
    </div>
  );
}
