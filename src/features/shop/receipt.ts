/**
 * An order's receipt (issue 40), for the customer's email and confirmation page: the business's name and address,
 * the order number and date, each line, the delivery or shipping fee, the subtotal, each tax on its own line with
 * its rate and the business's registration number (or the sentence saying why none is charged), the total, the
 * refunds so far and how the order is fulfilled. In the order's language; every value escaped. Pure.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import { notChargedText, registrationLabel, taxLineLabel } from '../../shared/sales-tax/receipt-labels.ts';
import type { Fulfilment, TaxResult } from '../../shared/sales-tax/types.ts';
import { RECEIPT_TEXT, type ReceiptText } from './receipt-text.ts';

export interface ReceiptLine {
  line: number;
  name: string;
  /** The choices made, as copied at checkout ('Large, oat milk'); '' when none. */
  choices: string;
  quantity: number;
  unitPriceCents: number;
  refundedQuantity: number;
}

export interface ShippingAddress {
  line1: string;
  city: string;
  province: string;
  postalCode: string;
}

/** What a receipt shows, built from an orders row, its order_items rows and the business's listing. */
export interface ReceiptOrder {
  number: number;
  /** When it was placed (paid, or created before payment), ISO. */
  placedAt: string;
  /** The business's time zone (provinceTimeZone of its listing's province): dates are written in it. */
  timeZone: string;
  business: { name: string; address: string | null };
  customerName: string;
  fulfilment: Fulfilment;
  /** Pickup: the chosen time (ISO), or null for as soon as possible. */
  pickupAt: string | null;
  address: ShippingAddress | null;
  lines: ReceiptLine[];
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  refundedCents: number;
  tax: TaxResult;
}

type Row = { label: string; amount: string; note?: string; strong?: boolean };

export function formatOrderDate(iso: string, timeZone: string, lang: Lang): string {
  const format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  });
  return format.format(new Date(iso));
}

export const addressText = (a: ShippingAddress) => `${a.line1}, ${a.city} ${a.province} ${a.postalCode}`;

/** 'Pickup: as soon as it is ready', 'Pickup: November 28, 2026 at 9:30 a.m.', 'Delivery to …'. */
export function fulfilmentText(order: ReceiptOrder, lang: Lang): string {
  const t = RECEIPT_TEXT[lang];
  if (order.fulfilment === 'pickup') {
    return order.pickupAt ? t.pickupAt(formatOrderDate(order.pickupAt, order.timeZone, lang)) : t.pickupAsap;
  }
  const where = order.address ? addressText(order.address) : '';
  return order.fulfilment === 'shipping' ? t.shippingTo(where) : t.deliveryTo(where);
}

/** The rows under the lines: subtotal, fee, untaxed parts, each tax or why none, total, refunds. */
function summaryRows(order: ReceiptOrder, lang: Lang, t: ReceiptText): Row[] {
  const money = (cents: number) => formatMoney(cents, lang);
  const rows: Row[] = [{ label: t.subtotal, amount: money(order.subtotalCents) }];
  if (order.deliveryFeeCents > 0 || order.fulfilment !== 'pickup') {
    const label = order.fulfilment === 'shipping' ? t.shippingFee : t.deliveryFee;
    rows.push({ label, amount: money(order.deliveryFeeCents) });
  }
  if (order.tax.zeroRatedCents > 0) rows.push({ label: t.zeroRated, amount: money(order.tax.zeroRatedCents) });
  if (order.tax.exemptCents > 0) rows.push({ label: t.exempt, amount: money(order.tax.exemptCents) });
  for (const line of order.tax.lines) {
    const note = registrationLabel(line, lang) ?? undefined;
    rows.push({ label: taxLineLabel(line, lang), amount: money(line.amountCents), ...(note ? { note } : {}) });
  }
  rows.push({ label: t.total, amount: money(order.totalCents), strong: true });
  if (order.refundedCents > 0) {
    rows.push({ label: t.refunded, amount: `−${money(order.refundedCents)}` });
    rows.push({ label: t.paidAfterRefunds, amount: money(order.totalCents - order.refundedCents), strong: true });
  }
  return rows;
}

const notCharged = (order: ReceiptOrder, lang: Lang) => order.tax.notCharged.map((n) => notChargedText(n, lang));

