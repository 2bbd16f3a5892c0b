/**
 * What each on-demand list route does (directory/…/page/[page].astro, issue 19): the location page from the
 * database with its CDN headers set, or the brief 404 (a rewrite to directory/not-found.astro carrying the
 * location's tags). The four routes differ only in the address they match.
 */
import type { AstroGlobal } from 'astro';
import { liveScopeRoute } from '../../server/directory/live-scope.ts';
import type { NotFoundTags } from '../../server/directory/live-page.ts';
import type { ScopeView } from '../../server/directory/scope-view.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { NOT_FOUND, englishParams } from './directory-routes.ts';

/** `cityFirstPage`: a city's first page, for a city that is newer than the build (its page is not a file yet). */
/** `lang`: the French routes (issue 31) read their address as its English twin; the view comes back in English. */
export async function liveScopePage(
  astro: AstroGlobal,
  cityFirstPage = false,
  lang: Lang = 'en',
): Promise<ScopeView | Response> {
  const params = englishParams(lang, astro.params);
  const live = await liveScopeRoute(cityFirstPage ? { ...params, page: '1' } : params, cityFirstPage ? 1 : 2);
  if ('notFoundTags' in live) {
    (astro.locals as NotFoundTags).notFoundTags = live.notFoundTags;
    return astro.rewrite(NOT_FOUND[lang]);
  }
  for (const [name, value] of Object.entries(live.headers)) astro.response.headers.set(name, value);
  return live.view;
}
