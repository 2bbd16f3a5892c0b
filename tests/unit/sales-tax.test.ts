import { describe, expect, it } from 'vitest';
import { computeSalesTax, isGstHstNumber, isQstNumber, taxOn } from '../../src/shared/sales-tax/sales-tax.ts';
import { notChargedText, registrationLabel, taxLineLabel } from '../../src/shared/sales-tax/receipt-labels.ts';
import { PROVINCE_CODES, type TaxInput } from '../../src/shared/sales-tax/types.ts';
import { PROVINCES } from '../../src/shared/locations.ts';

const GST_NO = '123456789 RT0001';
const REGISTERED = {
  gstHstNumber: GST_NO,
  provincialNumbers: { BC: 'PST-1234-5678', SK: '1234567', MB: '123456-7', QC: '1234567890 TQ0001' },
};
const order = (over: Partial<TaxInput> = {}): TaxInput => ({
  businessProvince: 'ON',
  fulfilment: 'pickup',
  date: '2026-11-27',
  registration: REGISTERED,
  items: [{ amountCents: 10_000, category: 'taxable' }],
  ...over,
});
const summary = (input: TaxInput) => computeSalesTax(input).lines.map((l) => [l.tax, l.rate, l.amountCents]);

describe('computeSalesTax: every province and territory, $100.00 taxable, registered everywhere', () => {
  const expected: Record<string, [string, number, number][]> = {
    AB: [['GST', 5000, 500]],
    BC: [
      ['GST', 5000, 500],
      ['PST', 7000, 700],
    ],
    MB: [
      ['GST', 5000, 500],
      ['RST', 7000, 700],
    ],
    NB: [['HST', 15000, 1500]],
    NL: [['HST', 15000, 1500]],
    NS: [['HST', 14000, 1400]],
    NT: [['GST', 5000, 500]],
    NU: [['GST', 5000, 500]],
    ON: [['HST', 13000, 1300]],
    PE: [['HST', 15000, 1500]],
    // QST on the $100 before GST: 9.975, not 10.47 (9.975% of $105).
    QC: [
      ['GST', 5000, 500],
      ['QST', 9975, 998],
    ],
    SK: [
      ['GST', 5000, 500],
      ['PST', 6000, 600],
    ],
    YT: [['GST', 5000, 500]],
  };
  it('covers every province the platform knows', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(PROVINCES).sort());
    expect([...PROVINCE_CODES].sort()).toEqual(Object.keys(PROVINCES).sort());
  });
  it.each(Object.entries(expected))('%s', (province, lines) => {
    expect(summary(order({ businessProvince: province as TaxInput['businessProvince'] }))).toEqual(lines);
  });
});

