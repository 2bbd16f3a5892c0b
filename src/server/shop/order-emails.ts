/**
 * The order emails (issue 40), each in the order's language and each sent once: the time it was sent is claimed
 * first in one conditional UPDATE (`... WHERE x_sent_at IS NULL RETURNING`), so a retried webhook or two calls at
 * once send it once. A send that fails after the claim is logged, not retried (at most once, never twice).
 * - sendOrderPlacedEmails: the customer's confirmation with the receipt and a link to the order's page, and the
 *   business's 'New order 1042' with a link to /dashboard/orders/ (the checkout calls it once the order is paid);
 * - sendOrderReadyEmail: 'ready for pickup', or 'on its way' for delivery and shipping;
 * - sendOrderRefundEmail: one refund (or the cancellation that refunded the rest), with its amount.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { formatMoney } from '../../shared/money.ts';
import { fulfilmentText, renderReceiptHtml, renderReceiptText } from '../../features/shop/receipt.ts';
import { ORDER_MAIL } from './order-email-text.ts';
import { orderPageUrl } from './order-token.ts';
import { loadOrderForMail, type OrderForMail } from './receipt-order.ts';

export { orderPageUrl } from './order-token.ts';

export const dashboardOrderUrl = (orderId: string) => `${getEnv().siteUrl}/dashboard/orders/?order=${orderId}`;

function email(order: OrderForMail, subject: string, intro: string[], link: { url: string; label: string }) {
  const lang = order.language;
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  const paragraphs = intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const content: EmailContent = {
    ...(lang === 'en' ? {} : { lang }),
    subject,
    actionUrl: link.url,
    text: `${intro.join('\n\n')}\n\n${renderReceiptText(order.receipt, lang)}\n\n${link.label}${colon}${link.url}`,
    html:
      `${paragraphs}${renderReceiptHtml(order.receipt, lang)}` +
      `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`,
  };
  return content;
}

const vars = (o: OrderForMail) => ({ n: String(o.receipt.number), business: o.receipt.business.name });

async function sendToCustomer(order: OrderForMail, content: EmailContent): Promise<void> {
  const why = ORDER_MAIL[order.language].whyCustomer(order.receipt.business.name);
  // The customer asked for these by ordering: sent even if the address once unsubscribed from Main Street's emails.
  await notify(order.customerEmail, content, why, { requested: true });
}

export async function sendOrderPlacedEmails(orderId: string): Promise<void> {
  const claimed = await query(
    `UPDATE orders SET placed_emails_sent_at = now()
     WHERE id = $1 AND placed_emails_sent_at IS NULL AND status NOT IN ('pending_payment', 'failed', 'expired')
     RETURNING id`,
    [orderId],
  );
  if (!claimed.length) return;
  const order = await loadOrderForMail(orderId);
  if (!order) return;
  const t = ORDER_MAIL[order.language];
  const { business } = vars(order);
  const seeOrder = { url: orderPageUrl(order), label: t.seeOrder };
  await sendToCustomer(
    order,
    email(order, t.placedSubject(vars(order)), [t.placedHello(order.receipt.customerName, business)], seeOrder),
  );
  const total = formatMoney(order.receipt.totalCents, order.language);
  const how = fulfilmentText(order.receipt, order.language);
  const toBusiness = email(order, t.newSubject(vars(order), total), [t.newBody(order.receipt.customerName, how)], {
    url: dashboardOrderUrl(order.id),
    label: t.openOrders,
  });
  await notify(order.businessEmail, toBusiness, t.whyBusiness);
}

export async function sendOrderReadyEmail(orderId: string): Promise<void> {
  const claimed = await query(
    `UPDATE orders SET ready_email_sent_at = now()
     WHERE id = $1 AND ready_email_sent_at IS NULL AND status = 'ready' RETURNING id`,
    [orderId],
  );
  if (!claimed.length) return;
  const order = await loadOrderForMail(orderId);
  if (!order) return;
  const t = ORDER_MAIL[order.language];
  const pickup = order.receipt.fulfilment === 'pickup';
  const subject = pickup ? t.readySubject(vars(order)) : t.outSubject(vars(order));
  const body = pickup ? t.readyBody(vars(order).business) : t.outBody(vars(order).business);
  await sendToCustomer(order, email(order, subject, [body], { url: orderPageUrl(order), label: t.seeOrder }));
}

/** The email for one refund of the order (its amount from the refund's row), once. */
export async function sendOrderRefundEmail(orderId: string, refundId: string): Promise<void> {
  const [refund] = await query<{ amount_cents: number }>(
    `UPDATE order_refunds SET email_sent_at = now()
     WHERE id = $1 AND order_id = $2 AND state = 'succeeded' AND email_sent_at IS NULL RETURNING amount_cents`,
    [refundId, orderId],
  );
  if (!refund) return;
  const order = await loadOrderForMail(orderId);
  if (!order) return;
  const t = ORDER_MAIL[order.language];
  const amount = formatMoney(refund.amount_cents, order.language);
  const cancelled = order.status === 'cancelled';
  const subject = cancelled ? t.cancelSubject(vars(order)) : t.refundSubject(vars(order), amount);
  const intro = cancelled ? [t.cancelBody, t.refundBody(amount)] : [t.refundBody(amount)];
  await sendToCustomer(order, email(order, subject, intro, { url: orderPageUrl(order), label: t.seeOrder }));
}
