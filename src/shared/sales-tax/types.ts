/** The shapes of a sales tax calculation, shared by the calculator, its labels and the receipts. Pure. */

export type TaxName = 'GST' | 'HST' | 'PST' | 'RST' | 'QST';

export type ProvinceCode = 'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';
export const PROVINCE_CODES: readonly ProvinceCode[] = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
];

/** How an item is taxed: most goods are taxable; basic groceries are zero-rated; a few supplies are exempt. */
export type TaxCategory = 'taxable' | 'zero-rated' | 'exempt';
export type Fulfilment = 'pickup' | 'local-delivery' | 'shipping';

/**
 * What the business is registered for. No GST/HST number: a small supplier (under $30,000 a year),
 * which charges no GST/HST. A provincial tax (PST, RST, QST) is charged only where the business holds
 * that province's number, since each province registers sellers itself.
 */
export interface TaxRegistration {
  gstHstNumber: string | null;
  provincialNumbers?: Partial<Record<'BC' | 'SK' | 'MB' | 'QC', string>>;
}

export interface TaxInput {
  businessProvince: ProvinceCode;
  /** Where the goods are shipped to; needed for shipping only. */
  buyerProvince?: ProvinceCode | null;
  fulfilment: Fulfilment;
  /** The day the tax becomes payable (YYYY-MM-DD, in the business's time zone): picks the rates. */
  date: string;
  registration: TaxRegistration;
  /** Line totals in cents (price × quantity, after discounts); a delivery fee is a taxable line. */
  items: readonly { amountCents: number; category: TaxCategory }[];
}

export interface TaxLine {
  tax: TaxName;
  /** Hundred-thousandths: 9975 is 9.975%. */
  rate: number;
  baseCents: number;
  amountCents: number;
  registrationNumber: string | null;
  source: string;
}

/** Why a tax that would apply at the place of supply was not charged (receipts say it). */
export type NotChargedReason = 'small-supplier' | 'not-registered-in-province';

export interface TaxResult {
  placeOfSupply: ProvinceCode;
  lines: TaxLine[];
  totalTaxCents: number;
  taxableCents: number;
  zeroRatedCents: number;
  exemptCents: number;
  notCharged: { tax: TaxName; reason: NotChargedReason }[];
}
