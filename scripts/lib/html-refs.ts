/**
 * What a crawl needs from one HTML page, read with regular expressions (our pages are machine-written:
 * attributes in double quotes): the head's canonical and social tags, the JSON-LD blocks, and every
 * reference the page makes (links, images, scripts, styles), each with the tag that makes it.
 */

export interface PageRef {
  tag: string;
  url: string;
}

export interface PageFacts {
  title: string;
  canonical?: string;
  noindex: boolean;
  meta: Record<string, string>;
  jsonLd: unknown[];
  refs: PageRef[];
}

const TAG = /<(a|img|link|script|source|meta|iframe|form|video|audio)\b([^>]*)>/gi;
const ATTR = /([a-z:-]+)\s*=\s*"([^"]*)"/gi;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };
export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      );
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(ATTR)) out[name!.toLowerCase()] = decodeEntities(value!);
  return out;
}

/** The URLs of a srcset ("a.webp 400w, b.webp 800w"). */
const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0]!)
    .filter(Boolean);

/** Drops <script> and <style> bodies and comments, so their text is never read as tags. */
const withoutBodies = (html: string): string =>
  html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style|template)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, '$1$3');

export function readPage(html: string): PageFacts {
  const jsonLd: unknown[] = [];
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      jsonLd.push(JSON.parse(body!));
    } catch {
      jsonLd.push({ invalid: body });
    }
  }
  const meta: Record<string, string> = {};
  const refs: PageRef[] = [];
  let canonical: string | undefined;
  let noindex = false;
  for (const [, rawTag, rawAttrs] of withoutBodies(html).matchAll(TAG)) {
    const tag = rawTag!.toLowerCase();
    const a = attributes(rawAttrs!);
    if (tag === 'meta') {
      const key = a.property ?? a.name;
      if (key && a.content !== undefined) meta[key] = a.content;
      if (key === 'robots' && /noindex/i.test(a.content ?? '')) noindex = true;
      if ((key === 'og:image' || key === 'twitter:image') && a.content) refs.push({ tag: key, url: a.content });
      continue;
    }
    if (tag === 'link' && a.rel === 'canonical') canonical = a.href;
    if (tag === 'link' && a.rel && /\b(preconnect|dns-prefetch)\b/.test(a.rel)) continue;
    // A form that posts names an endpoint, not a page: a GET of it would only say 405 (its function tests cover it).
    const posts = tag === 'form' && (a.method ?? '').toLowerCase() === 'post';
    for (const name of ['href', 'src', 'poster', 'action'])
      if (a[name] && !(name === 'action' && posts)) refs.push({ tag: `${tag}[${name}]`, url: a[name]! });
    if (a.srcset) for (const url of srcsetUrls(a.srcset)) refs.push({ tag: `${tag}[srcset]`, url });
  }
  const title = decodeEntities(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '').trim();
  return { title, canonical, noindex, meta, jsonLd, refs };
}

/** Every string in a JSON-LD tree that is an absolute http(s) URL, with its key. */
export function jsonLdUrls(value: unknown, key = ''): { key: string; url: string }[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [{ key, url: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdUrls(item, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => jsonLdUrls(v, k));
  return [];
}

/** The URL a page's JSON-LD names as itself (`url`/`mainEntityOfPage` of its main, non-breadcrumb object). */
export function jsonLdSelfUrls(blocks: unknown[]): string[] {
  const out: string[] = [];
  for (const block of blocks) {
    if (!block || typeof block !== 'object') continue;
    const b = block as Record<string, unknown>;
    if (b['@type'] === 'BreadcrumbList') {
      const items = (b.itemListElement as { item?: string }[] | undefined) ?? [];
      const last = items[items.length - 1]?.item;
      if (last) out.push(last);
      continue;
    }
    if (typeof b.mainEntityOfPage === 'string') out.push(b.mainEntityOfPage);
    else if (typeof b.url === 'string' && b['@type'] !== 'Organization') out.push(b.url);
  }
  return out;
}

/** A page path (no file extension) in the site's one URL form ends with a slash. */
export function isPagePath(pathname: string): boolean {
  return !/\.[a-z0-9]{1,8}$/i.test(pathname);
}
