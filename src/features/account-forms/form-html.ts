/**
 * The HTML of the light account forms (issue 29): sign-in and sign-up, rendered by the page at build
 * time and by the function when a form post without JavaScript comes back with errors. Pure: one
 * template, the same markup either way; a password is never written back into the page.
 */
export type AccountFormKind = 'login' | 'signup';
export type FormField = 'business_name' | 'business_email' | 'business_password';

export interface FormState {
  values?: Partial<Record<string, string>>;
  /** The first message of each field. */
  errors?: Partial<Record<string, string>>;
  /** A message about the whole form (wrong password, too many tries). */
  formError?: string;
}

const FIELD_UI: Record<FormField, { label: string; type: string; autocomplete: string }> = {
  business_name: { label: 'Business name', type: 'text', autocomplete: 'organization' },
  business_email: { label: 'Email address', type: 'email', autocomplete: 'email' },
  business_password: { label: 'Password', type: 'password', autocomplete: 'new-password' },
};

export const ACCOUNT_FORMS = {
  login: { action: '/api/business/login', page: '/login/', fields: ['business_email', 'business_password'], submit: 'Login', busy: 'Logging in…' },
  signup: { action: '/api/business/create', page: '/get-started/', fields: ['business_name', 'business_email', 'business_password'], submit: 'Register account', busy: 'Registering…' },
} as const satisfies Record<AccountFormKind, { action: string; page: string; fields: readonly FormField[]; submit: string; busy: string }>;

/** Where the server splices a re-rendered form into the built page. */
export const FORM_START = '<!--account-form-->';
export const FORM_END = '<!--/account-form-->';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function accountFormHtml(kind: AccountFormKind, state: FormState = {}, next = '/checkout/'): string {
  const form = ACCOUNT_FORMS[kind];
  const fields = form.fields.map((field: FormField) => {
    const ui = FIELD_UI[field];
    const id = `${kind}-${field}`;
    const error = state.errors?.[field];
    const value = field === 'business_password' ? '' : (state.values?.[field] ?? '');
    const autocomplete = kind === 'login' && field === 'business_password' ? 'current-password' : ui.autocomplete;
    return `<div class="field"><label for="${id}">${ui.label}</label>`
      + `<input id="${id}" name="${field}" type="${ui.type}" autocomplete="${autocomplete}"${value ? ` value="${escapeHtml(value)}"` : ''}`
      + `${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>`
      + `<p class="field-error" id="${id}-error"${error ? '' : ' hidden'}>${escapeHtml(error ?? '')}</p></div>`;
  });
  const hidden = kind === 'signup' ? `<input type="hidden" name="next" value="${escapeHtml(next)}"><input type="hidden" name="referral_id" value="">` : '';
  return `${FORM_START}<form class="account-form" method="post" action="${form.action}" novalidate data-account-form="${kind}" data-busy="${form.busy}">`
    + `<p class="form-error" role="alert"${state.formError ? '' : ' hidden'}>${escapeHtml(state.formError ?? '')}</p>`
    + fields.join('') + hidden
    + `<button class="btn btn-primary" type="submit">${form.submit}</button></form>${FORM_END}`;
}

/** What a sent registration shows (the same for a new address and a taken one). */
export function checkInboxHtml(email: string): string {
  return `<div class="notice check-inbox" role="status"><h2 tabindex="-1">Check your inbox</h2>`
    + `<p>We sent an email to <strong class="check-inbox-email">${escapeHtml(email)}</strong>. Open the link in it to confirm your address `
    + 'and finish creating your account. The link works once, for 24 hours; what you entered is kept until then.</p>'
    + '<p class="notice local-mailbox-link" hidden>Running locally without email: the email is in the <a href="/_local/mailbox" target="_blank" rel="noopener">local mailbox</a>.</p>'
    + '<p class="muted">If this address already has a Main Street account, the email says so and links to logging in and choosing a new password.</p>'
    + `<p class="muted">No email after a few minutes? Look in your spam folder, or <a class="use-another" href="${ACCOUNT_FORMS.signup.page}">use another address</a>.</p></div>`;
}
