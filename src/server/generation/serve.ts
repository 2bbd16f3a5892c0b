/**
 * Which stored file answers a generated-site URL, with its headers. Drafts are served only once
 * ready (never half-written); only files that are never rewritten are cached for a year.
 */
import { fileStore } from '../storage/storage.ts';
import { findDraft } from './drafts-repo.ts';
import { isUuid } from '../../schemas/ids.ts';

export interface SiteAnswer {
  status: number;
  body: Uint8Array<ArrayBuffer> | string | null;
  headers: Record<string, string>;
}

export const SECURITY = {
  'x-content-type-options': 'nosniff',
  'x-robots-tag': 'noindex',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'self'",
};

/** The showcase's example websites are public pages of the platform, in its sitemap: indexable (issue 28). */
const SHOWCASE_SECURITY: Record<string, string> = Object.fromEntries(
  Object.entries(SECURITY).filter(([name]) => name !== 'x-robots-tag'),
);

const NOT_FOUND = `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Website not found</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>Website not found</h1><p>This website does not exist, or it is still being generated. <a href="/create-business-website/">Back to the website creator</a></p></body></html>`;

export const notFound = (): SiteAnswer => ({
  status: 404,
  body: NOT_FOUND,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...SECURITY },
});

/**
 * Only files written once per draft and never rewritten are immutable: fonts (fixed per family and
 * weight), the screenshot, the logo and photos (named by a hash of their bytes). Pages, favicon, preview, sitemap, robots.txt and the
 * contact script are rendered again when the listing changes, so they are cached for 5 minutes.
 */
const WRITTEN_ONCE =
  /^assets\/(fonts\/[^/]+\.woff2|og\.jpg|logo\.(png|jpg|webp|gif)|photos\/[0-9a-f]{16}-\d+\.(webp|avif))$/;

export function cacheControlFor(key: string): string {
  return WRITTEN_ONCE.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
}

/** Maps '/sites/{id}/about/' to the storage prefix and the file key inside it. */
export function parseSitePath(pathname: string): { kind: 'sites' | 'examples'; id: string; rest: string } | undefined {
  const match = /^\/(sites|examples)\/([a-z0-9][a-z0-9-]{0,62})(\/.*)?$/i.exec(pathname);
  if (!match) return undefined;
  return { kind: match[1] as 'sites' | 'examples', id: match[2]!.toLowerCase(), rest: match[3] ?? '' };
}

export async function resolveSiteFile(pathname: string): Promise<SiteAnswer> {
  const parsed = parseSitePath(pathname);
  if (!parsed) return notFound();
  // Relative links in generated pages need the folder's trailing slash.
  if (parsed.rest === '')
    return {
      status: 301,
      body: null,
      headers: { location: `/${parsed.kind}/${parsed.id}/`, 'cache-control': 'public, max-age=3600' },
    };
  let prefix: string;
  if (parsed.kind === 'sites') {
    if (!isUuid(parsed.id)) return notFound();
    const draft = await findDraft(parsed.id);
    if (!draft || draft.status !== 'ready') return notFound();
    prefix = `drafts/${draft.id}/`;
  } else {
    prefix = `examples/${parsed.id}/`;
  }
  return serveStoredFile(
    prefix,
    parsed.rest,
    `/${parsed.kind}/${parsed.id}/`,
    (_html, key) => {
      const cache = cacheControlFor(key);
      return { 'cache-control': cache, 'netlify-cdn-cache-control': `${cache}, durable` };
    },
    parsed.kind === 'examples' ? SHOWCASE_SECURITY : SECURITY,
  );
}

/**
 * Answers `rest` ('/', '/about/', '/assets/x.css') from the stored site under `prefix`, served at
 * `base`: folders redirect to their trailing slash, unknown paths get the site's own 404 page (in the
 * path's language: /fr/… answers with fr/404.html on a bilingual site).
 * Drafts and live sites share it; each gives its cache headers and, if needed, its security headers.
 */
export async function serveStoredFile(
  prefix: string,
  rawRest: string,
  base: string,
  cacheHeaders: (html: boolean, key: string) => Record<string, string>,
  security: Record<string, string> = SECURITY,
): Promise<SiteAnswer> {
  let rest: string;
  try {
    rest = decodeURIComponent(rawRest.slice(1));
  } catch {
    return notFound();
  }
  if (rest.split('/').some((s) => s === '..' || s.startsWith('.'))) return notFound();
  const store = fileStore('sites');
  const key = rest === '' || rest.endsWith('/') ? `${rest}index.html` : rest;
  const file = await store.get(`${prefix}${key}`).catch(() => undefined);
  if (!file) {
    if (!/\.[a-z0-9]+$/i.test(rest) && (await store.get(`${prefix}${rest}/index.html`).catch(() => undefined))) {
      return {
        status: 301,
        body: null,
        headers: { location: `${base}${rest}/`, 'cache-control': 'public, max-age=3600' },
      };
    }
    // A path under a language folder ('fr/…') gets that language's 404 page, when the site has one.
    const language = /^([a-z]{2})\//.exec(rest)?.[1];
    const page =
      (language && (await store.get(`${prefix}${language}/404.html`).catch(() => undefined))) ||
      (await store.get(`${prefix}404.html`).catch(() => undefined));
    return page
      ? {
          status: 404,
          body: page.data,
          headers: { 'content-type': page.contentType, 'cache-control': 'no-store', ...security },
        }
      : notFound();
  }
  return {
    status: 200,
    body: file.data,
    headers: {
      'content-type': file.contentType,
      ...cacheHeaders(file.contentType.startsWith('text/html'), key),
      ...security,
    },
  };
}