const CELL = 'padding:4px 8px;border-bottom:1px solid #e3e4ee;vertical-align:top';
const NUM = `${CELL};text-align:right;white-space:nowrap`;

export function renderReceiptHtml(order: ReceiptOrder, lang: Lang): string {
  const t = RECEIPT_TEXT[lang];
  const money = (cents: number) => escapeHtml(formatMoney(cents, lang));
  const e = escapeHtml;
  const head =
    `<p><strong>${e(order.business.name)}</strong>` +
    (order.business.address ? `<br>${e(order.business.address)}` : '') +
    `</p><p><strong>${e(t.order(String(order.number)))}</strong><br>` +
    `${e(t.placed(formatOrderDate(order.placedAt, order.timeZone, lang)))}<br>` +
    `${e(t.customer(order.customerName))}<br>${e(fulfilmentText(order, lang))}</p>`;
  const lines = order.lines
    .map((l) => {
      const details = [l.choices, l.refundedQuantity > 0 ? t.refundedUnits(l.refundedQuantity) : '']
        .filter(Boolean)
        .map((d) => `<br><small>${e(d)}</small>`)
        .join('');
      return (
        `<tr><th scope="row" style="${CELL};text-align:left;font-weight:normal">${e(l.name)}${details}</th>` +
        `<td style="${NUM}">${l.quantity}</td>` +
        `<td style="${NUM}">${money(l.unitPriceCents)}</td>` +
        `<td style="${NUM}">${money(l.unitPriceCents * l.quantity)}</td></tr>`
      );
    })
    .join('');
  const summary = summaryRows(order, lang, t)
    .map((r) => {
      const label = r.strong ? `<strong>${e(r.label)}</strong>` : e(r.label);
      const amount = r.strong ? `<strong>${e(r.amount)}</strong>` : e(r.amount);
      const note = r.note ? `<br><small>${e(r.note)}</small>` : '';
      // Row headers, so a screen reader names each amount ('GST (5%)', 'Total') and so do the tests.
      const head = `<th scope="row" colspan="3" style="${CELL};text-align:left;font-weight:normal">`;
      return `<tr>${head}${label}${note}</th><td style="${NUM}">${amount}</td></tr>`;
    })
    .join('');
  const reasons = notCharged(order, lang)
    .map((s) => `<p><small>${e(s)}</small></p>`)
    .join('');
  return (
    `<section class="receipt" lang="${lang}" aria-label="${e(t.receipt)}">${head}` +
    `<table style="border-collapse:collapse;width:100%;max-width:36rem"><thead><tr>` +
    `<th scope="col" style="${CELL};text-align:left">${e(t.item)}</th>` +
    `<th scope="col" style="${NUM}">${e(t.quantity)}</th><th scope="col" style="${NUM}">${e(t.unitPrice)}</th>` +
    `<th scope="col" style="${NUM}">${e(t.lineTotal)}</th></tr></thead>` +
    `<tbody>${lines}</tbody><tfoot>${summary}</tfoot></table>${reasons}</section>`
  );
}

/** The same receipt as plain text, for the text part of an email. */
export function renderReceiptText(order: ReceiptOrder, lang: Lang): string {
  const t = RECEIPT_TEXT[lang];
  const money = (cents: number) => formatMoney(cents, lang);
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const out = [
    order.business.name,
    ...(order.business.address ? [order.business.address] : []),
    '',
    t.order(String(order.number)),
    t.placed(formatOrderDate(order.placedAt, order.timeZone, lang)),
    t.customer(order.customerName),
    fulfilmentText(order, lang),
    '',
  ];
  for (const l of order.lines) {
    const refunded = l.refundedQuantity > 0 ? ` (${t.refundedUnits(l.refundedQuantity)})` : '';
    const choices = l.choices ? ` (${l.choices})` : '';
    const each = `${l.quantity} × ${l.name}${choices} @ ${money(l.unitPriceCents)}`;
    out.push(`${each}${colon}${money(l.unitPriceCents * l.quantity)}${refunded}`);
  }
  out.push('');
  for (const r of summaryRows(order, lang, t)) {
    out.push(`${r.label}${colon}${r.amount}`);
    if (r.note) out.push(`  ${r.note}`);
  }
  return [...out, ...notCharged(order, lang)].join('\n');
}
