/**
 * The platform's languages and their message catalogues, one file per language (issue 31): adding a language
 * is adding its file here. `t` is for pages rendered on the server and for emails; islands take the strings
 * they need as props, or load their page's one catalogue with `loadMessages`. Pure.
 */
import { en, type MessageKey, type Messages } from './en.ts';
import { fr } from './fr.ts';
import { format, type Params } from './format.ts';
import { LOCALES as LANG_LOCALES } from './locales.ts';

export type { MessageKey, Messages } from './en.ts';
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export const CATALOGUES: Record<Lang, Messages> = { en, fr };
/** The `lang` attribute and hreflang of each language (Canadian English and French). */
export const LOCALES: Record<Lang, string> = LANG_LOCALES;
/** Each language's own name, for the switcher. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français' };

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

export function t(lang: Lang, key: MessageKey, params?: Params): string {
  return format(CATALOGUES[lang][key], params);
}

/** `key.one` for 1, `key.other` otherwise (the languages here need no more forms). */
export function plural(lang: Lang, key: string, n: number, params: Params = {}): string {
  return t(lang, `${key}.${n === 1 ? 'one' : 'other'}` as MessageKey, { n, ...params });
}

/** A string of the English catalogue (such as a §5 message a schema or function gave) in another language. */
export function translateEnglish(lang: Lang, text: string): string {
  if (lang === 'en') return text;
  const key = (Object.keys(en) as MessageKey[]).find((k) => en[k] === text);
  return key ? CATALOGUES[lang][key] : text;
}

/** Picks a subset of a catalogue (what an island needs, passed as props). */
export function pick<K extends MessageKey>(lang: Lang, keys: readonly K[]): Pick<Messages, K> {
  return Object.fromEntries(keys.map((k) => [k, CATALOGUES[lang][k]])) as Pick<Messages, K>;
}

/** An error answer `{ error: { message, fields } }` with its English catalogue messages in `lang` (issue 31). */
export function localizeErrorBody(lang: Lang, body: unknown): unknown {
  const error = (body as { error?: { message?: unknown; fields?: Record<string, unknown> } } | null)?.error;
  if (lang === 'en' || !error || typeof error !== 'object') return body;
  const tr = (v: unknown) => (typeof v === 'string' ? translateEnglish(lang, v) : v);
  const fields =
    error.fields &&
    Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, Array.isArray(v) ? v.map(tr) : v]));
  return { ...(body as object), error: { ...error, message: tr(error.message), ...(fields ? { fields } : {}) } };
}
