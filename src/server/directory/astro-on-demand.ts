/**
 * Astro's Netlify adapter, for the directory's on-demand listing pages (issue 19). The site stays
 * `output: 'static'`; only routes with `prerender = false` go into the adapter's one function, which it
 * writes through the frameworks API to `.netlify/v1/functions/ssr/` with `path: '/*'`. Only the
 * directory and the pages emailed links open have such routes, so the function's path is narrowed to
 * those (`/directory/*`, `/reset-password/*`, …) once it is written:
 * with `/*` it would also claim `/api/*`, `/sites/*` and every 404, which our own functions and the
 * static 404 page answer (checked: under `netlify dev` it answered `/api/tool/retrieve-all` with a 404).
 *
 * ASTRO_FUNCTIONS_ROOT (local builds only, scripts/lib/rebuild.ts) makes the adapter write its
 * `.netlify/` output under that folder instead of the project root: the adapter empties
 * `.netlify/v1/functions/ssr` when a build starts, and netlify dev, when a function folder changes
 * under it, rescans that one folder and unregisters every function of the others (checked with
 * netlify-cli 27: all /api functions answered 404 after a rebuild). Production builds leave it unset.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import netlify from '@astrojs/netlify';
import type { AstroConfig, AstroIntegration } from 'astro';

export const ON_DEMAND_PATH = '/directory/*';
/**
 * The pages an emailed link opens (issue 29) read its token from the query per request, so a page works
 * without JavaScript; the slashless forms are there for links emailed before (the function answers 301).
 */
export const ON_DEMAND_ACCOUNT_PATHS = [
  '/reset-password',
  '/reset-password/*',
  '/confirm-account',
  '/confirm-account/*',
  '/confirm-email',
  '/confirm-email/*',
  // Their French twins (issue 42).
  '/fr/mot-de-passe',
  '/fr/mot-de-passe/*',
  '/fr/confirmer-compte',
  '/fr/confirmer-compte/*',
  '/fr/confirmer-courriel',
  '/fr/confirmer-courriel/*',
];
/** The French directory, the twin of the English one (issue 31). */
export const ON_DEMAND_FR_PATH = '/fr/annuaire/*';
export const ON_DEMAND_PATHS = [ON_DEMAND_PATH, ON_DEMAND_FR_PATH, ...ON_DEMAND_ACCOUNT_PATHS];

/** Rewrites the generated function's inline config (`path: '/*'`) to the directory (both languages) and the link pages alone. */
export function narrowFunctionPath(source: string, to: readonly string[] = ON_DEMAND_PATHS): string {
  const narrowed = source.replace(/(\n\s*path:\s*)'\/\*'(,)/, `$1${JSON.stringify(to).replace(/"/g, "'")}$2`);
  if (narrowed === source)
    throw new Error("@astrojs/netlify's SSR function no longer declares path: '/*'; check astro-on-demand.ts.");
  return narrowed;
}

/**
 * One URL form (issue 28): @astrojs/netlify's handler answers 404 for a path no route matches before Astro's own
 * trailingSlash redirect can run, so /directory/…/x (no slash) would be a 404. The function answers 301
 * (308 for other methods) to the slash form first; a slash-form path that does not exist answers 404 there.
 */
export function redirectToSlash(source: string): string {
  const wrapped = source
    .replace(
      /\n(\s*)export default createHandler\(/,
      `
$1const onDemandPages = createHandler(`,
    )
    .replace(
      /(\n\s*\/\/ The config must be inlined)/,
      `
const slashless = (path) => !path.endsWith('/') && !/\\.[a-z0-9]{1,8}$/i.test(path);
export default (request, context) => {
  const url = new URL(request.url);
  if (!slashless(url.pathname)) return onDemandPages(request, context);
  const status = request.method === 'GET' || request.method === 'HEAD' ? 301 : 308;
  return new Response(null, { status, headers: { location: url.pathname + '/' + url.search, 'cache-control': 'public, max-age=3600' } });
};
$1`,
    );
  if (
    wrapped === source ||
    !wrapped.includes('const onDemandPages = createHandler(') ||
    !wrapped.includes('export default (request, context)')
  ) {
    throw new Error(
      "@astrojs/netlify's SSR function no longer reads `export default createHandler(…)`; check astro-on-demand.ts.",
    );
  }
  return wrapped;
}

/** The config as the adapter sees it: the same, with `root` moved when a functions root is given. */
function rootedAt<T extends { config: AstroConfig }>(params: T, root: URL | undefined): T {
  if (!root) return params;
  const config = new Proxy(params.config, { get: (target, key) => (key === 'root' ? root : Reflect.get(target, key)) });
  return { ...params, config };
}

export function onDemandDirectory(functionsRoot = process.env.ASTRO_FUNCTIONS_ROOT): AstroIntegration {
  const adapter = netlify({ imageCDN: false });
  const moved = functionsRoot ? pathToFileURL(`${path.resolve(functionsRoot)}/`) : undefined;
  const done = adapter.hooks['astro:build:done'];
  const configSetup = adapter.hooks['astro:config:setup'];
  const configDone = adapter.hooks['astro:config:done'];
  let root: URL | undefined;
  adapter.hooks['astro:config:setup'] = async (params) => configSetup?.(rootedAt(params, moved));
  adapter.hooks['astro:config:done'] = async (params) => {
    root = moved ?? params.config.root;
    await configDone?.(rootedAt(params, moved));
  };
  adapter.hooks['astro:build:done'] = async (params) => {
    await done?.(params);
    const file = new URL('./.netlify/v1/functions/ssr/ssr.mjs', root);
    const source = await readFile(file, 'utf8').catch(() => undefined);
    if (source === undefined) return; // no on-demand route in this build
    await writeFile(file, redirectToSlash(narrowFunctionPath(source)));
    params.logger.info(`on-demand function limited to ${ON_DEMAND_PATHS.join(', ')}`);
  };
  return adapter;
}