describe('computeSalesTax: rules', () => {
  it('QST is computed on the price before GST, each line rounded half up once on the order total', () => {
    const twoItems = [
      { amountCents: 1999, category: 'taxable' },
      { amountCents: 1999, category: 'taxable' },
    ] as const;
    const result = computeSalesTax(order({ businessProvince: 'QC', items: twoItems }));
    // $39.98: GST 1.999 -> 2.00; QST 3.988 -> 3.99 (per item it would be 2 × 1.99 = 3.98).
    expect(result.lines.map((l) => [l.tax, l.baseCents, l.amountCents, l.registrationNumber])).toEqual([
      ['GST', 3998, 200, GST_NO],
      ['QST', 3998, 399, '1234567890 TQ0001'],
    ]);
    expect(result.totalTaxCents).toBe(599);
  });

  it('rounds exactly half a cent up, and below half down', () => {
    expect(taxOn(10, 5000)).toBe(1); // 0.5 cent
    expect(taxOn(9, 5000)).toBe(0); // 0.45 cent
    expect(taxOn(1, 9975)).toBe(0);
    expect(taxOn(6, 9975)).toBe(1); // 0.5985 cent
  });

  it('zero-rated groceries and exempt items carry no tax and are kept apart', () => {
    const items = [
      { amountCents: 1000, category: 'taxable' },
      { amountCents: 2500, category: 'zero-rated' },
      { amountCents: 4000, category: 'exempt' },
    ] as const;
    const result = computeSalesTax(order({ items }));
    expect(result).toMatchObject({ taxableCents: 1000, zeroRatedCents: 2500, exemptCents: 4000, totalTaxCents: 130 });
    const groceries = [{ amountCents: 2500, category: 'zero-rated' }] as const;
    const groceriesOnly = computeSalesTax(order({ businessProvince: 'QC', items: groceries }));
    expect(groceriesOnly).toMatchObject({ lines: [], totalTaxCents: 0, notCharged: [] });
  });

  it('a small supplier charges nothing, and the result says why', () => {
    const result = computeSalesTax(order({ businessProvince: 'BC', registration: { gstHstNumber: null } }));
    expect(result.lines).toEqual([]);
    expect(result.totalTaxCents).toBe(0);
    expect(result.notCharged).toEqual([
      { tax: 'GST', reason: 'small-supplier' },
      { tax: 'PST', reason: 'not-registered-in-province' },
    ]);
    expect(notChargedText(result.notCharged[0]!, 'en')).toBe(
      'No GST charged: this business is a small supplier, not registered for the GST/HST.',
    );
    expect(notChargedText(result.notCharged[0]!, 'fr')).toBe(
      'Aucune TPS facturée : cette entreprise est un petit fournisseur non inscrit aux fichiers de la TPS/TVH.',
    );
  });

  it('charges a provincial tax only with that province’s registration', () => {
    const result = computeSalesTax(order({ businessProvince: 'QC', registration: { gstHstNumber: GST_NO } }));
    expect(result.lines.map((l) => l.tax)).toEqual(['GST']);
    expect(result.notCharged).toEqual([{ tax: 'QST', reason: 'not-registered-in-province' }]);
  });

  it('taxes pickup and local delivery where the business is, shipping where the buyer is', () => {
    const base = { businessProvince: 'AB', buyerProvince: 'ON' } as const;
    expect(summary(order({ ...base, fulfilment: 'pickup' }))).toEqual([['GST', 5000, 500]]);
    expect(summary(order({ ...base, fulfilment: 'local-delivery' }))).toEqual([['GST', 5000, 500]]);
    expect(summary(order({ ...base, fulfilment: 'shipping' }))).toEqual([['HST', 13000, 1300]]);
    expect(computeSalesTax(order({ ...base, fulfilment: 'shipping' })).placeOfSupply).toBe('ON');
    expect(() => computeSalesTax(order({ fulfilment: 'shipping', buyerProvince: null }))).toThrow(/shipped to/);
  });

  it('Nova Scotia: 15% on 2025-03-31, 14% from 2025-04-01', () => {
    expect(summary(order({ businessProvince: 'NS', date: '2025-03-31' }))).toEqual([['HST', 15000, 1500]]);
    expect(summary(order({ businessProvince: 'NS', date: '2025-04-01' }))).toEqual([['HST', 14000, 1400]]);
  });

  it('refuses a day the table does not cover and amounts that are not whole cents', () => {
    const beforeTable = order({ businessProvince: 'NB', date: '2015-01-01' });
    expect(() => computeSalesTax(beforeTable)).toThrow('No HST (NB) rate on file for 2015-01-01.');
    for (const amountCents of [10.5, -100]) {
      expect(() => computeSalesTax(order({ items: [{ amountCents, category: 'taxable' }] }))).toThrow(/whole cents/);
    }
  });
});

describe('receipt labels', () => {
  it('names each tax in English and French with its rate and registration number', () => {
    const [gst, qst] = computeSalesTax(order({ businessProvince: 'QC' })).lines;
    expect([taxLineLabel(gst!, 'en'), taxLineLabel(qst!, 'en')]).toEqual(['GST (5%)', 'QST (9.975%)']);
    expect([taxLineLabel(gst!, 'fr'), taxLineLabel(qst!, 'fr')]).toEqual(['TPS (5\u202f%)', 'TVQ (9,975\u202f%)']);
    expect(registrationLabel(qst!, 'fr')).toBe('No d’inscription TVQ 1234567890 TQ0001');
    expect(registrationLabel(gst!, 'en')).toBe('GST Registration no. 123456789 RT0001');
    const [hst] = computeSalesTax(order({ businessProvince: 'NB' })).lines;
    expect(taxLineLabel(hst!, 'fr')).toBe('TVH (15\u202f%)');
  });

  it('recognises GST/HST and QST numbers', () => {
    const gst = ['123456789 RT0001', '123456789RT0001', '12345678 RT0001'].map(isGstHstNumber);
    expect(gst).toEqual([true, true, false]);
    expect([isQstNumber('1234567890 TQ0001'), isQstNumber('1234567890 RT0001')]).toEqual([true, false]);
  });
});
