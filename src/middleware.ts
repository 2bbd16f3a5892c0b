/**
 * Every HTML page, prebuilt or rendered on demand, passes here once: Astro's island <style> moves from the
 * body to the head, so pages stay valid HTML (issue 28, src/features/seo/island-styles.ts). The pages an
 * emailed link opens, rendered on demand (issue 29), get the platform's CSP with their inline scripts'
 * hashes here: a function's answer does not take the build's _headers.
 */
import type { MiddlewareHandler } from 'astro';
import { hoistIslandStyles } from './features/seo/island-styles.ts';
import { inlineScripts, platformCsp, scriptHash } from './server/security/csp.ts';

// In both languages (issue 42: /fr/mot-de-passe/, /fr/confirmer-compte/, /fr/confirmer-courriel/).
const LINK_PAGES =
  /^\/(reset-password|confirm-account|confirm-email|fr\/(mot-de-passe|confirmer-compte|confirmer-courriel))\/$/;

export const onRequest: MiddlewareHandler = async (context, next) => {
  const response = await next();
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = hoistIslandStyles(await response.text());
  if (!context.isPrerendered && LINK_PAGES.test(context.url.pathname)) {
    response.headers.set('content-security-policy', platformCsp(inlineScripts(html).map(scriptHash)));
  }
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
};
