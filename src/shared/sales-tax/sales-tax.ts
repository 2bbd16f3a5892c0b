/**
 * Canadian sales tax on one order, computed from data (rates.ts) and the business's registrations. Pure.
 *
 * Place of supply: the business's province for pickup and local delivery, the buyer's for shipping.
 * Categories: taxable items carry every tax of that place; zero-rated (basic groceries) and exempt
 * items carry none; the result keeps their totals apart.
 * Rounding: each tax line is computed once, on the order's total taxable amount, and rounded half up
 * to the cent. Revenu Québec's rule is that a fraction of half a cent or more counts as a cent and
 * that taxes may be computed on the total of all goods sold; one rounding per line (not per item)
 * also keeps a receipt's lines adding up to what was charged. QST and PST/RST are each computed on
 * the price before GST, never on the GST.
 */
import { GST, HST, PROVINCIAL, RATE_SCALE, rateOn, type RateRow, type TaxName } from './rates.ts';
import type { ProvinceCode, TaxInput, TaxLine, TaxResult } from './types.ts';

/** amount × rate, rounded half up to the cent, in integers only. */
export function taxOn(baseCents: number, rate: number): number {
  return Math.floor((baseCents * rate + RATE_SCALE / 2) / RATE_SCALE);
}

type Place = Pick<TaxInput, 'businessProvince' | 'buyerProvince' | 'fulfilment'>;

export function placeOfSupply(input: Place): ProvinceCode {
  if (input.fulfilment !== 'shipping') return input.businessProvince;
  if (!input.buyerProvince) throw new RangeError('A shipped order needs the province it is shipped to.');
  return input.buyerProvince;
}

function sumOf(items: TaxInput['items'], category: string): number {
  return items.filter((i) => i.category === category).reduce((sum, i) => sum + i.amountCents, 0);
}

/** The taxes that apply at a place on a day, before registrations are considered. */
export function taxesAt(province: ProvinceCode, date: string): { tax: TaxName; row: RateRow }[] {
  const hst = HST[province];
  if (hst) return [{ tax: 'HST', row: rateOn(hst, date, `HST (${province})`) }];
  const provincial = PROVINCIAL[province];
  const taxes = [{ tax: 'GST' as TaxName, row: rateOn(GST, date, 'GST') }];
  if (provincial) {
    taxes.push({ tax: provincial.tax, row: rateOn(provincial.rows, date, `${provincial.tax} (${province})`) });
  }
  return taxes;
}

export function computeSalesTax(input: TaxInput): TaxResult {
  for (const item of input.items) {
    if (!Number.isSafeInteger(item.amountCents) || item.amountCents < 0) {
      throw new RangeError('Amounts are whole cents, never negative.');
    }
  }
  const place = placeOfSupply(input);
  const taxableCents = sumOf(input.items, 'taxable');
  const lines: TaxLine[] = [];
  const notCharged: TaxResult['notCharged'] = [];
  const { gstHstNumber, provincialNumbers = {} } = input.registration;
  for (const { tax, row } of taxesAt(place, input.date)) {
    const federal = tax === 'GST' || tax === 'HST';
    const number = federal ? gstHstNumber : (provincialNumbers[place as 'BC' | 'SK' | 'MB' | 'QC'] ?? null);
    if (!number) {
      notCharged.push({ tax, reason: federal ? 'small-supplier' : 'not-registered-in-province' });
      continue;
    }
    if (taxableCents === 0) continue;
    const amountCents = taxOn(taxableCents, row.rate);
    lines.push({
      tax,
      rate: row.rate,
      baseCents: taxableCents,
      amountCents,
      registrationNumber: number,
      source: row.source,
    });
  }
  return {
    placeOfSupply: place,
    lines,
    totalTaxCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    taxableCents,
    zeroRatedCents: sumOf(input.items, 'zero-rated'),
    exemptCents: sumOf(input.items, 'exempt'),
    notCharged,
  };
}

/** A GST/HST number: the 9-digit business number, RT and a 4-digit account ("123456789 RT0001"). */
export const isGstHstNumber = (text: string) => /^\d{9} ?RT ?\d{4}$/i.test(text.trim());
/** A QST number: 10 digits, TQ and a 4-digit file number ("1234567890 TQ0001"). */
export const isQstNumber = (text: string) => /^\d{10} ?TQ ?\d{4}$/i.test(text.trim());
