// Receipts of orders (issue 40): Ontario HST, Quebec GST + QST with both numbers, an unregistered seller, a partial
// refund, French, escaping; and what a refund by line gives back.
import { describe, expect, it } from 'vitest';
import { renderReceiptHtml, renderReceiptText, type ReceiptOrder } from '../../src/features/shop/receipt.ts';
import { refundForLines } from '../../src/features/shop/refunds.ts';
import { availableActions, canRefund } from '../../src/shared/order-status.ts';
import { dollarsToCents } from '../../src/features/orders/orders.ts';
import { computeSalesTax } from '../../src/shared/sales-tax/sales-tax.ts';
import type { ProvinceCode, TaxRegistration } from '../../src/shared/sales-tax/types.ts';

function order(province: ProvinceCode, registration: TaxRegistration, extra: Partial<ReceiptOrder> = {}): ReceiptOrder {
  const lines = [
    { line: 1, name: 'Latte', choices: 'Large, oat milk', quantity: 2, unitPriceCents: 575, refundedQuantity: 0 },
    { line: 2, name: 'Croissant', choices: '', quantity: 1, unitPriceCents: 350, refundedQuantity: 0 },
  ];
  const subtotalCents = 1500;
  const tax = computeSalesTax({
    businessProvince: province,
    fulfilment: 'pickup',
    date: '2026-11-27',
    registration,
    items: [{ amountCents: subtotalCents, category: 'taxable' }],
  });
  return {
    number: 1042,
    placedAt: '2026-11-27T14:30:00Z',
    timeZone: 'America/Toronto',
    business: { name: 'Corner Café', address: '1 Main St, Ottawa ON K1P 1A1' },
    customerName: 'Ada Tremblay',
    fulfilment: 'pickup',
    pickupAt: null,
    address: null,
    lines,
    subtotalCents,
    deliveryFeeCents: 0,
    totalCents: subtotalCents + tax.totalTaxCents,
    refundedCents: 0,
    tax,
    ...extra,
  };
}

const GST_NUMBER = '123456789RT0001';

describe('renderReceiptHtml / renderReceiptText', () => {
  it('Ontario: one HST line at 13% with the registration number, and the total', () => {
    const o = order('ON', { gstHstNumber: GST_NUMBER });
    const text = renderReceiptText(o, 'en');
    expect(text).toContain('Corner Café\n1 Main St, Ottawa ON K1P 1A1');
    expect(text).toContain('Order 1042\nPlaced November 27, 2026 at 9:30');
    expect(text).toContain('Pickup: as soon as it is ready');
    expect(text).toContain('2 × Latte (Large, oat milk) @ $5.75: $11.50');
    expect(text).toContain('Subtotal: $15.00\nHST (13%): $1.95\n  HST Registration no. 123456789RT0001\nTotal: $16.95');
    expect(text).not.toContain('GST');
    const html = renderReceiptHtml(o, 'en');
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('HST (13%)<br><small>HST Registration no. 123456789RT0001</small>');
  });

  it('Quebec: GST 5% and QST 9.975% on the price before GST, each with its number', () => {
    const o = order('QC', { gstHstNumber: GST_NUMBER, provincialNumbers: { QC: '1234567890TQ0001' } });
    const text = renderReceiptText(o, 'en');
    expect(text).toContain('GST (5%): $0.75\n  GST Registration no. 123456789RT0001');
    expect(text).toContain('QST (9.975%): $1.50\n  QST Registration no. 1234567890TQ0001');
    expect(text).toContain('Total: $17.25');
  });

  it('in French: TPS and TVQ, French money and dates, French labels', () => {
    const o = order('QC', { gstHstNumber: GST_NUMBER, provincialNumbers: { QC: '1234567890TQ0001' } });
    const text = renderReceiptText(o, 'fr');
    expect(text).toContain('Commande 1042\nPassée le 27 novembre 2026');
    expect(text).toContain('Cueillette\u00a0: dès que la commande est prête');
    expect(text).toContain('Sous-total\u00a0: 15,00\u00a0$');
    expect(text).toContain('TPS (5\u202f%)\u00a0: 0,75\u00a0$\n  No d’inscription TPS 123456789RT0001');
    expect(text).toContain('TVQ (9,975\u202f%)\u00a0: 1,50\u00a0$\n  No d’inscription TVQ 1234567890TQ0001');
    const html = renderReceiptHtml(o, 'fr');
    expect(html).toContain('lang="fr"');
    expect(html).toContain('>Prix unitaire</th>');
  });

  it('an unregistered seller charges no tax and says why, in each language', () => {
    const o = order('ON', { gstHstNumber: null });
    expect(o.totalCents).toBe(1500);
    const text = renderReceiptText(o, 'en');
    expect(text).toContain('Total: $15.00');
    expect(text).toContain('No HST charged: this business is a small supplier, not registered for the GST/HST.');
    expect(renderReceiptHtml(o, 'fr')).toContain('Aucune TVH facturée');
  });

  it('a partial refund: the refunded units on their line, the amount refunded and what was paid after it', () => {
    const base = order('ON', { gstHstNumber: GST_NUMBER });
    const o = {
      ...base,
      refundedCents: 396,
      lines: base.lines.map((l) => (l.line === 2 ? { ...l, refundedQuantity: 1 } : l)),
    };
    const text = renderReceiptText(o, 'en');
    expect(text).toContain('1 × Croissant @ $3.50: $3.50 (1 refunded)');
    expect(text).toContain('Refunded: −$3.96\nPaid after refunds: $12.99');
    expect(renderReceiptText(o, 'fr')).toContain('Remboursé\u00a0: −3,96\u00a0$');
  });

  it('delivery: the fee and the address; every value escaped in the HTML', () => {
    const address = { line1: '12 <b>Bank</b> St', city: 'Ottawa', province: 'ON', postalCode: 'K1P 5N2' };
    const o = order(
      'ON',
      { gstHstNumber: GST_NUMBER },
      {
        fulfilment: 'local-delivery',
        address,
        deliveryFeeCents: 400,
        customerName: 'Ada "<script>"',
      },
    );
    const html = renderReceiptHtml(o, 'en');
    expect(html).toContain('Delivery to 12 &lt;b&gt;Bank&lt;/b&gt; St, Ottawa ON K1P 5N2');
    expect(html).toContain('For Ada &quot;&lt;script&gt;&quot;');
    expect(html).not.toContain('<script>');
    expect(renderReceiptText(o, 'en')).toContain('Delivery: $4.00');
  });
});

