/**
 * The emails about a person's own account and team (issue 15), as pure functions of their data, in the account's
 * language (issue 42; the team invitation is in English: the invited person has no account yet).
 */
import type { EmailContent } from './templates.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { mailT } from './catalogue/mail-t.ts';
import type { MailKey } from './catalogue/en.ts';

const mailIn = (lang: Lang) => (key: MailKey, params?: Record<string, string>) => mailT(lang, key, params);

const button = (url: string, label: string, lang: Lang = 'en') =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#3f3fbf;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>` +
  `<p style="font-size:13px;color:#5b5d78">${escapeHtml(mailT(lang, 'account.paste', { url }))}</p>`;

const inLang = (lang: Lang) => (lang === 'en' ? {} : { lang });

export function passwordResetEmail(resetUrl: string, lang: Lang = 'en'): EmailContent {
  const m = mailIn(lang);
  return {
    actionUrl: resetUrl,
    ...inLang(lang),
    subject: m('account.resetSubject'),
    text: `${m('account.resetAsked')}\n\n${m('account.resetHere')}\n${resetUrl}\n\n${m('account.resetIgnore')}`,
    html:
      `<p>${escapeHtml(m('account.resetAsked'))}</p>` +
      button(resetUrl, m('account.resetButton'), lang) +
      `<p>${escapeHtml(`${m('account.resetOnce')} ${m('account.resetIgnore')}`)}</p>`,
  };
}

export function invitationEmail(d: {
  businessName: string;
  inviterEmail: string;
  role: string;
  acceptUrl: string;
}): EmailContent {
  const line = `${d.inviterEmail} invited you to join ${d.businessName} on Main Street as ${d.role}.`;
  return {
    actionUrl: d.acceptUrl,
    subject: `Join ${d.businessName} on Main Street`,
    text: `${line}\n\nAccept here (the link works once, for 7 days):\n${d.acceptUrl}\n\nIf you do not expect this, ignore this email.`,
    html:
      `<p>${escapeHtml(line)}</p>` +
      button(d.acceptUrl, 'Accept the invitation') +
      `<p>The link works once, for 7 days. If you do not expect this, ignore this email.</p>`,
  };
}

export function confirmEmailChange(confirmUrl: string, lang: Lang = 'en'): EmailContent {
  const m = mailIn(lang);
  return {
    actionUrl: confirmUrl,
    ...inLang(lang),
    subject: m('account.changeSubject'),
    text: `${m('account.changeAsked')}\n\n${m('account.changeHere')}\n${confirmUrl}\n\n${m('account.changeIgnore')}`,
    html:
      `<p>${escapeHtml(m('account.changeAsked'))}</p>` +
      button(confirmUrl, m('account.changeButton'), lang) +
      `<p>${escapeHtml(`${m('account.dayOnce')} ${m('account.changeIgnore')}`)}</p>`,
  };
}

export function addressInUseEmail(lang: Lang = 'en'): EmailContent {
  const m = mailIn(lang);
  return {
    ...inLang(lang),
    subject: m('account.inUseSubject'),
    text: `${m('account.inUse')} ${m('account.inUseForgot')}`,
    html: `<p>${escapeHtml(m('account.inUse'))}</p><p>${escapeHtml(m('account.inUseForgot'))}</p>`,
  };
}

export function confirmSignupEmail(d: { businessName: string; confirmUrl: string }, lang: Lang = 'en'): EmailContent {
  const m = mailIn(lang);
  const line = m('account.signupAsked', { business: d.businessName });
  return {
    actionUrl: d.confirmUrl,
    ...inLang(lang),
    subject: m('account.signupSubject'),
    text: `${line}\n\n${m('account.signupHere')}\n${d.confirmUrl}\n\n${m('account.signupIgnore')}`,
    html:
      `<p>${escapeHtml(line)}</p>` +
      button(d.confirmUrl, m('account.signupButton'), lang) +
      `<p>${escapeHtml(`${m('account.dayOnce')} ${m('account.signupIgnore')}`)}</p>`,
  };
}

/** Sent instead of a confirmation when the address already has a login, so registration answers alike. */
export function alreadyRegisteredEmail(d: { loginUrl: string; resetUrl: string }, lang: Lang = 'en'): EmailContent {
  const m = mailIn(lang);
  return {
    actionUrl: d.loginUrl,
    ...inLang(lang),
    subject: m('account.takenSubject'),
    text:
      `${m('account.taken')}\n\n${m('account.takenLoginAt', { url: d.loginUrl })}\n` +
      `${m('account.takenForgot', { url: d.resetUrl })}\n\n${m('account.ignore')}`,
    html:
      `<p>${escapeHtml(m('account.taken'))}</p>` +
      button(d.loginUrl, m('account.takenLogin'), lang) +
      `<p>${escapeHtml(m('account.takenForgotBefore'))} ` +
      `<a href="${escapeHtml(d.resetUrl)}">${escapeHtml(m('account.takenForgotLink'))}</a>.</p>` +
      `<p>${escapeHtml(m('account.ignore'))}</p>`,
  };
}
