/**
 * The HTML of the light account forms (issue 29): sign-in, sign-up, the referral sign-up, the forgotten
 * and the new password, rendered by the page (at build time or on demand) and by the function when a
 * form post without JavaScript comes back with errors. Pure: one template, the same markup either way;
 * a password is never written back into the page.
 */
import { escapeHtml } from '../../shared/html-escape.ts';
import { signupAgreementHtml } from '../../shared/legal.ts';

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

const FIELD_UI: Record<FormField, { label: string; type: string; autocomplete: string; hint?: string }> = {
  business_website_url: { label: 'Website URL', type: 'text', autocomplete: 'url' },
  email: { label: 'Email address', type: 'email', autocomplete: 'email' },
  new_password: {
    label: 'New password',
    type: 'password',
    autocomplete: 'new-password',
    hint: '8-35 characters, with at least one number and one of @$!%*#?&.',
  },
  business_name: { label: 'Business name', type: 'text', autocomplete: 'organization' },
  business_email: { label: 'Email address', type: 'email', autocomplete: 'email' },
  business_password: { label: 'Password', type: 'password', autocomplete: 'new-password' },
};

export const ACCOUNT_FORMS = {
  login: {
    action: '/api/business/login',
    page: '/login/',
    fields: ['business_email', 'business_password'],
    submit: 'Login',
    busy: 'Logging in…',
  },
  signup: {
    action: '/api/business/create',
    page: '/get-started/',
    fields: ['business_name', 'business_email', 'business_password'],
    submit: 'Register account',
    busy: 'Registering…',
  },
  affiliate: {
    action: '/api/business/create',
    page: '/referral-program/',
    fields: ['business_website_url', 'business_name', 'business_email', 'business_password'],
    submit: 'Join the referral program',
    busy: 'Registering…',
  },
  forgot: {
    action: '/api/account/forgot-password',
    page: '/reset-password/',
    fields: ['email'],
    submit: 'Email me a link',
    busy: 'Sending…',
    intro:
      '<h2>Forgot your password?</h2><p>Enter the email you sign in with. If it has an account, we email it a link to choose a new password.</p>',
  },
  reset: {
    action: '/api/account/reset-password',
    page: '/reset-password/',
    fields: ['new_password'],
    submit: 'Save my new password',
    busy: 'Saving…',
    intro: '<h2>Choose a new password</h2>',
  },
} as const satisfies Record<
  AccountFormKind,
  { action: string; page: string; fields: readonly FormField[]; submit: string; busy: string; intro?: string }
>;

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
): string {
  const form: { action: string; fields: readonly FormField[]; submit: string; busy: string; intro?: string } =
    ACCOUNT_FORMS[kind];
  const fields = form.fields.map((field: FormField) => {
    const ui = FIELD_UI[field];
    const id = `${kind}-${field}`;
    const error = state.errors?.[field];
    const value = /password/.test(field) ? '' : (state.values?.[field] ?? '');
    const autocomplete = kind === 'login' && field === 'business_password' ? 'current-password' : ui.autocomplete;
    return (
      `<div class="field"><label for="${id}">${ui.label}</label>` +
      `<input id="${id}" name="${field}" type="${ui.type}" autocomplete="${autocomplete}"${value ? ` value="${escapeHtml(value)}"` : ''}` +
      `${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>` +
      `${ui.hint ? `<p class="muted small">${escapeHtml(ui.hint)}</p>` : ''}` +
      `<p class="field-error" id="${id}-error"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p></div>`
    );
  });
  const hidden =
    kind === 'signup' || kind === 'affiliate'
      ? `<input type="hidden" name="next" value="${escapeHtml(next)}"><input type="hidden" name="referral_id" value="">`
      : kind === 'reset'
        ? `<input type="hidden" name="token" value="${escapeHtml(state.values?.token ?? '')}">`
        : '';
  return (
    `${FORM_START}${form.intro ? `<div data-form-panel>${form.intro}` : ''}<form class="account-form" method="post" action="${form.action}" novalidate data-account-form="${kind}" data-busy="${form.busy}">` +
    `<p class="form-error" role="alert"${state.formError ? '' : ' hidden'}>${escapeHtml(state.formError ?? '')}</p>` +
    fields.join('') +
    hidden +
    (kind === 'signup' || kind === 'affiliate' ? signupAgreementHtml() : '') +
    `<button class="btn btn-primary" type="submit">${form.submit}</button></form>${form.intro ? '</div>' : ''}${FORM_END}`
  );
}

/** What a sent registration shows (the same for a new address and a taken one). */
export function checkInboxHtml(email: string, page: string = ACCOUNT_FORMS.signup.page): string {
  return (
    `<div class="notice check-inbox" role="status"><h2 tabindex="-1">Check your inbox</h2>` +
    `<p>We sent an email to <strong class="check-inbox-email">${escapeHtml(email)}</strong>. Open the link in it to confirm your address ` +
    'and finish creating your account. The link works once, for 24 hours; what you entered is kept until then.</p>' +
    '<p class="notice local-mailbox-link" hidden>Running locally without email: the email is in the <a href="/_local/mailbox" target="_blank" rel="noopener">local mailbox</a>.</p>' +
    '<p class="muted">If this address already has a Main Street account, the email says so and links to logging in and choosing a new password.</p>' +
    `<p class="muted">No email after a few minutes? Look in your spam folder, or <a class="use-another" href="${page}">use another address</a>.</p></div>`
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
