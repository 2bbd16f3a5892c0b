/**
 * The order's summary as the buyer sees it on the pay and confirmation pages (issue 40): each line, the fee, each
 * tax on its own line with the business's registration number (or why none is charged), and the total. Built
 * with DOM nodes and textContent only: nothing the order holds is read as HTML.
 */
import { formatMoney } from '../../shared/money.ts';
import type { ShopOrderResponse } from '../../schemas/shop-order.ts';
import type { PayText } from './pay-text.ts';

export function el(tag: string, text?: string, className?: string): HTMLElement {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

function row(table: HTMLElement, label: string, amount: string, note?: string | null, strong = false) {
  const tr = el('tr');
  const th = el('th', label);
  th.setAttribute('scope', 'row');
  if (note) th.append(el('br'), el('small', note));
  tr.append(th, el('td', amount));
  if (strong) tr.className = 'order-total';
  table.append(tr);
}

export function orderSummary(order: ShopOrderResponse, t: PayText, when: (iso: string) => string): HTMLElement {
  const money = (cents: number) => formatMoney(cents, order.language);
  const box = el('section', undefined, 'order-summary');
  const how =
    order.fulfilment === 'pickup'
      ? order.pickup_at
        ? t.pickupAt(when(order.pickup_at))
        : t.pickupAsap
      : order.fulfilment === 'shipping'
        ? t.shipping
        : t.delivery;
  box.append(el('p', how));
  const table = el('table', undefined, 'order-lines');
  for (const line of order.lines) {
    const name = `${line.quantity} × ${line.name}`;
    row(table, name, money(line.unit_price_cents * line.quantity), line.choices || null);
  }
  row(table, t.subtotal, money(order.subtotal_cents));
  if (order.delivery_fee_cents) row(table, t.fee, money(order.delivery_fee_cents));
  for (const tax of order.tax_lines) row(table, tax.label, money(tax.amount_cents), tax.registration);
  row(table, t.total, money(order.total_cents), null, true);
  box.append(table);
  for (const reason of order.tax_not_charged) box.append(el('p', reason, 'muted'));
  return box;
}
