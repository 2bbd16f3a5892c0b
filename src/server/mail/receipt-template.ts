/**
 * The receipt after a paid invoice (issue 39), as a pure function of its data: the plan, the service period, the
 * subtotal, each tax line exactly as the Stripe invoice states it with its registration number (or a plain 'none')
 * and the total paid, in the
 * account's language.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import { formatMoney } from '../../shared/money.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { formatDay, mailT } from './catalogue/mail-t.ts';
import type { MailKey } from './catalogue/en.ts';
import type { EmailContent } from './templates.ts';

export interface ReceiptData {
  businessName: string;
  planName: string;
  /** ISO days of the service period the invoice paid for. */
  periodStart: string;
  periodEnd: string;
  currency: string;
  subtotalCents: number;
  /** Each tax as labelled in the reader's language, with the registration number it was charged under. */
  taxes: { name: string; amountCents: number; registration?: string | null }[];
  totalPaidCents: number;
  invoiceNumber: string | null;
  dashboardUrl: string;
}

export function receiptEmail(d: ReceiptData, lang: Lang = 'en'): EmailContent {
  const m = (key: MailKey, params?: Record<string, string>) => mailT(lang, key, params);
  const money = (cents: number) => formatMoney(cents, lang, d.currency);
  const lines = [
    m('receipt.plan', { plan: d.planName }),
    m('receipt.period', { start: formatDay(lang, d.periodStart), end: formatDay(lang, d.periodEnd) }),
    m('receipt.subtotal', { amount: money(d.subtotalCents) }),
    ...(d.taxes.length
      ? d.taxes.flatMap((tax) => [
          m('receipt.tax', { name: tax.name, amount: money(tax.amountCents) }),
          ...(tax.registration ? [tax.registration] : []),
        ])
      : [m('receipt.noTax')]),
    m('receipt.total', { amount: money(d.totalPaidCents) }),
    ...(d.invoiceNumber ? [m('receipt.invoice', { number: d.invoiceNumber })] : []),
  ];
  const hello = m('receipt.hello', { business: d.businessName });
  const billing = m('receipt.billing', { url: d.dashboardUrl });
  return {
    ...(lang === 'en' ? {} : { lang }),
    subject: m('receipt.subject', { plan: d.planName, amount: money(d.totalPaidCents) }),
    text: `${hello}\n\n${lines.join('\n')}\n\n${billing}`,
    html:
      `<p>${escapeHtml(hello)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
      `<p>${escapeHtml(billing.replace(d.dashboardUrl, ''))}<a href="${escapeHtml(d.dashboardUrl)}">${escapeHtml(d.dashboardUrl)}</a></p>`,
  };
}
