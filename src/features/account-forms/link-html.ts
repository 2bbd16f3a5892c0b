/**
 * The HTML of the pages an emailed link opens (issue 29): /confirm-account and /confirm-email show one
 * button that POSTs the link's token (opening the link does nothing by itself, so an email scanner that
 * fetches it uses nothing up), and /reset-password's answers. Pure, rendered on demand by those pages
 * and by the functions when a form post without JavaScript comes back. Between the same markers as the
 * account forms, so a function can put its answer in the page's place.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import { FORM_END, FORM_START } from './form-html.ts';

export type LinkFormKind = 'confirm-signup' | 'confirm-email';

export const LINK_FORMS = {
  'confirm-signup': {
    action: '/api/account/confirm-signup',
    page: '/confirm-account/',
    intro:
      'One step left: confirm your email to create your account. You are then signed in and taken on to where you registered.',
    submit: 'Confirm my email',
    busy: 'Confirming…',
  },
  'confirm-email': {
    action: '/api/account/confirm-email',
    page: '/confirm-email/',
    intro: 'Confirm this address to use it for your Main Street login from now on.',
    submit: 'Confirm this address',
    busy: 'Confirming…',
  },
} as const satisfies Record<
  LinkFormKind,
  { action: string; page: string; intro: string; submit: string; busy: string }
>;

/** The message of a link that is not all there (no token, or not 43 URL-safe characters). */
export const INCOMPLETE_LINK = 'This link is not complete. Open it again from the email.';

const wrap = (html: string) => `${FORM_START}${html}${FORM_END}`;

/** The one button that uses the link; the token waits in a hidden field. */
export function linkFormHtml(kind: LinkFormKind, token: string, formError = ''): string {
  const form = LINK_FORMS[kind];
  return wrap(
    `<p>${form.intro}</p>` +
      `<form class="account-form" method="post" action="${form.action}" data-link-form data-busy="${form.busy}">` +
      `<p class="form-error" role="alert"${formError ? '' : ' hidden'}>${escapeHtml(formError)}</p>` +
      `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<button class="btn btn-primary" type="submit">${form.submit}</button></form>`,
  );
}

/** A link that cannot be used: why, and the ways on. */
export function badLinkHtml(kind: LinkFormKind, message: string): string {
  const ways =
    kind === 'confirm-signup'
      ? '<li><a href="/login/">Log in</a></li><li><a href="/reset-password/">Forgot your password?</a></li><li><a href="/get-started/">Register again</a></li>'
      : '<li><a href="/login/">Log in</a></li><li><a href="/dashboard/account/">Your account page</a></li>';
  return wrap(`<p class="form-error" role="alert">${escapeHtml(message)}</p><ul class="confirm-next">${ways}</ul>`);
}

/** What a used link says when it worked and nothing else follows (the email change). */
export function linkDoneHtml(message: string): string {
  return wrap(`<p class="notice" role="status">${escapeHtml(message)} <a href="/login/">Log in</a></p>`);
}

/** 'Forgot password?' sent: the same answer whether or not the address has an account. */
export function resetSentHtml(message: string): string {
  return wrap(
    `<div class="notice" role="status"><h2 tabindex="-1">Check your inbox</h2><p>${escapeHtml(message)}</p>` +
      '<p class="notice local-mailbox-link" hidden>Running locally without email: the email is in the <a href="/_local/mailbox" target="_blank" rel="noopener">local mailbox</a>.</p>' +
      '<p class="muted">No email after a few minutes? Look in your spam folder, or <a class="ask-again" href="/reset-password/">ask again</a>.</p></div>',
  );
}
