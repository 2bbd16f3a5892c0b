/**
 * The light account forms' script (issue 29), no framework: the same §5 rules checked as the visitor
 * types (after a first submit), the button disabled while the request is in flight, the server's
 * messages under their fields, the referral code kept in localStorage as referral_id (§3), and a
 * signed-in visitor sent where they belong (on the referral program: shown their referral link).
 * Without it the form still posts and the server answers.
 */
import { accountFieldErrors } from '../../shared/account-rules.ts';
// The header's own store: the browser then gets the auth helpers in one chunk with it (page weight).
import { hasSignedInHint, homeFor, loadAuth } from '../auth/auth.store.ts';
import { requestJson, type SignedIn } from '../register/account-api.ts';
import { referralLink, rememberReferral, storedReferral } from '../register/referral.ts';
import { EMAIL_CONFIRMED, readConfirmedFlag } from '../register/confirmed.ts';
import { localMailbox } from '../email/local-mailbox.ts';
import { ACCOUNT_FORMS, checkInboxHtml, formPage, referralLinkHtml, type AccountFormKind } from './form-html.ts';
import { resetSentHtml } from './link-html.ts';
import { safeNextPath } from '../../shared/safe-next.ts';
import { accountTextsEn, inTextsLanguage } from './account-texts-en.ts';
import { loadAccountTexts } from './load-account-texts.ts';
import { ACCOUNT_PATHS } from './account-paths.ts';

/** The page's words (issue 42): English at once, a French page's own once its chunk is in (a submit waits for it). */
let m = accountTextsEn;
const textsLoaded = loadAccountTexts().then((texts) => (m = texts));
/** Each field's message (the rules' and the server's are English) in the page's language. */
const inPageLanguage = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, inTextsLanguage(m, message)]));

/** Where a sign-in or sign-up goes back to (`?next=`: the listing claim that sent the visitor here), if anywhere. */
const nextParam = new URLSearchParams(window.location.search).get('next');
const next = nextParam ? safeNextPath(nextParam, '') : '';

const firstMessages = (kind: AccountFormKind, values: Record<string, string>) =>
  inPageLanguage(accountFieldErrors(ACCOUNT_FORMS[kind].fields, values));

/** Sends a visitor who is already signed in away from the form (the hint cookie says when to ask). */
async function leaveIfSignedIn(kind: AccountFormKind, form: HTMLFormElement): Promise<void> {
  // The referral page says once that the emailed link worked, and takes the flag out of the address.
  const flag = readConfirmedFlag(window.location.href);
  if (flag.confirmed) history.replaceState(history.state, '', flag.cleaned);
  if (!hasSignedInHint(document.cookie) || kind === 'forgot' || kind === 'reset') return;
  const auth = await loadAuth();
  if (auth.status !== 1) return;
  if (kind === 'affiliate') {
    if (auth.referral_code)
      form.outerHTML = referralLinkHtml(
        referralLink(window.location.origin, auth.referral_code),
        flag.confirmed ? EMAIL_CONFIRMED : '',
      );
    return;
  }
  const target = kind === 'login' ? next || homeFor(auth) : next || '/';
  await textsLoaded;
  form.outerHTML = `<p class="notice">${kind === 'login' ? m.signedIn.account : m.signedIn.home}</p>`;
  window.location.replace(target);
}

