/** Small HTML helpers for the site renderer: escaping and relative links. Pure. */

/** The project's one escaper, under the short name the renderer's templates use. */
export { escapeHtml as esc } from '../../shared/html-escape.ts';

/** JSON for a <script type="application/ld+json"> block ('<' escaped so it cannot close the tag). */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** Folder depth of a site path: '' -> 0, 'about/' -> 1, 'services/espresso/' -> 2. */
export function depthOf(pagePath: string): number {
  return pagePath.split('/').filter(Boolean).length;
}

/** A link from the page at `from` to the site path `to` that works under any base path. */
export function rel(from: string, to: string): string {
  // Within a language folder ('fr/about/' to 'fr/contact/'), links stay inside it.
  const lang = /^[a-z]{2}\//.exec(from)?.[0];
  if (lang && to.startsWith(lang)) return rel(from.slice(lang.length), to.slice(lang.length));
  const up = '../'.repeat(depthOf(from));
  const target = `${up}${to}`;
  return target === '' ? './' : target;
}

/** Joins non-empty class names. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** 'Sunrise Coffee House' -> 'SC'. */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** '+1 780-555-0134' -> 'tel:+17805550134'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
