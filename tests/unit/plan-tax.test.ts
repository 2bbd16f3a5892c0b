// Issue 39 item 2, by issue 40's rules: the plans' sales tax, from Main Street's own registrations (its settings) and
// the province of the subscriber's business; and the sentence checkout shows above the pay button.
import { describe, expect, it } from 'vitest';
import { planTaxFor, readPlanTaxSettings } from '../../src/server/stripe/plan-tax-settings.ts';
import { billedSentence } from '../../src/features/checkout/checkout.ts';

const REGISTERED_ENV = {
  MAIN_STREET_GST_HST_NUMBER: '123456789 RT0001',
  MAIN_STREET_PROVINCIAL_TAX_NUMBERS: 'QC=1234567890 TQ0001, BC=PST-1234-5678',
};
const REGISTERED = readPlanTaxSettings(REGISTERED_ENV);
const taxes = (settings: typeof REGISTERED, province: string | null, cents = 1500, day = '2026-11-29') =>
  planTaxFor(settings, province, cents, day).lines.map((l) => [l.tax, l.rate, l.amountCents, l.registrationNumber]);

describe('the sales tax on a plan', () => {
  it.each([
    ['ON', [['HST', 13000, 195, '123456789 RT0001']]],
    ['NS', [['HST', 14000, 210, '123456789 RT0001']]],
    ['NB', [['HST', 15000, 225, '123456789 RT0001']]],
    ['AB', [['GST', 5000, 75, '123456789 RT0001']]],
    ['NU', [['GST', 5000, 75, '123456789 RT0001']]],
    [
      'QC',
      [
        ['GST', 5000, 75, '123456789 RT0001'],
        ['QST', 9975, 150, '1234567890 TQ0001'], // 9.975% of the price before GST: 149.625 rounds up
      ],
    ],
    [
      'BC',
      [
        ['GST', 5000, 75, '123456789 RT0001'],
        ['PST', 7000, 105, 'PST-1234-5678'],
      ],
    ],
    ['SK', [['GST', 5000, 75, '123456789 RT0001']]], // no Saskatchewan number: its PST is not charged
    ['MB', [['GST', 5000, 75, '123456789 RT0001']]],
  ])('in %s: the taxes of the place of supply that Main Street is registered for', (province, expected) => {
    expect(taxes(REGISTERED, province)).toEqual(expected);
  });

  it('uses the rate in force on the day: Nova Scotia’s HST was 15% until 2025-03-31', () => {
    expect(taxes(REGISTERED, 'NS', 1500, '2025-03-31')).toEqual([['HST', 15000, 225, '123456789 RT0001']]);
    expect(taxes(REGISTERED, 'NS', 1500, '2025-04-01')).toEqual([['HST', 14000, 210, '123456789 RT0001']]);
  });

  it('falls back to Main Street’s own province for a business with no Canadian listing', () => {
    expect(taxes(REGISTERED, null)).toEqual([['HST', 13000, 195, '123456789 RT0001']]);
    expect(taxes(REGISTERED, 'NY')).toEqual([['HST', 13000, 195, '123456789 RT0001']]);
    const quebec = readPlanTaxSettings({ ...REGISTERED_ENV, MAIN_STREET_PROVINCE: 'qc' });
    expect(taxes(quebec, null).map(([tax]) => tax)).toEqual(['GST', 'QST']);
  });

  it('adds nothing with no GST/HST number (a small supplier), and says why', () => {
    const none = readPlanTaxSettings({});
    const result = planTaxFor(none, 'QC', 1500, '2026-11-29');
    expect(result.lines).toEqual([]);
    expect(result.notCharged).toEqual([
      { tax: 'GST', reason: 'small-supplier' },
      { tax: 'QST', reason: 'not-registered-in-province' },
    ]);
  });

  it.each([
    [{ MAIN_STREET_PROVINCE: 'XX' }, /MAIN_STREET_PROVINCE/],
    [{ MAIN_STREET_GST_HST_NUMBER: '12345' }, /123456789 RT0001/],
    [{ MAIN_STREET_PROVINCIAL_TAX_NUMBERS: 'ON=123' }, /BC, SK, MB or QC/],
    [{ MAIN_STREET_PROVINCIAL_TAX_NUMBERS: 'QC' }, /PROVINCE=NUMBER/],
    [{ MAIN_STREET_PROVINCIAL_TAX_NUMBERS: 'QC=123' }, /1234567890 TQ0001/],
  ])('refuses a setting it cannot use, naming it: %o', (env, message) => {
    expect(() => readPlanTaxSettings(env)).toThrow(message);
  });
});

describe('what checkout says the card is charged', () => {
  it('lists each tax and the total when taxes are added', () => {
    expect(
      billedSentence(
        '$15',
        [
          { name: 'GST (5%)', amount: '$0.75' },
          { name: 'QST (9.975%)', amount: '$1.50' },
        ],
        '$17.25',
      ),
    ).toBe(
      'You are billed $15 CAD plus GST (5%) $0.75 and QST (9.975%) $1.50, $17.25 CAD in all, every month on the same day until you cancel.',
    );
  });

  it('says plainly that no tax is added, and why', () => {
    expect(billedSentence('$45', [], '$45')).toBe(
      'You are billed $45 CAD every month on the same day until you cancel; no sales tax is added, as Main Street is not registered to collect it.',
    );
  });
});
