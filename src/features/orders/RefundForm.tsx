/**
 * The refund form of an order (managers and the owner): an amount, or items by quantity (the server prices them
 * with their tax). Validated with the same schema as the function; nothing typed is lost on an error.
 */
import { useId, useState } from 'react';
import { z } from '../../schemas/z.ts';
import { orderRefundSchema } from '../../schemas/shop-orders.ts';
import { formatMoney } from '../../shared/money.ts';
import type { OrderDetail } from '../../schemas/shop-orders-responses.ts';
import { refundOrder } from './orders.store.ts';
import { dollarsToCents } from './orders.ts';

export default function RefundForm({ order }: { order: OrderDetail }) {
  const id = useId();
  const [mode, setMode] = useState<'items' | 'amount'>('items');
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const left = order.total_cents - order.refunded_cents;
  const refundable = order.lines.filter((l) => l.quantity > l.refunded_quantity);

  async function submit(event: Event) {
    event.preventDefault();
    setMessage(null);
    const cents = dollarsToCents(amount);
    if (mode === 'amount' && cents === null) {
      setMessage({ ok: false, text: 'Enter an amount in dollars, like 4.50.' });
      return;
    }
    const lines = Object.entries(quantities)
      .filter(([, q]) => q > 0)
      .map(([line, quantity]) => ({ line: Number(line), quantity }));
    const body = {
      order_id: order.id,
      ...(mode === 'amount' ? { amount_cents: cents! } : { lines }),
      ...(reason.trim() ? { reason } : {}),
    };
    const parsed = z.safeParse(orderRefundSchema, body);
    if (!parsed.success) {
      setMessage({ ok: false, text: parsed.error.issues[0]?.message ?? 'Check the refund.' });
      return;
    }
    setBusy(true);
    const outcome = await refundOrder(body);
    setBusy(false);
    if (outcome.ok) {
      setAmount('');
      setQuantities({});
      setReason('');
    }
    setMessage(
      outcome.ok ? { ok: true, text: 'Refunded: the customer is emailed.' } : { ok: false, text: outcome.error },
    );
  }

  return (
    <form
      className="orders-refund"
      onSubmit={(e) => void submit(e as unknown as Event)}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>Refund</h3>
      <p className="muted small">
        {formatMoney(left, 'en')} left to refund. Refunds go back to the customer's card through Stripe and do not put
        items back in stock.
      </p>
      <fieldset className="orders-refund-mode">
        <legend className="visually-hidden">Refund by</legend>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'items'} onChange={() => setMode('items')} /> Items
        </label>
        <label>
          <input type="radio" name={`${id}-mode`} checked={mode === 'amount'} onChange={() => setMode('amount')} /> An
          amount
        </label>
      </fieldset>
      {mode === 'items' ? (
        <div className="orders-refund-lines">
          {refundable.map((l) => (
            <label key={l.line}>
              <span>
                {l.name} ({formatMoney(l.unit_price_cents, 'en')} each, {l.quantity - l.refunded_quantity} left)
              </span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={l.quantity - l.refunded_quantity}
                value={quantities[l.line] ?? 0}
                onInput={(e) => setQuantities({ ...quantities, [l.line]: Number(e.currentTarget.value) || 0 })}
              />
            </label>
          ))}
          <p className="muted small">Each item is refunded at the price paid, with its tax.</p>
        </div>
      ) : (
        <label>
          Amount in dollars
          <input type="text" inputMode="decimal" value={amount} onInput={(e) => setAmount(e.currentTarget.value)} />
        </label>
      )}
      <label>
        Reason (optional, kept with the refund)
        <input type="text" maxLength={200} value={reason} onInput={(e) => setReason(e.currentTarget.value)} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Refunding…' : 'Refund'}
      </button>
      {message && (
        <p className={message.ok ? 'notice' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </form>
  );
}
