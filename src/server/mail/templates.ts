/**
 * The emails Main Street sends about listing interactions, as pure functions of their data. Every
 * email ends with the unsubscribe link; visitor-written text is escaped in the HTML part.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import { REASON_LABELS, type ModerationReason } from '../../shared/outcomes.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}


const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** Adds the footer with the unsubscribe link to both parts. */
export function withUnsubscribe(content: EmailContent, unsubscribeUrl: string, why = 'You receive this email because of your business on Main Street.'): EmailContent {
  const line = `${why} To stop all emails from Main Street, unsubscribe:`;
  return {
    subject: content.subject,
    text: `${content.text}\n\n--\n${line} ${unsubscribeUrl}\n`,
    html:
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#16172b">${content.html}` +
      `<hr style="border:none;border-top:1px solid #e3e4ee;margin:24px 0">` +
      `<p style="font-size:13px;color:#5b5d78">${escapeHtml(line)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>` +
      `</body></html>`,
  };
}

export interface LeadEmailData {
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string | null;
  message: string;
  source: 'listing' | 'website';
  inboxUrl: string;
}

export function leadEmail(d: LeadEmailData): EmailContent {
  const from = `${d.firstName} ${d.lastName}`;
  const where = d.source === 'website' ? 'your website' : 'your directory listing';
  const contact = [`Email: ${d.email}`, d.phoneNumber ? `Phone: ${d.phoneNumber}` : null].filter(Boolean).join('\n');
  return {
    subject: `New message for ${d.businessName} from ${from}`,
    text: `${from} sent ${d.businessName} a message through ${where}:\n\n${d.message}\n\n${contact}\n\nReply to them directly, or see all your leads: ${d.inboxUrl}`,
    html:
      `<p><strong>${escapeHtml(from)}</strong> sent ${escapeHtml(d.businessName)} a message through ${where}:</p>` +
      `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #4f46e5;white-space:pre-wrap">${escapeHtml(d.message)}</blockquote>` +
      `<p>Email: <a href="mailto:${escapeHtml(d.email)}">${escapeHtml(d.email)}</a>` +
      (d.phoneNumber ? `<br>Phone: ${escapeHtml(d.phoneNumber)}` : '') +
      `</p><p><a href="${escapeHtml(d.inboxUrl)}">See all your leads</a></p>`,
  };
}

export interface ReviewEmailData {
  businessName: string;
  firstName: string;
  lastName: string;
  rating: number;
  message: string;
  listingUrl: string;
  inboxUrl: string;
}

export function approvedReviewEmail(d: ReviewEmailData): EmailContent {
  const by = `${d.firstName} ${d.lastName.slice(0, 1)}.`;
  return {
    subject: `New ${d.rating}-star review for ${d.businessName}`,
    text:
      `${by} reviewed ${d.businessName}: ${stars(d.rating)} (${d.rating}/5)\n\n${d.message}\n\n` +
      `It is approved and appears on your listing after the next directory update: ${d.listingUrl}\n` +
      `You can reply to it from your dashboard: ${d.inboxUrl}`,
    html:
      `<p><strong>${escapeHtml(by)}</strong> reviewed ${escapeHtml(d.businessName)}: ` +
      `<span aria-label="${d.rating} out of 5 stars" style="color:#f5a524">${stars(d.rating)}</span> (${d.rating}/5)</p>` +
      `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #4f46e5;white-space:pre-wrap">${escapeHtml(d.message)}</blockquote>` +
      `<p>It is approved and appears on <a href="${escapeHtml(d.listingUrl)}">your listing</a> after the next directory update. ` +
      `<a href="${escapeHtml(d.inboxUrl)}">Reply from your dashboard</a>.</p>`,
  };
}

export interface ReviewDecisionEmailData {
  businessName: string;
  firstName: string;
  status: 'approved' | 'rejected';
  reason: ModerationReason | null;
  statusUrl: string;
}

/** Tells a review's author what moderation decided, with the reason code when it was rejected. */
export function reviewDecisionEmail(d: ReviewDecisionEmailData): EmailContent {
  const outcome =
    d.status === 'approved'
      ? `Your review of ${d.businessName} was approved. It appears on the listing after the next directory update.`
      : `Your review of ${d.businessName} was not published. Reason: ${d.reason ? REASON_LABELS[d.reason] : 'not given'}.`;
  return {
    subject: d.status === 'approved' ? `Your review of ${d.businessName} is approved` : `Your review of ${d.businessName} was not published`,
    text: `Hello ${d.firstName},\n\n${outcome}\n\nReview status: ${d.statusUrl}`,
    html: `<p>Hello ${escapeHtml(d.firstName)},</p><p>${escapeHtml(outcome)}</p><p><a href="${escapeHtml(d.statusUrl)}">Review status</a></p>`,
  };
}

export interface ClaimInvitationData {
  businessName: string;
  claimUrl: string;
  messageCount: number;
}

/**
 * To an unclaimed listing's address after a visitor wrote to it (issue 27): what happened, what claiming
 * does, and the link. It never quotes the message: whoever reads this address proves it by claiming.
 */
export function claimInvitationEmail(d: ClaimInvitationData): EmailContent {
  const wrote = d.messageCount === 1 ? 'A visitor sent' : `Visitors sent`;
  const lines = [
    `${wrote} ${d.businessName} a message through its free listing in the Main Street business directory.`,
    `The listing has not been claimed yet, so we keep the message for the business. Claim the listing to read it (and any that follow) in your inbox, reply to reviews and keep your details up to date. Claiming is free.`,
    `Claim ${d.businessName}: ${d.claimUrl}`,
    `The link works for 30 days. Sign in or create a free account, then open the link again. If this is not your business, you can ignore this email.`,
  ];
  return {
    subject: `A visitor wrote to ${d.businessName} on Main Street`,
    text: lines.join('\n\n'),
    html:
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>` +
      `<p><a href="${escapeHtml(d.claimUrl)}">Claim ${escapeHtml(d.businessName)}</a></p><p>${escapeHtml(lines[3]!)}</p>`,
  };
}
