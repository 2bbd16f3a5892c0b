/**
 * Canadian sales tax rates as data: each row says when it took effect (and when it ended) and the
 * page it was taken from, so a rate change is a new row, never an edited one. Rates are in
 * hundred-thousandths (9.975% = 9975) so every rate is an integer and no float ever rounds a tax.
 * Checked 2026-11-27 against the pages cited on each row.
 */
import type { ProvinceCode, TaxName } from './types.ts';

export type { TaxName };

export type ProvincialTax = Exclude<TaxName, 'GST' | 'HST'>;

export interface RateRow {
  rate: number;
  /** First day the rate applies (YYYY-MM-DD, the day the tax becomes payable). */
  from: string;
  /** First day it no longer applies; open when the rate is current. */
  until?: string;
  source: string;
}

/** 100% in the table's unit. */
export const RATE_SCALE = 100_000;

const CRA_GST_HST = 'https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses';
const CRA_RATES = `${CRA_GST_HST}/charge-collect-which-rate/calculator.html`;
// Regulations Amending Various GST/HST Regulations, No. 14 (Nova Scotia), SOR/2025-77: provincial part 9%.
const NS_2025 = 'https://gazette.gc.ca/rp-pr/p2/2025/2025-03-26/html/sor-dors77-eng.html';

/** The federal GST, charged in every province and territory without the HST. */
export const GST: RateRow[] = [{ rate: 5000, from: '2008-01-01', source: CRA_RATES }];

/** The HST (federal and provincial parts in one tax) in the participating provinces. */
export const HST: Partial<Record<ProvinceCode, RateRow[]>> = {
  ON: [{ rate: 13000, from: '2010-07-01', source: CRA_RATES }],
  NS: [
    { rate: 15000, from: '2010-07-01', until: '2025-04-01', source: CRA_RATES },
    // Provincial part 10% -> 9%; the rate is the one in force when the tax becomes payable (CRA Notice 342).
    { rate: 14000, from: '2025-04-01', source: NS_2025 },
  ],
  NB: [{ rate: 15000, from: '2016-07-01', source: CRA_RATES }],
  NL: [{ rate: 15000, from: '2016-07-01', source: CRA_RATES }],
  PE: [{ rate: 15000, from: '2016-10-01', source: CRA_RATES }],
};

const SASKATCHEWAN_TAXES =
  'https://www.saskatchewan.ca/business/taxes-licensing-and-reporting/provincial-taxes-policies-and-bulletins';
const REVENU_QUEBEC_RULES =
  'https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/' +
  'basic-rules-for-applying-the-gsthst-and-qst/';

/** Provincial sales taxes charged beside the GST, each on the price before GST (none is compounded). */
export const PROVINCIAL: Partial<Record<ProvinceCode, { tax: ProvincialTax; rows: RateRow[] }>> = {
  BC: {
    tax: 'PST',
    rows: [{ rate: 7000, from: '2013-04-01', source: 'https://www2.gov.bc.ca/gov/content/taxes/sales-taxes/pst' }],
  },
  SK: {
    tax: 'PST',
    rows: [{ rate: 6000, from: '2017-03-23', source: `${SASKATCHEWAN_TAXES}/provincial-sales-tax` }],
  },
  MB: {
    tax: 'RST',
    // 8% -> 7% on 2019-07-01; the cut to 6% announced for 2020-07-01 was postponed and never took effect.
    rows: [{ rate: 7000, from: '2019-07-01', source: 'https://www.gov.mb.ca/finance/taxation/taxes/retail.html' }],
  },
  QC: {
    tax: 'QST',
    // "calculated at a rate of 9.975% on the selling price excluding the GST" (Revenu Québec).
    rows: [{ rate: 9975, from: '2013-01-01', source: REVENU_QUEBEC_RULES }],
  },
};

/** The row in force on `date` (YYYY-MM-DD); a clear error for a day the table does not cover. */
export function rateOn(rows: readonly RateRow[], date: string, what: string): RateRow {
  const row = rows.find((r) => r.from <= date && (!r.until || date < r.until));
  if (!row) throw new RangeError(`No ${what} rate on file for ${date}.`);
  return row;
}
