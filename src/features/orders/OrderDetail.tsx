/**
 * One order on the Orders page: its status and times, the customer, how it is fulfilled, the lines, the fee and
 * each tax line with its rate and registration number (or why none is charged), the total, the payment and the
 * refunds; then the actions the person's role allows and, for managers and the owner, the refund form.
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../shared/money.ts';
import { actionLabel, statusLabel, type OrderAction } from '../../shared/order-status.ts';
import { notChargedText, registrationLabel, taxLineLabel } from '../../shared/sales-tax/receipt-labels.ts';
import type { OrderDetail as Order } from '../../schemas/shop-orders-responses.ts';
import { $openOrder, closeOrder, runOrderAction } from './orders.store.ts';
import { formatWhen } from './orders.ts';
import RefundForm from './RefundForm.tsx';

const money = (cents: number) => formatMoney(cents, 'en');

function Fulfilment({ order }: { order: Order }) {
  if (order.fulfilment === 'pickup') {
    return <p>Pickup: {order.pickup_at ? formatWhen(order.pickup_at) : 'as soon as it is ready'}</p>;
  }
  const a = order.address;
  const where = a ? `${a.line1}, ${a.city} ${a.province} ${a.postalCode}` : '';
  return <p>{order.fulfilment === 'shipping' ? `Ship to ${where}` : `Deliver to ${where}`}</p>;
}

function Actions({ order }: { order: Order }) {
  const [busy, setBusy] = useState<OrderAction | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  async function run(action: OrderAction) {
    setBusy(action);
    setMessage(null);
    const outcome = await runOrderAction(order.id, action);
    setBusy(null);
    setConfirming(false);
    const done = { accept: 'Accepted.', ready: 'Marked ready: the customer is emailed.', complete: 'Done.' };
    const cancelled = 'Cancelled, and what was left of the payment is refunded.';
    setMessage(
      outcome.ok
        ? { ok: true, text: action === 'cancel' ? cancelled : done[action] }
        : { ok: false, text: outcome.error },
    );
  }
  const left = order.total_cents - order.refunded_cents;
  const moves = order.actions.filter((a) => a !== 'cancel');
  return (
    <>
      {(moves.length > 0 || order.actions.includes('cancel')) && (
        <div className="orders-actions">
          {moves.map((a) => (
            <button
              key={a}
              type="button"
              className="btn btn-primary"
              disabled={busy !== null}
              onClick={() => void run(a)}
            >
              {busy === a ? 'Saving…' : actionLabel(a, order.fulfilment)}
            </button>
          ))}
          {order.actions.includes('cancel') && !confirming && (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy !== null}
              onClick={() => setConfirming(true)}
            >
              {actionLabel('cancel', order.fulfilment)}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <div className="orders-confirm" role="group" aria-label="Cancel this order">
          <p>
            Cancel order {order.number}? {left > 0 ? `${money(left)} goes back to the customer's card. ` : ''}Items are
            not put back in stock.
          </p>
          <button type="button" className="btn btn-primary" disabled={busy !== null} onClick={() => void run('cancel')}>
            {busy === 'cancel' ? 'Cancelling…' : 'Yes, cancel and refund'}
          </button>{' '}
          <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
            Keep the order
          </button>
        </div>
      )}
      {message && (
        <p className={message.ok ? 'notice' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </>
  );
}

function Lines({ order }: { order: Order }) {
  return (
    <div className="orders-table-wrap">
      <table className="orders-table">
        <caption className="visually-hidden">Items of order {order.number}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.line}>
              <td>
                {l.name}
                {l.choices && <span className="muted small"> ({l.choices})</span>}
                {l.refunded_quantity > 0 && <span className="muted small"> · {l.refunded_quantity} refunded</span>}
              </td>
              <td>{l.quantity}</td>
              <td>{money(l.unit_price_cents)}</td>
              <td>{money(l.unit_price_cents * l.quantity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td>{money(order.subtotal_cents)}</td>
          </tr>
          {order.fulfilment !== 'pickup' && (
            <tr>
              <th scope="row" colSpan={3}>
                {order.fulfilment === 'shipping' ? 'Shipping' : 'Delivery'}
              </th>
              <td>{money(order.delivery_fee_cents)}</td>
            </tr>
          )}
          {order.tax_lines.map((t) => (
            <tr key={t.tax}>
              <th scope="row" colSpan={3}>
                {taxLineLabel(t, 'en')}
                <span className="muted small"> {registrationLabel(t, 'en')}</span>
              </th>
              <td>{money(t.amountCents)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>
              <strong>{money(order.total_cents)}</strong>
            </td>
          </tr>
          {order.refunded_cents > 0 && (
            <tr>
              <th scope="row" colSpan={3}>
                Refunded
              </th>
              <td>−{money(order.refunded_cents)}</td>
            </tr>
          )}
        </tfoot>
      </table>
    </div>
  );
}

export default function OrderDetail() {
  const open = useStore($openOrder);
  if (open.status === 'idle')
    return <p className="muted orders-pick">Choose an order to see its items and act on it.</p>;
  if (open.status === 'loading')
    return (
      <p className="muted" role="status">
        Loading the order…
      </p>
    );
  if (open.status === 'error' || !open.order)
    return (
      <p className="form-error" role="alert">
        {open.error}
      </p>
    );
  const order = open.order;
  const reasons = order.tax_not_charged.map((n) => notChargedText(n as Parameters<typeof notChargedText>[0], 'en'));
  return (
    <article className="card orders-order" aria-labelledby="order-title">
      <div className="card-body">
        <h2 id="order-title" tabIndex={-1}>
          Order {order.number}{' '}
          <span className={`badge orders-status-${order.status}`}>{statusLabel(order.status, order.fulfilment)}</span>
        </h2>
        <p className="muted small">
          Paid {formatWhen(order.paid_at ?? order.created_at)} · from your {order.source} ·{' '}
          {order.language === 'fr' ? 'in French' : 'in English'}
        </p>
        <Actions order={order} />
        <h3>Customer</h3>
        <p>
          {order.customer_name}
          <br />
          <a href={`mailto:${order.customer_email}`}>{order.customer_email}</a>
          {order.customer_phone && (
            <>
              <br />
              <a href={`tel:${order.customer_phone}`}>{order.customer_phone}</a>
            </>
          )}
        </p>
        <Fulfilment order={order} />
        {order.note && <p className="orders-note">Note: {order.note}</p>}
        <h3>Items</h3>
        <Lines order={order} />
        {reasons.map((r) => (
          <p key={r} className="muted small">
            {r}
          </p>
        ))}
        <h3>Payment</h3>
        <p className="small">
          Paid by card through Stripe to your payout account
          {order.payment_intent_id ? ` (payment ${order.payment_intent_id})` : ''}. Main Street takes no commission.
        </p>
        {order.refunds.length > 0 && (
          <ul className="small">
            {order.refunds.map((r) => (
              <li key={r.id}>
                {money(r.amount_cents)} refunded {formatWhen(r.created_at)}
                {r.state === 'pending' ? ' (waiting for Stripe)' : ''}
                {r.reason ? `: ${r.reason}` : ''}
              </li>
            ))}
          </ul>
        )}
        {order.can_refund && <RefundForm order={order} />}
        <p>
          <button type="button" className="btn btn-ghost" onClick={closeOrder}>
            Close
          </button>
        </p>
      </div>
    </article>
  );
}
