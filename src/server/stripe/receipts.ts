/**
 * The receipt email after each paid invoice (issue 39). Sent once per invoice: the invoice id is claimed in
 * invoice_receipts with INSERT ... ON CONFLICT DO NOTHING RETURNING, so a redelivered event, a second event for the
 * same invoice or two deliveries at once send one email. A send that fails drops its claim and throws, so the webhook
 * answers 500 and Stripe's retry sends it. Amounts and tax lines are the invoice's own, never recomputed here.
 */
import type Stripe from 'stripe';
import { getPlan, type PlanId } from '../../features/plans/plans.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import { receiptEmail, type ReceiptData } from '../mail/receipt-template.ts';
import { sendEmail } from '../mail/send.ts';
import { idOf, subscriptionIdOfInvoice } from './invoices.ts';
import { invoiceTaxes } from './plan-tax.ts';

const isoDay = (unixSeconds: number | undefined) => new Date((unixSeconds ?? 0) * 1000).toISOString().slice(0, 10);

export async function sendInvoiceReceipt(stripe: Stripe, invoice: Stripe.Invoice): Promise<void> {
  if (!invoice.id || invoice.status !== 'paid' || invoice.amount_paid <= 0) return;
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  const [business] = await query<{ id: string; business_name: string; business_email: string; plan: PlanId | null }>(
    `SELECT b.id, b.business_name, b.business_email,
       (SELECT s.plan FROM subscriptions s WHERE s.stripe_subscription_id = $2 AND s.business_id = b.id) AS plan
     FROM businesses b WHERE b.stripe_customer_id = $1`,
    [idOf(invoice.customer), subscriptionId ?? null],
  );
  if (!business?.plan) return;
  const [claimed] = await query(
    `INSERT INTO invoice_receipts (stripe_invoice_id, business_id, sent_to) VALUES ($1, $2, $3)
     ON CONFLICT (stripe_invoice_id) DO NOTHING RETURNING stripe_invoice_id`,
    [invoice.id, business.id, business.business_email],
  );
  if (!claimed) return;
  const period = invoice.lines?.data[0]?.period;
  const lang = await businessLanguage(business.id);
  const data: ReceiptData = {
    businessName: business.business_name,
    planName: getPlan(business.plan).name,
    periodStart: isoDay(period?.start ?? invoice.period_start),
    periodEnd: isoDay(period?.end ?? invoice.period_end),
    currency: invoice.currency ?? 'cad',
    subtotalCents: invoice.subtotal ?? invoice.amount_paid,
    taxes: await invoiceTaxes(stripe, invoice, lang),
    totalPaidCents: invoice.amount_paid,
    invoiceNumber: invoice.number ?? null,
    dashboardUrl: `${getEnv().siteUrl}/dashboard/`,
  };
  try {
    // A receipt is a transactional message the owner is owed (CASL exempts it): sent even after an unsubscribe.
    await sendEmail(business.business_email, receiptEmail(data, lang), mailT(lang, 'receipt.why'), { requested: true });
  } catch (error) {
    await query('DELETE FROM invoice_receipts WHERE stripe_invoice_id = $1', [invoice.id]);
    throw error;
  }
}
