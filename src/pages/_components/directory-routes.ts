/**
 * What the directory's routes do, in either language (issue 31): /directory/… and /fr/annuaire/… prebuild the
 * same pages (the build's scopes and its DIRECTORY_PREBUILT_LISTINGS listings) and render the rest on demand
 * through the same checks, queries, CDN headers and 404 (live-page.ts, live-scope.ts). A French address is
 * read as its English twin (province slug translated) before any of it runs.
 */
import type { AstroGlobal } from 'astro';
import { getBuildDirectory } from '../../server/directory/build-directory.ts';
import {
  listingCacheHeaders,
  listingCacheTags,
  loadLiveListing,
  parseListingParams,
  type LiveListing,
  type NotFoundTags,
} from '../../server/directory/live-page.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { DIRECTORY_ROOTS, directoryPathIn, englishProvinceSlug } from '../../shared/i18n/places.ts';

/** Each language's 404 for an address with nothing there (a rewrite keeps the status and the CDN tags). */
export const NOT_FOUND: Record<Lang, string> = { en: '/directory/not-found/', fr: '/fr/annuaire/not-found/' };

export type DirectoryStaticProps = { kind: 'scope'; scopeKey: string } | { kind: 'listing'; id: string };

/** The prebuilt pages of one language's directory: the same set in every language. */
export async function directoryStaticPaths(lang: Lang) {
  const dir = await getBuildDirectory();
  const root = DIRECTORY_ROOTS[lang];
  const param = (path: string) => directoryPathIn(lang, path).slice(root.length).replace(/\/$/, '') || undefined;
  const paths: { params: { path: string | undefined }; props: DirectoryStaticProps }[] = [];
  for (const scope of dir.scopes.values())
    paths.push({ params: { path: param(scope.path) }, props: { kind: 'scope', scopeKey: scope.key } });
  for (const [id, page] of dir.prebuilt)
    paths.push({ params: { path: param(page.path) }, props: { kind: 'listing', id } });
  return paths;
}

/** A route's params as the English routes name them (an unknown province slug stays unknown). */
export function englishParams(
  lang: Lang,
  params: Record<string, string | undefined>,
): Record<string, string | undefined> {
  if (lang === 'en' || params.province === undefined) return params;
  return { ...params, province: englishProvinceSlug(lang, params.province) ?? `-${params.province}` };
}

/** A listing rendered on demand, with its CDN headers set, or the brief 404. */
export async function liveListingPage(astro: AstroGlobal, lang: Lang): Promise<LiveListing | Response> {
  const at = parseListingParams(englishParams(lang, astro.params));
  const page = at ? await loadLiveListing(at) : null;
  if (!page) {
    (astro.locals as NotFoundTags).notFoundTags = at ? listingCacheTags(at) : undefined;
    return astro.rewrite(NOT_FOUND[lang]);
  }
  for (const [name, value] of Object.entries(listingCacheHeaders(at, true))) astro.response.headers.set(name, value);
  return page;
}
