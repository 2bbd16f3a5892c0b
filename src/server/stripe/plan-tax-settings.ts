/**
 * The sales tax on a plan (issue 39 item 2, by issue 40's rules). Pure. A plan is a service supplied where the
 * subscriber's business is, so the place of supply is the province of its listing (Main Street's own province when it
 * has none in Canada), and every tax there applies to the whole price. Main Street charges a tax only where it holds
 * that tax's number, as any seller (sales-tax.ts): with no GST/HST number it is a small supplier and adds nothing.
 *
 * Settings: MAIN_STREET_GST_HST_NUMBER ("123456789 RT0001"), MAIN_STREET_PROVINCIAL_TAX_NUMBERS
 * ("QC=1234567890 TQ0001, BC=PST-1234-5678": Quebec's QST, British Columbia's and Saskatchewan's PST, Manitoba's
 * RST) and MAIN_STREET_PROVINCE (Main Street's own, ON unless set).
 */
import { computeSalesTax, isGstHstNumber, isQstNumber } from '../../shared/sales-tax/sales-tax.ts';
import {
  PROVINCE_CODES,
  type ProvinceCode,
  type TaxRegistration,
  type TaxResult,
} from '../../shared/sales-tax/types.ts';

export interface PlanTaxSettings {
  province: ProvinceCode;
  registration: TaxRegistration;
}

const PROVINCIAL = ['BC', 'SK', 'MB', 'QC'] as const;
type ProvincialCode = (typeof PROVINCIAL)[number];

const isProvince = (code: string): code is ProvinceCode => (PROVINCE_CODES as readonly string[]).includes(code);

export function readPlanTaxSettings(source: NodeJS.ProcessEnv): PlanTaxSettings {
  const province = (source.MAIN_STREET_PROVINCE || 'ON').trim().toUpperCase();
  if (!isProvince(province)) {
    throw new Error(`MAIN_STREET_PROVINCE must be a province or territory code (ON, QC, BC…), not "${province}".`);
  }
  const gstHstNumber = source.MAIN_STREET_GST_HST_NUMBER?.trim() || null;
  if (gstHstNumber && !isGstHstNumber(gstHstNumber)) {
    throw new Error('MAIN_STREET_GST_HST_NUMBER must read like "123456789 RT0001".');
  }
  const provincialNumbers: Partial<Record<ProvincialCode, string>> = {};
  for (const entry of (source.MAIN_STREET_PROVINCIAL_TAX_NUMBERS ?? '').split(',')) {
    if (!entry.trim()) continue;
    const [code = '', number = ''] = entry.split('=').map((part) => part.trim());
    const key = code.toUpperCase() as ProvincialCode;
    if (!PROVINCIAL.includes(key) || !number) {
      throw new Error(
        `MAIN_STREET_PROVINCIAL_TAX_NUMBERS: "${entry.trim()}" is not PROVINCE=NUMBER with a province of BC, SK, MB or QC.`,
      );
    }
    if (key === 'QC' && !isQstNumber(number)) {
      throw new Error('MAIN_STREET_PROVINCIAL_TAX_NUMBERS: a QST number reads like "1234567890 TQ0001".');
    }
    provincialNumbers[key] = number;
  }
  return { province, registration: { gstHstNumber, provincialNumbers } };
}

/** The taxes on one period of a plan for a business in `buyerProvince` (null: not in Canada, or unknown) on `date`. */
export function planTaxFor(
  settings: PlanTaxSettings,
  buyerProvince: string | null,
  priceCents: number,
  date: string,
): TaxResult {
  return computeSalesTax({
    businessProvince: settings.province,
    buyerProvince: buyerProvince && isProvince(buyerProvince) ? buyerProvince : settings.province,
    fulfilment: 'shipping', // supplied where the buyer is
    date,
    registration: settings.registration,
    items: [{ amountCents: priceCents, category: 'taxable' }],
  });
}