function enhance(form: HTMLFormElement): void {
  const kind = form.dataset.accountForm as AccountFormKind;
  const spec = ACCOUNT_FORMS[kind];
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const submitLabel = button.textContent ?? '';
  const alert = form.querySelector<HTMLElement>('.form-error')!;
  const fields: readonly string[] = spec.fields;
  let tried = false;
  let busy = false;

  const input = (field: string) => form.querySelector<HTMLInputElement>(`[name="${field}"]`)!;
  const values = () => Object.fromEntries(fields.map((f) => [f, input(f).value]));
  const show = (errors: Record<string, string>, message = '') => {
    alert.textContent = message;
    alert.hidden = !message;
    for (const field of fields) {
      const box = input(field);
      const note = document.getElementById(`${box.id}-error`)!;
      note.textContent = errors[field] ?? '';
      note.hidden = !errors[field];
      if (errors[field]) (box.setAttribute('aria-invalid', 'true'), box.setAttribute('aria-describedby', note.id));
      else (box.removeAttribute('aria-invalid'), box.removeAttribute('aria-describedby'));
    }
    const first = fields.find((f) => errors[f]);
    return first;
  };

  if (next && kind === 'signup') form.querySelector<HTMLInputElement>('[name="next"]')!.value = next;
  if (kind === 'signup' || kind === 'affiliate') {
    try {
      rememberReferral(window.location.search, window.localStorage);
      const referral = storedReferral(window.localStorage);
      const hidden = form.querySelector<HTMLInputElement>('[name="referral_id"]');
      if (hidden && referral) hidden.value = referral;
    } catch {
      // storage unavailable: no referral
    }
  }

  form.addEventListener('input', () => {
    if (tried) show(firstMessages(kind, values()));
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    await textsLoaded; // at once in English; on a French page, its words are in before the first message
    if (busy) return;
    tried = true;
    const typed = values();
    const first = show(firstMessages(kind, typed));
    if (first) return input(first).focus();
    busy = true;
    button.disabled = true;
    button.textContent = form.dataset.busy ?? submitLabel;
    const extra = Object.fromEntries(
      [...new FormData(form)].filter(([k, v]) => !fields.includes(k) && v !== '').map(([k, v]) => [k, String(v)]),
    );
    const result = await requestJson<SignedIn & { email: string }>(spec.action, { body: { ...typed, ...extra } });
    busy = false;
    button.disabled = false;
    button.textContent = submitLabel;
    if (!result.ok) {
      const field = show(
        inPageLanguage(result.fields),
        inTextsLanguage(m, result.message || result.fields.token || ''),
      );
      if (field) input(field).focus();
      return;
    }
    if (kind === 'login') return window.location.assign(next || homeFor(result.data.auth));
    const login = ACCOUNT_PATHS[m.lang].login;
    if (kind === 'reset') return window.location.assign(result.data.token ? homeFor(result.data.auth) : login);
    const sent = document.createElement('div');
    const panel = form.closest<HTMLElement>('[data-form-panel]') ?? form;
    sent.innerHTML =
      kind === 'forgot'
        ? resetSentHtml(inTextsLanguage(m, (result.data as unknown as { message: string }).message), m)
        : checkInboxHtml(result.data.email, formPage(kind, m), m);
    panel.replaceWith(sent);
    sent.querySelector<HTMLElement>('h2')?.focus();
    // With the script, 'use another address' puts the same form back (a plain link reloads the page without it).
    const again = sent.querySelector('.use-another, .ask-again');
    const back = document.createElement('button');
    Object.assign(back, { type: 'button', className: 'link-button', textContent: again?.textContent ?? '' });
    back.addEventListener('click', () => {
      sent.replaceWith(panel);
      input(fields.includes('email') ? 'email' : 'business_email').focus();
    });
    again?.replaceWith(back);
    void localMailbox().then((path) => {
      const note = sent.querySelector<HTMLElement>('.local-mailbox-link');
      if (!path || !note) return;
      note.querySelector('a')!.setAttribute('href', path);
      note.hidden = false;
    });
  });
  void leaveIfSignedIn(kind, form);
}

document.querySelectorAll<HTMLFormElement>('form[data-account-form]').forEach(enhance);
// Between sign-in and sign-up, the way back travels along.
if (next) {
  const pages = Object.values(ACCOUNT_PATHS).flatMap((paths) => [paths.login, paths.signup]);
  const links = pages.map((page) => `.account-page a[href="${page}"]`).join(', ');
  for (const link of document.querySelectorAll<HTMLAnchorElement>(links)) {
    link.search = `?next=${encodeURIComponent(next)}`;
  }
}
