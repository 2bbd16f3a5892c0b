/**
 * The HTML of the light account forms (issue 29): sign-in, sign-up, the referral sign-up, the forgotten
 * and the new password, rendered by the page (at build time or on demand) and by the function when a
 * form post without JavaScript comes back with errors. Pure: one template, the same markup either way;
 * a password is never written back into the page.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import { signupAgreementHtml } from '../../shared/legal.ts';
import { ACCOUNT_PATHS, type AccountPage } from './account-paths.ts';
import { accountTextsEn, type AccountTexts } from './account-texts-en.ts';

export type AccountFormKind = 'login' | 'signup' | 'affiliate' | 'forgot' | 'reset';
export type FormField =
  'business_website_url' | 'business_name' | 'business_email' | 'business_password' | 'email' | 'new_password';

export interface FormState {
  values?: Partial<Record<string, string>>;
  /** The first message of each field. */
  errors?: Partial<Record<string, string>>;
  /** A message about the whole form (wrong password, too many tries). */
  formError?: string;
}

const FIELD_UI: Record<FormField, { type: string; autocomplete: string; hint?: boolean }> = {
  business_website_url: { type: 'text', autocomplete: 'url' },
  email: { type: 'email', autocomplete: 'email' },
  new_password: { type: 'password', autocomplete: 'new-password', hint: true },
  business_name: { type: 'text', autocomplete: 'organization' },
  business_email: { type: 'email', autocomplete: 'email' },
  business_password: { type: 'password', autocomplete: 'new-password' },
};

/** Each form's function and fields; its page in each language is ACCOUNT_PATHS', its words the texts'. */
export const ACCOUNT_FORMS = {
  login: { action: '/api/business/login', page: 'login', fields: ['business_email', 'business_password'] },
  signup: {
    action: '/api/business/create',
    page: 'signup',
    fields: ['business_name', 'business_email', 'business_password'],
  },
  affiliate: {
    action: '/api/business/create',
    page: 'signup',
    fields: ['business_website_url', 'business_name', 'business_email', 'business_password'],
  },
  forgot: { action: '/api/account/forgot-password', page: 'reset', fields: ['email'] },
  reset: { action: '/api/account/reset-password', page: 'reset', fields: ['new_password'] },
} as const satisfies Record<AccountFormKind, { action: string; page: AccountPage; fields: readonly FormField[] }>;

/** The page a form is on, in the texts' language (the referral program's is English only). */
export const formPage = (kind: AccountFormKind, m: AccountTexts = accountTextsEn): string =>
  kind === 'affiliate' ? '/referral-program/' : ACCOUNT_PATHS[m.lang][ACCOUNT_FORMS[kind].page];

/** Where each sign-up continues once its emailed link is opened. */
export const NEXT_BY_KIND: Partial<Record<AccountFormKind, string>> = {
  signup: '/checkout/',
  affiliate: '/referral-program/',
};

/** Where the server splices a re-rendered form into the built page. */
export const FORM_START = '<!--account-form-->';
export const FORM_END = '<!--/account-form-->';

export function accountFormHtml(
  kind: AccountFormKind,
  state: FormState = {},
  next = NEXT_BY_KIND[kind] ?? '/checkout/',
  m: AccountTexts = accountTextsEn,
): string {
  const form: { action: string; fields: readonly FormField[] } = ACCOUNT_FORMS[kind];
  const words: { submit: string; busy: string; heading?: string; intro?: string } = m.forms[kind];
  const intro = words.heading ? `<h2>${words.heading}</h2>${words.intro ? `<p>${words.intro}</p>` : ''}` : '';
  const fields = form.fields.map((field: FormField) => {
    const ui = FIELD_UI[field];
    const id = `${kind}-${field}`;
    const error = state.errors?.[field];
    const value = /password/.test(field) ? '' : (state.values?.[field] ?? '');
    const autocomplete = kind === 'login' && field === 'business_password' ? 'current-password' : ui.autocomplete;
    return (
      `<div class="field"><label for="${id}">${m.fields[field]}</label>` +
      `<input id="${id}" name="${field}" type="${ui.type}" autocomplete="${autocomplete}"${value ? ` value="${escapeHtml(value)}"` : ''}` +
      `${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>` +
      `${ui.hint ? `<p class="muted small">${escapeHtml(m.newPasswordHint)}</p>` : ''}` +
      `<p class="field-error" id="${id}-error"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p></div>`
    );
  });
  const hidden =
    kind === 'signup' || kind === 'affiliate'
      ? `<input type="hidden" name="next" value="${escapeHtml(next)}"><input type="hidden" name="referral_id" value="">`
      : kind === 'reset'
        ? `<input type="hidden" name="token" value="${escapeHtml(state.values?.token ?? '')}">`
        : '';
  // The French pages' forms say so, so that the function answers (and a sign-up records) French.
  const language = m.lang === 'en' ? '' : `<input type="hidden" name="language" value="${m.lang}">`;
  return (
    `${FORM_START}${intro ? `<div data-form-panel>${intro}` : ''}` +
    `<form class="account-form" method="post" action="${form.action}" novalidate data-account-form="${kind}" ` +
    `data-busy="${words.busy}">` +
    `<p class="form-error" role="alert"${state.formError ? '' : ' hidden'}>${escapeHtml(state.formError ?? '')}</p>` +
    fields.join('') +
    hidden +
    language +
    (kind === 'signup' || kind === 'affiliate' ? signupAgreementHtml(m.agreement, m.lang) : '') +
    `<button class="btn btn-primary" type="submit">${words.submit}</button></form>${intro ? '</div>' : ''}${FORM_END}`
  );
}

/** 'Running locally without email', shown by the script when the local mailbox is there. */
export const localMailboxHtml = (m: AccountTexts): string =>
  `<p class="notice local-mailbox-link" hidden>${m.localMailbox[0]}` +
  `<a href="/_local/mailbox" target="_blank" rel="noopener">${m.localMailbox[1]}</a>${m.localMailbox[2]}</p>`;

/** What a sent registration shows (the same for a new address and a taken one). */
export function checkInboxHtml(
  email: string,
  page: string = formPage('signup'),
  m: AccountTexts = accountTextsEn,
): string {
  const c = m.checkInbox;
  return (
    `<div class="notice check-inbox" role="status"><h2 tabindex="-1">${c.heading}</h2>` +
    `<p>${c.sentTo} <strong class="check-inbox-email">${escapeHtml(email)}</strong>. ${c.openLink}</p>` +
    localMailboxHtml(m) +
    `<p class="muted">${c.taken}</p>` +
    `<p class="muted">${m.noEmail} <a class="use-another" href="${page}">${c.useAnother}</a>.</p></div>`
  );
}

/** The referral program's panel for someone signed in (the script shows it in place of the form). */
export function referralLinkHtml(link: string, confirmed: string): string {
  return (
    (confirmed
      ? `<p class="notice notice-confirmed" role="status"><strong>${escapeHtml(confirmed)}</strong></p>`
      : '') +
    `<div class="notice" role="status"><p><strong>Your referral link</strong></p><p><code>${escapeHtml(link)}</code></p>` +
    '<p class="muted">Share it: businesses that register through it and pay for a plan earn you a monthly commission.</p>' +
    '<p><a href="/dashboard/">Go to your dashboard</a></p></div>'
  );
}
