/**
 * What Netlify's CDN does for a prebuilt page asked for without its trailing slash (issue 28): /about answers
 * 301 to /about/ when about/index.html exists. netlify dev serves both forms with 200, so npm start's and
 * npm test's front door does it here. On-demand pages get the same 301 from Astro (trailingSlash: 'always').
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The Location for a slashless page URL whose folder has an index.html under `staticDir`, else undefined. */
export function slashRedirect(staticDir: string, url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  if (
    !pathname.startsWith('/') ||
    pathname.startsWith('//') ||
    pathname.endsWith('/') ||
    /\.[a-z0-9]{1,8}$/i.test(pathname)
  )
    return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  return existsSync(path.join(staticDir, decoded, 'index.html'))
    ? `${pathname}/${queryAt < 0 ? '' : url.slice(queryAt)}`
    : undefined;
}
