// Placeholder owned by the accounts work (issue 4), which replaces this file with the real Stripe
// payment panel (plan summary, card entry, 'Confirm payment'). The wizard's step 5 reuses it.
export interface PaymentPanelProps {
  planId: 'web-hosting' | 'complete';
  /** Called after the payment succeeded and the server confirmed the new rank. */
  onSucceeded?: () => void;
}

export default function PaymentPanel(_props: PaymentPanelProps) {
  return <p className="notice">Payments are not available yet.</p>;
}
