/**
 * Rich HTML from the database (tool content, article bodies) is sanitized before it reaches a page
 * or an API answer, with the one policy of sanitize-policy.ts. This is the engine for the server and
 * the build: js-xss, because DOMPurify needs a DOM and Netlify Functions and the Astro build have
 * none (jsdom is large and not a dependency). In the browser, where a DOM is at hand (the owners'
 * editors), use sanitize-browser.ts: DOMPurify with the same policy. A test checks both agree.
 */
import xssModule from 'xss';
import { ALLOWED, DROP_WITH_CONTENT, IMAGE_RULE, RENAMED, URL_ATTRIBUTES, isSafeUrl } from './sanitize-policy.ts';

// xss is CommonJS: its helpers live on the default export (typed as the module namespace).
const xss = xssModule as unknown as typeof import('xss');

const filter = new xss.FilterXSS({
  whiteList: Object.fromEntries(Object.entries(ALLOWED).map(([tag, attrs]) => [tag, [...attrs]])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: [...DROP_WITH_CONTENT],
  allowCommentTag: false,
  css: false,
  onTag: (tag: string, _html: string, info: { isClosing?: boolean }): string | void => {
    const renamed = RENAMED[tag];
    if (renamed) return info.isClosing ? `</${renamed}>` : `<${renamed}>`;
  },
  // URLs are judged by the policy (relative ones allowed), on the value as a browser decodes it
  // (entities included); an unsafe one loses the attribute, as DOMPurify does.
  onTagAttr: (_tag: string, name: string, value: string, isWhiteAttr: boolean): string | void => {
    if (!isWhiteAttr || !URL_ATTRIBUTES.has(name)) return;
    const decoded = xss.escapeDangerHtml5Entities(xss.escapeHtmlEntities(xss.unescapeQuote(value)));
    return isSafeUrl(decoded) ? `${name}="${xss.escapeAttrValue(value)}"` : '';
  },
});

/** The filter writes attributes as name="value" (or a bare name when it emptied the value), so this
 * pass can safely drop images left without a source and give the others an alt text (last, as the
 * browser engine adds it). */
function tidyImages(html: string): string {
  return html.replace(/<img\b([^>]*?)\s*\/?>/g, (tag, attrs: string) => {
    if (IMAGE_RULE.requireSrc && !/\bsrc="[^"]+"/.test(attrs)) return '';
    return /\balt="/.test(attrs) ? tag : `<img${attrs} alt="${IMAGE_RULE.defaultAlt}">`;
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
