/** 'Manage plan and billing': opens the Stripe Customer Portal (card, $15/$45 switch, cancel). */
import { useStore } from '@nanostores/react';
import { $busy, openBillingPortal } from './website.store.ts';

export default function BillingButton() {
  const busy = useStore($busy);
  return (
    <p>
      <button className="btn btn-ghost" type="button" disabled={busy !== null} onClick={() => void openBillingPortal()}>
        {busy === 'billing' ? 'Opening…' : 'Manage plan and billing'}
      </button>
    </p>
  );
}
