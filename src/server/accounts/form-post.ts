/**
 * Account forms posted without JavaScript (issue 29): the same functions read
 * application/x-www-form-urlencoded, and answer with a 303 (plus the session cookie) on success, or
 * the page again with the errors under their fields. The page is the built one, fetched from this
 * site, with the form spliced in; if it cannot be fetched, a plain page carries the form.
 */
import { BODY_LIMITS, HttpError, readText } from '../http.ts';
import { safeNextPath } from '../../shared/safe-next.ts';
import {
  accountFormHtml,
  checkInboxHtml,
  FORM_END,
  FORM_START,
  formPage,
  type AccountFormKind,
  type FormState,
} from '../../features/account-forms/form-html.ts';
import {
  badLinkHtml,
  linkDoneHtml,
  linkFormHtml,
  linkPage,
  resetSentHtml,
  type LinkFormKind,
} from '../../features/account-forms/link-html.ts';
import { ACCOUNT_TEXTS, inTextsLanguage, type AccountTexts } from '../../features/account-forms/account-texts.ts';
import { ACCOUNT_PATHS, formLang } from '../../features/account-forms/account-paths.ts';

export { formLang };
import { withConfirmedFlag } from '../../features/register/confirmed.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';

export function isFormPost(req: Request): boolean {
  return /^application\/x-www-form-urlencoded\b/i.test(req.headers.get('content-type') ?? '');
}

/** The posted fields (repeated keys keep the last value); empty values are kept so the schema names them. */
export async function readFormFields(req: Request): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(await readText(req, BODY_LIMITS.json)));
}

/** A 303 to `location`, carrying the Set-Cookie headers of a signed-in JSON answer. */
export function seeOther(location: string, cookiesFrom?: Response): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookiesFrom?.headers.getSetCookie() ?? []) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

async function builtPage(req: Request, path: string): Promise<string | undefined> {
  try {
    const res = await fetch(new URL(path, req.url), {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(3000),
    });
    const html = res.ok ? await res.text() : '';
    return html.includes(FORM_START) && html.includes(FORM_END) ? html : undefined;
  } catch {
    return undefined;
  }
}

/** The page at `path` with `body` in place of its form (status 400 for errors, 200 for a sent message). */
export async function pageWith(req: Request, path: string, body: string, status: number): Promise<Response> {
  const page = await builtPage(req, path);
  const html = page
    ? page.slice(0, page.indexOf(FORM_START)) + body + page.slice(page.indexOf(FORM_END) + FORM_END.length)
    : `<!doctype html><html lang="${/^\/fr\//.test(path) ? 'fr-CA' : 'en'}">` +
      '<meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Main Street</title>' +
      `<main>${body}</main></html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/** The texts of the language a form post says it was written in (its `language` field; English without). */
const textsOf = (values: Record<string, string>): AccountTexts => ACCOUNT_TEXTS[formLang(values.language)];

/** An HttpError as the form again: each field's first message under it, any other message above. */
export function formStateFor(error: HttpError, values: Record<string, string>, m = textsOf(values)): FormState {
  const errors = Object.fromEntries(
    Object.entries(error.fields ?? {}).map(([field, messages]) => [field, inTextsLanguage(m, messages[0] ?? '')]),
  );
  const keep = Object.fromEntries(Object.entries(values).filter(([field]) => !/password/.test(field)));
  return { values: keep, errors, formError: Object.keys(errors).length ? '' : inTextsLanguage(m, error.message) };
}

/**
 * Runs a form post: `run` does what the JSON call does and answers the success; an HttpError is
 * the page again with the messages (`instead` may answer another form for it, e.g. a used link).
 * Anything else goes on to `handle` (a 500).
 */
export async function answerForm(
  req: Request,
  kind: AccountFormKind,
  run: (values: Record<string, string>) => Promise<Response>,
  instead?: (error: HttpError, values: Record<string, string>) => string | undefined,
): Promise<Response> {
  const values = await readFormFields(req);
  try {
    return await run(values);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const next = values.next === undefined ? undefined : safeNextPath(values.next);
    const m = textsOf(values);
    const html = instead?.(error, values) ?? accountFormHtml(kind, formStateFor(error, values, m), next, m);
    return pageWith(req, formPage(kind, m), html, error.status);
  }
}

/**
 * A link's one button posted (confirm-account, confirm-email): `run` uses the token. A refusal is the
 * page again: with the button when trying again can help (too many tries), else why the link is done.
 */
export async function answerLinkForm(
  req: Request,
  kind: LinkFormKind,
  run: (token: string, lang: Lang) => Promise<Response>,
): Promise<Response> {
  const { token = '', language } = await readFormFields(req);
  const m = ACCOUNT_TEXTS[formLang(language)];
  try {
    return await run(token, m.lang);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = inTextsLanguage(m, error.fields?.token?.[0] ?? error.message);
    const html = error.status === 429 ? linkFormHtml(kind, token, message, m) : badLinkHtml(kind, message, m);
    return pageWith(req, linkPage(kind, m), html, error.status);
  }
}

// The pages a form post is answered with when it worked (the functions call these, so that the
// HTML of the account forms stays in src/features/account-forms and functions call src/server only).

/** The sign-up page again, saying which inbox the link went to. */
export function checkInboxPage(req: Request, kind: 'signup' | 'affiliate', email: string, lang: Lang = 'en') {
  const m = ACCOUNT_TEXTS[lang];
  return pageWith(req, formPage(kind, m), checkInboxHtml(email, formPage(kind, m), m), 200);
}

/** The 'Forgot password?' page, saying a link is on its way if the address has an account. */
export function resetSentPage(req: Request, message: string, lang: Lang = 'en') {
  const m = ACCOUNT_TEXTS[lang];
  return pageWith(req, ACCOUNT_PATHS[lang].reset, resetSentHtml(inTextsLanguage(m, message), m), 200);
}

/** The page an emailed link opened, saying it is done. */
export function linkDonePage(req: Request, kind: LinkFormKind, message: string, lang: Lang = 'en') {
  const m = ACCOUNT_TEXTS[lang];
  return pageWith(req, linkPage(kind, m), linkDoneHtml(inTextsLanguage(m, message), m), 200);
}

/** Where a reset without a session (or a reset whose person has no business) sends the person: the login page. */
export const loginPath = (values: Record<string, string>): string => ACCOUNT_PATHS[formLang(values.language)].login;

/** A 303 to where a confirmed sign-up continues, flagged so that the page there says it is confirmed. */
export const seeOtherConfirmed = (next: string, signedIn: Response) => seeOther(withConfirmedFlag(next), signedIn);

/** A reset link that cannot be used (410, or a malformed token): the 'Forgot password?' form, saying why. */
export function refusedResetLinkForm(error: HttpError, values: Record<string, string>): string | undefined {
  if (error.status !== 410 && !error.fields?.token) return undefined;
  const m = textsOf(values);
  const formError = inTextsLanguage(m, error.fields?.token?.[0] ?? error.message);
  return accountFormHtml('forgot', { formError }, undefined, m);
}
