/**
 * The emails Main Street sends about listing interactions, as pure functions of their data. Every
 * email ends with the unsubscribe link; visitor-written text is escaped in the HTML part.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import type { ModerationReason } from '../../shared/outcomes.ts';
import { CATALOGUES, type Lang } from '../../shared/i18n/i18n.ts';
import { reviewOutcomeFrom } from '../../shared/i18n/outcomes-in.ts';
import { mailT } from './catalogue/mail-t.ts';
import { LEGAL_PAGES } from '../../shared/legal.ts';
import type { MailKey } from './catalogue/en.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** The email's language (issue 31): its footer is written in it too. English when absent. */
  lang?: Lang;
  /**
   * The one link the email asks its reader to open, always a platform address (never one a visitor wrote): the
   * local mailbox's 'Open the link in this email' button. Absent when the email asks nothing of the kind.
   */
  actionUrl?: string;
  /** Files sent with the email (a booking's .ics). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/** In the outbox's .eml files only (send.ts): the email's action link, for the local mailbox's button. */
export const ACTION_LINK_HEADER = 'X-Main-Street-Action';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

/** Adds the footer to both parts: the unsubscribe link (CASL), then the Terms and Privacy Policy in the email's language. */
export function withUnsubscribe(content: EmailContent, unsubscribeUrl: string, why?: string): EmailContent {
  const lang = content.lang ?? 'en';
  const line = mailT(lang, 'mail.stop', { why: why ?? mailT(lang, 'mail.why') });
  // The site's own address, from the unsubscribe link it already carries.
  const terms = new URL(LEGAL_PAGES[lang].terms, unsubscribeUrl).href;
  const privacy = new URL(LEGAL_PAGES[lang].privacy, unsubscribeUrl).href;
  const [termsName, privacyName] = [mailT(lang, 'mail.terms'), mailT(lang, 'mail.privacy')];
  const legal = (name: string, url: string) => mailT(lang, 'mail.legal', { name, url });
  return {
    ...(content.lang ? { lang: content.lang } : {}),
    ...(content.actionUrl ? { actionUrl: content.actionUrl } : {}),
    ...(content.attachments ? { attachments: content.attachments } : {}),
    subject: content.subject,
    text: `${content.text}\n\n--\n${line} ${unsubscribeUrl}\n${legal(termsName, terms)}\n${legal(privacyName, privacy)}\n`,
    html:
      `<!doctype html><html${content.lang ? ` lang="${content.lang}"` : ''}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#16172b">${content.html}` +
      `<hr style="border:none;border-top:1px solid #e3e4ee;margin:24px 0">` +
      `<p style="font-size:13px;color:#5b5d78">${escapeHtml(line)} <a href="${escapeHtml(unsubscribeUrl)}">${mailT(lang, 'mail.unsubscribe')}</a></p>` +
      `<p style="font-size:13px;color:#5b5d78"><a href="${escapeHtml(terms)}">${escapeHtml(termsName)}</a> · ` +
      `<a href="${escapeHtml(privacy)}">${escapeHtml(privacyName)}</a></p>` +
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

/** A new message, to the business (in French when its website is French-first, issue 31). */
export function leadEmail(d: LeadEmailData, lang: Lang = 'en'): EmailContent {
  const m = (key: MailKey, params?: Record<string, string>) => mailT(lang, key, params);
  const from = `${d.firstName} ${d.lastName}`;
  const where = m(d.source === 'website' ? 'mail.lead.website' : 'mail.lead.listing');
  const contact = [
    m('mail.email', { email: d.email }),
    d.phoneNumber ? m('mail.phone', { phone: d.phoneNumber }) : null,
  ]
    .filter(Boolean)
    .join('\n');
  // The HTML part puts the sender's name in bold: the sentence is split around it (escaped pieces).
  const [before, after] = m('mail.lead.sent', { where, business: '\u0000' }).split('{from}');
  return {
    actionUrl: d.inboxUrl,
    ...(lang === 'en' ? {} : { lang }),
    subject: m('mail.lead.subject', { business: d.businessName, from }),
    text: `${m('mail.lead.sent', { from, business: d.businessName, where })}\n\n${d.message}\n\n${contact}\n\n${m('mail.lead.reply', { url: d.inboxUrl })}`,
    html:
      `<p>${escapeHtml(before!).replace('\u0000', escapeHtml(d.businessName))}<strong>${escapeHtml(from)}</strong>${escapeHtml(after!).replace('\u0000', escapeHtml(d.businessName))}</p>` +
      `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #4f46e5;white-space:pre-wrap">${escapeHtml(d.message)}</blockquote>` +
      `<p>${escapeHtml(m('mail.email', { email: '\u0000' })).replace('\u0000', `<a href="mailto:${escapeHtml(d.email)}">${escapeHtml(d.email)}</a>`)}` +
      (d.phoneNumber ? `<br>${escapeHtml(m('mail.phone', { phone: d.phoneNumber }))}` : '') +
      `</p><p><a href="${escapeHtml(d.inboxUrl)}">${m('mail.lead.seeAll')}</a></p>`,
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

/** A newly approved review, to the business (in French when its website is French-first, issue 31). */
export function approvedReviewEmail(d: ReviewEmailData, lang: Lang = 'en'): EmailContent {
  const m = (key: MailKey, params?: Record<string, string | number>) => mailT(lang, key, params);
  const by = `${d.firstName} ${d.lastName.slice(0, 1)}.`;
  const [before, after] = m('mail.review.by', { business: '\u0000' }).split('{by}');
  const piece = (s: string) => escapeHtml(s).replace('\u0000', escapeHtml(d.businessName));
  return {
    actionUrl: d.inboxUrl,
    ...(lang === 'en' ? {} : { lang }),
    subject: m('mail.review.subject', { rating: d.rating, business: d.businessName }),
    text:
      `${m('mail.review.by', { by, business: d.businessName })} ${stars(d.rating)} (${d.rating}/5)\n\n${d.message}\n\n` +
      `${m('mail.review.approved', { url: d.listingUrl })}\n` +
      m('mail.review.replyText', { url: d.inboxUrl }),
    html:
      `<p>${piece(before!)}<strong>${escapeHtml(by)}</strong>${piece(after!)} ` +
      `<span aria-label="${m('mail.review.stars', { rating: d.rating })}" style="color:#f5a524">${stars(d.rating)}</span> (${d.rating}/5)</p>` +
      `<blockquote style="margin:0;padding:8px 16px;border-left:3px solid #4f46e5;white-space:pre-wrap">${escapeHtml(d.message)}</blockquote>` +
      `<p>${m('mail.review.approvedBefore')} <a href="${escapeHtml(d.listingUrl)}">${m('mail.review.yourListing')}</a> ${m('mail.review.approvedAfter')} ` +
      `<a href="${escapeHtml(d.inboxUrl)}">${m('mail.review.replyLink')}</a>.</p>`,
  };
}

export interface ReviewDecisionEmailData {
  businessName: string;
  firstName: string;
  status: 'approved' | 'rejected';
  reason: ModerationReason | null;
  statusUrl: string;
}

/** Tells a review's author what moderation decided, and why in a plain sentence when it was rejected; in the
 * language the review was written in (issue 42). */
export function reviewDecisionEmail(d: ReviewDecisionEmailData, lang: Lang = 'en'): EmailContent {
  const m = (key: MailKey) => mailT(lang, key, { business: d.businessName, name: d.firstName });
  const outcome =
    d.status === 'approved' ? m('decision.approved') : reviewOutcomeFrom(CATALOGUES[lang], 'rejected', d.reason);
  return {
    actionUrl: d.statusUrl,
    ...(lang === 'en' ? {} : { lang }),
    subject: m(d.status === 'approved' ? 'decision.approvedSubject' : 'decision.rejectedSubject'),
    text: `${m('decision.hello')}\n\n${outcome}\n\n${m('decision.status')}: ${d.statusUrl}`,
    html:
      `<p>${escapeHtml(m('decision.hello'))}</p><p>${escapeHtml(outcome)}</p>` +
      `<p><a href="${escapeHtml(d.statusUrl)}">${escapeHtml(m('decision.status'))}</a></p>`,
  };
}

export interface ClaimInvitationData {
  businessName: string;
  claimUrl: string;
  messageCount: number;
  /** Sent because someone signed in asked for it from the listing (issue 39), not because a visitor wrote. */
  asked?: boolean;
}

/**
 * To an unclaimed listing's address after a visitor wrote to it (issue 27): what happened, what claiming
 * does, and the link. It never quotes the message: whoever reads this address proves it by claiming.
 * In French for a listing whose business would be French-first (issue 31, listingLanguage).
 */
export function claimInvitationEmail(d: ClaimInvitationData, lang: Lang = 'en'): EmailContent {
  const m = (key: MailKey) => mailT(lang, key, { business: d.businessName, url: d.claimUrl });
  const lines = d.asked
    ? [m('claim.asked'), m('claim.askedWhy'), m('claim.link'), m('claim.works')]
    : [
        m(d.messageCount === 1 ? 'claim.wrote.one' : 'claim.wrote.other'),
        m('claim.kept'),
        m('claim.link'),
        m('claim.works'),
      ];
  return {
    actionUrl: d.claimUrl,
    ...(lang === 'en' ? {} : { lang }),
    subject: m(d.asked ? 'claim.askedSubject' : 'claim.subject'),
    text: lines.join('\n\n'),
    html:
      `<p>${escapeHtml(lines[0]!)}</p><p>${escapeHtml(lines[1]!)}</p>` +
      `<p><a href="${escapeHtml(d.claimUrl)}">${escapeHtml(m('claim.linkText'))}</a></p><p>${escapeHtml(lines[3]!)}</p>`,
  };
}

/** To the requester of a reviewed claim (issue 39): approved, or refused with the admin's reason, in their language. */
export function claimRequestDecisionEmail(
  d: { businessName: string; approved: boolean; reason: string },
  lang: Lang = 'en',
): EmailContent {
  const m = (key: MailKey) => mailT(lang, key, { business: d.businessName, reason: d.reason });
  const lines = d.approved
    ? [m('claimRequest.approved')]
    : [m('claimRequest.refused'), m('claimRequest.reason'), m('claimRequest.again')];
  return {
    ...(lang === 'en' ? {} : { lang }),
    subject: m(d.approved ? 'claimRequest.approvedSubject' : 'claimRequest.refusedSubject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
