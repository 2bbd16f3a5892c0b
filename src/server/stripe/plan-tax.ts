/**
 * Plans' sales tax in Stripe (plan-tax-settings.ts decides it). Each tax line becomes a Stripe tax rate, exclusive of
 * the price (found among the account's active rates by its key, or made once: an idempotency key keeps two
 * checkouts at once from making two), and the subscription carries them as its default tax rates, so Stripe adds
 * them to every invoice. Each tax is computed on the price before the others, as QST and PST are. What an invoice
 * charged is read back from the invoice itself, never recomputed.
 */
import type Stripe from 'stripe';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import type { TaxName } from '../../shared/sales-tax/rates.ts';
import type { TaxLine } from '../../shared/sales-tax/types.ts';
import { registrationLabel, taxLineLabel, type ReceiptLang } from '../../shared/sales-tax/receipt-labels.ts';
import { planTaxFor } from './plan-tax-settings.ts';
import { idOf } from './invoices.ts';

/** One tax an invoice charged: its label in the reader's language, the registration number line, the amount. */
export interface ChargedTax {
  name: string;
  registration: string | null;
  amountCents: number;
}

/** The province of the business's listing in Canada (its oldest), if it has one. */
async function provinceOfBusiness(businessId: string): Promise<string | null> {
  const [listing] = await query<{ state_code: string }>(
    `SELECT state_code FROM listings WHERE owner_id = $1 AND country_code = 'CA' ORDER BY created_at LIMIT 1`,
    [businessId],
  );
  return listing?.state_code ?? null;
}

const rateKey = (line: TaxLine, place: string) =>
  `plan-tax:${line.tax}:${line.rate}:${place}:${line.registrationNumber}`;
const known = new Map<string, string>(); // rate key → Stripe tax rate id, for this function instance

/** For tests that point the client at another Stripe (as prices.ts's clearPriceCache). */
export function clearTaxRateCache(): void {
  known.clear();
}

async function taxRateId(stripe: Stripe, line: TaxLine, place: string): Promise<string> {
  const key = rateKey(line, place);
  const cached = known.get(key);
  if (cached) return cached;
  let id: string | undefined;
  for await (const rate of stripe.taxRates.list({ active: true, limit: 100 })) {
    if (rate.metadata?.main_street_key !== key) continue;
    id = rate.id;
    break;
  }
  id ??= (
    await stripe.taxRates.create(
      {
        display_name: line.tax,
        percentage: line.rate / 1000,
        inclusive: false,
        country: 'CA',
        state: place,
        jurisdiction: place,
        tax_type: line.tax.toLowerCase() as Stripe.TaxRateCreateParams.TaxType,
        description: `${line.tax} ${line.registrationNumber ?? ''}`.trim(),
        metadata: {
          main_street_key: key,
          tax: line.tax,
          rate: String(line.rate),
          registration_number: line.registrationNumber ?? '',
        },
      },
      { idempotencyKey: key },
    )
  ).id;
  known.set(key, id);
  return id;
}

/** The Stripe tax rates a new subscription of `priceCents` for this business carries (none when none applies). */
export async function planTaxRateIds(stripe: Stripe, businessId: string, priceCents: number): Promise<string[]> {
  const settings = getEnv().planTax;
  const today = new Date().toISOString().slice(0, 10);
  const tax = planTaxFor(settings, await provinceOfBusiness(businessId), priceCents, today);
  return Promise.all(tax.lines.map((line) => taxRateId(stripe, line, tax.placeOfSupply)));
}

/** Each tax line of an invoice as the invoice states it, labelled in `lang` from its rate's own record. */
export async function invoiceTaxes(stripe: Stripe, invoice: Stripe.Invoice, lang: ReceiptLang): Promise<ChargedTax[]> {
  return Promise.all(
    (invoice.total_taxes ?? []).map(async (line) => {
      const rateId = idOf(line.tax_rate_details?.tax_rate);
      const rate = rateId ? await stripe.taxRates.retrieve(rateId) : undefined;
      const meta = rate?.metadata ?? {};
      const tax = meta.tax as TaxName | undefined;
      if (!rate || !tax) {
        const name = rate ? `${rate.display_name}${rate.percentage ? ` (${rate.percentage}%)` : ''}` : 'Tax';
        return { name, registration: null, amountCents: line.amount };
      }
      const ours = { tax, rate: Number(meta.rate), registrationNumber: meta.registration_number || null };
      return { name: taxLineLabel(ours, lang), registration: registrationLabel(ours, lang), amountCents: line.amount };
    }),
  );
}
