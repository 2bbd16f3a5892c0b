/**
 * How much a refund by line quantities gives back (issue 40): each unit at the price paid, plus the order's taxes
 * on the taxable part at the rates the order was charged, rounded as checkout rounds (half up, once per tax). A
 * refund never exceeds what is left of the order (the caller caps it, and the database's CHECK holds it). Pure.
 */
import { taxOn } from '../../shared/sales-tax/sales-tax.ts';
import type { TaxCategory } from '../../shared/sales-tax/types.ts';

export interface RefundableLine {
  line: number;
  name: string;
  quantity: number;
  refundedQuantity: number;
  unitPriceCents: number;
  taxCategory: TaxCategory;
}

export type LineRefund = { line: number; quantity: number };

export type RefundAmount = { ok: true; amountCents: number } | { ok: false; message: string };

export function refundForLines(
  lines: readonly RefundableLine[],
  taxRates: readonly number[],
  requested: readonly LineRefund[],
): RefundAmount {
  let base = 0;
  let taxable = 0;
  const seen = new Set<number>();
  for (const { line, quantity } of requested) {
    const found = lines.find((l) => l.line === line);
    if (!found || seen.has(line)) return { ok: false, message: `Line ${line} is not on this order.` };
    seen.add(line);
    const left = found.quantity - found.refundedQuantity;
    if (quantity > left) {
      return { ok: false, message: `Only ${left} of ${found.name} can still be refunded.` };
    }
    base += found.unitPriceCents * quantity;
    if (found.taxCategory === 'taxable') taxable += found.unitPriceCents * quantity;
  }
  if (base === 0) return { ok: false, message: 'Choose at least one item to refund.' };
  const tax = taxRates.reduce((sum, rate) => sum + taxOn(taxable, rate), 0);
  return { ok: true, amountCents: base + tax };
}
