/**
 * The one rich-text policy (tool content, article bodies, and the owners' editors to come): which
 * tags and attributes survive, which URLs are safe, what is dropped with its content. Two engines
 * apply it — js-xss on the server and at build time (sanitize.ts), DOMPurify in the browser
 * (sanitize-browser.ts) — and a test checks both give the same HTML on hostile inputs. Pure data.
 */
const CELL = ['colspan', 'rowspan'];

/** Allowed tags and, for each, its allowed attributes. Nothing else: no class, no style, no on*. */
export const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  h2: [], h3: [], h4: [], h5: [], h6: [], p: [], br: [], hr: [], blockquote: [], pre: [], code: [],
  ul: [], ol: ['start'], li: [], dl: [], dt: [], dd: [], strong: [], b: [], em: [], i: [], u: [], s: [], small: [],
  sub: [], sup: [], mark: [], abbr: ['title'], a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [], figcaption: [], table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['scope', ...CELL], td: CELL,
  caption: [], span: [], div: [],
};

/** Dropped with everything inside them (other unknown tags are dropped but keep their text). */
export const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select'] as const;

/** Content keeps its structure under the page's own <h1>: an h1 in content becomes an h2. */
export const RENAMED: Readonly<Record<string, string>> = { h1: 'h2' };

const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
export const URL_ATTRIBUTES = new Set(['href', 'src']);

/**
 * Relative URLs, or absolute ones with an allowed scheme; never protocol-relative ("//host").
 * Control characters are removed first, as browsers drop tabs and newlines ("java\tscript:").
 */
export function isSafeUrl(value: string): boolean {
  const v = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)?.[1];
  if (scheme) return ALLOWED_SCHEMES.has(scheme.toLowerCase());
  return !/^[\\/]{2}/.test(v);
}

/** True when the attribute may stay on this (allowed) tag with this value. */
export function keepsAttribute(tag: string, name: string, value: string): boolean {
  if (!ALLOWED[tag]?.includes(name)) return false;
  return !URL_ATTRIBUTES.has(name) || isSafeUrl(value);
}

/** Images: one without a (safe) source is dropped; the others get alt="" when they have none. */
export const IMAGE_RULE = { requireSrc: true, defaultAlt: '' } as const;