describe('refundForLines', () => {
  const lines = [
    { line: 1, name: 'Latte', quantity: 2, refundedQuantity: 0, unitPriceCents: 500, taxCategory: 'taxable' as const },
    {
      line: 2,
      name: 'Bread',
      quantity: 3,
      refundedQuantity: 1,
      unitPriceCents: 400,
      taxCategory: 'zero-rated' as const,
    },
  ];
  it('gives back the units and the taxes on their taxable part, rounded half up per tax', () => {
    expect(refundForLines(lines, [13000], [{ line: 1, quantity: 1 }])).toEqual({ ok: true, amountCents: 565 });
    expect(refundForLines(lines, [5000, 9975], [{ line: 1, quantity: 1 }])).toEqual({ ok: true, amountCents: 575 });
    expect(refundForLines(lines, [13000], [{ line: 2, quantity: 2 }])).toEqual({ ok: true, amountCents: 800 });
  });
  it('refuses more units than are left, an unknown line and a line named twice', () => {
    expect(refundForLines(lines, [], [{ line: 2, quantity: 3 }])).toEqual({
      ok: false,
      message: 'Only 2 of Bread can still be refunded.',
    });
    expect(refundForLines(lines, [], [{ line: 7, quantity: 1 }])).toMatchObject({ ok: false });
    const twice = [
      { line: 1, quantity: 1 },
      { line: 1, quantity: 1 },
    ];
    expect(refundForLines(lines, [], twice)).toMatchObject({ ok: false });
  });
});

describe('order actions by status and role', () => {
  it('staff move orders along; only managers and the owner cancel or refund; viewers only read', () => {
    expect(availableActions('new', 'staff')).toEqual(['accept', 'ready']);
    expect(availableActions('new', 'manager')).toEqual(['accept', 'ready', 'cancel']);
    expect(availableActions('ready', 'staff')).toEqual(['complete']);
    expect(availableActions('completed', 'owner')).toEqual([]);
    expect(availableActions('new', 'viewer')).toEqual([]);
    expect([canRefund('completed', 'manager'), canRefund('new', 'staff'), canRefund('cancelled', 'owner')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('dollarsToCents (the refund form)', () => {
  it('reads dollars and cents as typed, and refuses what is not an amount', () => {
    expect(['4.50', '$4.5', '4', '4,50', ' 12.05 '].map(dollarsToCents)).toEqual([450, 450, 400, 450, 1205]);
    expect(['', 'abc', '4.505', '-1', '1e3'].map(dollarsToCents)).toEqual([null, null, null, null, null]);
  });
});
