/**
 * Rich HTML from the database (tool content, article bodies) is sanitized before it reaches a page
 * or an API answer: an allow-list of tags and attributes; script, style and embedded content are
 * dropped with their contents; no event handlers, no style, no javascript: URLs. js-xss is used
 * (not sanitize-html) because it also runs inside Netlify Functions, where Node's require(esm) is
 * switched off and sanitize-html cannot load its ESM-only parser.
 */
import xssModule from 'xss';

// xss is CommonJS: its helpers live on the default export (typed as the module namespace).
const xss = xssModule as unknown as typeof import('xss');

const CELL = ['colspan', 'rowspan'];
const WHITE_LIST: Record<string, string[]> = {
  h2: [], h3: [], h4: [], h5: [], h6: [], p: [], br: [], hr: [], blockquote: [], pre: [], code: [],
  ul: [], ol: ['start'], li: [], dl: [], dt: [], dd: [], strong: [], b: [], em: [], i: [], u: [], s: [], small: [],
  sub: [], sup: [], mark: [], abbr: ['title'], a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [], figcaption: [], table: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['scope', ...CELL], td: CELL,
  caption: [], span: [], div: [],
};
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** Relative URLs, or absolute ones with an allowed scheme; never protocol-relative ("//host"). */
function isSafeUrl(value: string): boolean {
  const v = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)?.[1];
  if (scheme) return ALLOWED_SCHEMES.has(scheme.toLowerCase());
  return !/^[\\/]{2}/.test(v);
}

const filter = new xss.FilterXSS({
  whiteList: WHITE_LIST,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select'],
  allowCommentTag: false,
  css: false,
  // Content keeps its structure under the page's own <h1>.
  onTag: (tag: string, _html: string, info: { isClosing?: boolean }): string | void => {
    if (tag === 'h1') return info.isClosing ? '</h2>' : '<h2>';
  },
  safeAttrValue: (tag: string, name: string, value: string, cssFilter: Parameters<typeof xss.safeAttrValue>[3]) => {
    const cleaned = xss.safeAttrValue(tag, name, value, cssFilter);
    if ((name === 'href' || name === 'src') && !isSafeUrl(cleaned)) return '';
    return cleaned;
  },
});

/** The filter writes attributes as name="value" (or a bare name when it emptied the value), so this
 * pass can safely drop images left without a source and give the others an alt text. */
function tidyImages(html: string): string {
  return html.replace(/<img\b([^>]*)>/g, (tag, attrs: string) => {
    if (!/\bsrc="[^"]+"/.test(attrs)) return '';
    return /\balt="/.test(attrs) ? tag : `<img alt=""${attrs}>`;
  });
}

export function sanitizeRichHtml(html: string | null | undefined): string {
  return tidyImages(filter.process(html ?? ''));
}

const textOnly = new xss.FilterXSS({ whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'] });

/** Plain text of some HTML (for meta descriptions and search snippets). */
export function htmlToText(html: string | null | undefined): string {
  return textOnly.process((html ?? '').replace(/</g, ' <')).replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
