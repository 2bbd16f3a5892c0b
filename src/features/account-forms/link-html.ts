/**
 * The HTML of the pages an emailed link opens (issue 29): /confirm-account and /confirm-email show one
 * button that POSTs the link's token (opening the link does nothing by itself, so an email scanner that
 * fetches it uses nothing up), and /reset-password's answers. Pure, rendered on demand by those pages
 * and by the functions when a form post without JavaScript comes back. Between the same markers as the
 * account forms, so a function can put its answer in the page's place. In the texts' language (issue 42:
 * /fr/confirmer-compte/, /fr/confirmer-courriel/, /fr/mot-de-passe/).
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import { ACCOUNT_PATHS } from './account-paths.ts';
import { accountTextsEn, type AccountTexts } from './account-texts-en.ts';
import { FORM_END, FORM_START, localMailboxHtml } from './form-html.ts';

export type LinkFormKind = 'confirm-signup' | 'confirm-email';

export const LINK_FORMS = {
  'confirm-signup': { action: '/api/account/confirm-signup', page: 'confirmAccount' },
  'confirm-email': { action: '/api/account/confirm-email', page: 'confirmEmail' },
} as const;

/** The page a link opens, in the texts' language. */
export const linkPage = (kind: LinkFormKind, m: AccountTexts = accountTextsEn): string =>
  ACCOUNT_PATHS[m.lang][LINK_FORMS[kind].page];

/** The message of a link that is not all there (no token, or not 43 URL-safe characters). */
export const INCOMPLETE_LINK = 'This link is not complete. Open it again from the email.';

const wrap = (html: string) => `${FORM_START}${html}${FORM_END}`;
const languageField = (m: AccountTexts) =>
  m.lang === 'en' ? '' : `<input type="hidden" name="language" value="${m.lang}">`;

/** The one button that uses the link; the token waits in a hidden field. */
export function linkFormHtml(kind: LinkFormKind, token: string, formError = '', m = accountTextsEn): string {
  const words = m.links[kind];
  return wrap(
    `<p>${words.intro}</p>` +
      `<form class="account-form" method="post" action="${LINK_FORMS[kind].action}" data-link-form ` +
      `data-busy="${words.busy}">` +
      `<p class="form-error" role="alert"${formError ? '' : ' hidden'}>${escapeHtml(formError)}</p>` +
      `<input type="hidden" name="token" value="${escapeHtml(token)}">${languageField(m)}` +
      `<button class="btn btn-primary" type="submit">${words.submit}</button></form>`,
  );
}

/** A link that cannot be used: why, and the ways on. */
export function badLinkHtml(kind: LinkFormKind, message: string, m = accountTextsEn): string {
  const paths = ACCOUNT_PATHS[m.lang];
  const login = `<li><a href="${paths.login}">${m.logIn}</a></li>`;
  // The account page is English only: on a French page its link says so (hreflang).
  const ways =
    kind === 'confirm-signup'
      ? `${login}<li><a href="${paths.reset}">${m.forgotPassword}</a></li>` +
        `<li><a href="${paths.signup}">${m.registerAgain}</a></li>`
      : `${login}<li><a href="/dashboard/account/"${m.lang === 'en' ? '' : ' hreflang="en"'}>${m.accountPage}</a></li>`;
  return wrap(`<p class="form-error" role="alert">${escapeHtml(message)}</p><ul class="confirm-next">${ways}</ul>`);
}

/** What a used link says when it worked and nothing else follows (the email change). */
export function linkDoneHtml(message: string, m = accountTextsEn): string {
  const login = ACCOUNT_PATHS[m.lang].login;
  return wrap(`<p class="notice" role="status">${escapeHtml(message)} <a href="${login}">${m.logIn}</a></p>`);
}

/** 'Forgot password?' sent: the same answer whether or not the address has an account. */
export function resetSentHtml(message: string, m = accountTextsEn): string {
  return wrap(
    `<div class="notice" role="status"><h2 tabindex="-1">${m.checkInbox.heading}</h2><p>${escapeHtml(message)}</p>` +
      localMailboxHtml(m) +
      `<p class="muted">${m.noEmail} ` +
      `<a class="ask-again" href="${ACCOUNT_PATHS[m.lang].reset}">${m.askAgain}</a>.</p></div>`,
  );
}
