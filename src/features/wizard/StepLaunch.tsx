import { Suspense, lazy, useEffect, useState } from 'react';
import DraftViewer from './DraftViewer.tsx';
import { PAYMENT_DELAY_MS } from './wizard.ts';
import { formatPlanPrice, getPlan } from '../plans/plans.ts';
import { afterPayment } from './wizard.store.ts';

// Loaded only at step 5: the card payment code (and Stripe.js) stays out of the wizard's first load.
const PaymentPanel = lazy(() => import('../checkout/PaymentPanel.tsx'));

/** Step 5: 'Launch your website to the world' — the drafts, and the hosting plan's checkout. */
export default function StepLaunch() {
  // Payment set-up starts 100 ms after the step shows (spec §4).
  const [paymentReady, setPaymentReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPaymentReady(true), PAYMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="wz-step">
      <h2 id="wizard-heading" tabIndex={-1}>
        Launch your website to the world
      </h2>
      <div className="wz-launch">
        <DraftViewer />
        <section className="wz-checkout" aria-labelledby="wz-checkout-title">
          <h3 id="wz-checkout-title">Checkout now</h3>
          <p className="muted">
            Publish this website with the {getPlan('web-hosting').name} plan ({formatPlanPrice(getPlan('web-hosting'))}
            ): hosting and your business dashboard.
          </p>
          {paymentReady && (
            <Suspense fallback={<p className="muted">Loading the secure payment form…</p>}>
              <PaymentPanel planId="web-hosting" onSucceeded={() => void afterPayment()} />
            </Suspense>
          )}
        </section>
      </div>
    </div>
  );
}
