/**
 * What the pages an emailed link opens show (issue 29), rendered on demand per request: the link's token
 * arrives in the query (?token=…) and goes into a hidden field; whether the link can still be used is
 * only read here, never used up: a GET (an email scanner's prefetch included) changes nothing. The page
 * sends no Referer to any other site (the token is in its address) and is never stored by a cache.
 * Not `no-referrer`: with it the browser sends `Origin: null` with the form's POST, which the same-origin
 * check (src/server/http.ts) rightly refuses; `same-origin` keeps the real Origin on the site's own requests.
 */
import { accountFormHtml } from '../../features/account-forms/form-html.ts';
import { badLinkHtml, INCOMPLETE_LINK, linkFormHtml } from '../../features/account-forms/link-html.ts';
import { ACCOUNT_TEXTS, inTextsLanguage } from '../../features/account-forms/account-texts.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
// The states alone: the modules that use the links carry zod and the mail code into the page's function.
import { EMAIL_LINK_MESSAGES, LINK_MESSAGES, linkStateOf, SIGNUP_LINK_MESSAGES } from './link-states.ts';

/** The headers of every page that carries a link's token. */
export const LINK_PAGE_HEADERS = {
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const tokenIn = (url: URL) => url.searchParams.get('token')?.trim() ?? '';

/** /reset-password (/fr/mot-de-passe/): the 'Forgot password?' form, or, from a usable link, the new-password form. */
export async function resetPageHtml(url: URL, lang: Lang = 'en'): Promise<string> {
  const m = ACCOUNT_TEXTS[lang];
  const token = tokenIn(url);
  if (!token) return accountFormHtml('forgot', {}, undefined, m);
  const state = TOKEN.test(token) ? await linkStateOf('reset', token) : 'unknown';
  if (state === 'valid') return accountFormHtml('reset', { values: { token } }, undefined, m);
  return accountFormHtml('forgot', { formError: inTextsLanguage(m, LINK_MESSAGES[state]) }, undefined, m);
}

/** /confirm-account (/fr/confirmer-compte/): the button that creates the account, or why the link cannot be used. */
export async function confirmAccountPageHtml(url: URL, lang: Lang = 'en'): Promise<string> {
  const m = ACCOUNT_TEXTS[lang];
  const token = tokenIn(url);
  if (!TOKEN.test(token)) return badLinkHtml('confirm-signup', inTextsLanguage(m, INCOMPLETE_LINK), m);
  const state = await linkStateOf('signup', token);
  return state === 'valid'
    ? linkFormHtml('confirm-signup', token, '', m)
    : badLinkHtml('confirm-signup', inTextsLanguage(m, SIGNUP_LINK_MESSAGES[state]), m);
}

/** /confirm-email (/fr/confirmer-courriel/): the button that makes the email change, or why the link cannot be used. */
export async function confirmEmailPageHtml(url: URL, lang: Lang = 'en'): Promise<string> {
  const m = ACCOUNT_TEXTS[lang];
  const token = tokenIn(url);
  if (!TOKEN.test(token)) return badLinkHtml('confirm-email', inTextsLanguage(m, INCOMPLETE_LINK), m);
  const state = await linkStateOf('email', token);
  return state === 'valid'
    ? linkFormHtml('confirm-email', token, '', m)
    : badLinkHtml('confirm-email', inTextsLanguage(m, EMAIL_LINK_MESSAGES[state]), m);
}
