/**
 * Every HTML page, prebuilt or rendered on demand, passes here once: Astro's island <style> moves from the
 * body to the head, so pages stay valid HTML (issue 28, src/features/seo/island-styles.ts).
 */
import type { MiddlewareHandler } from 'astro';
import { hoistIslandStyles } from './features/seo/island-styles.ts';

export const onRequest: MiddlewareHandler = async (_context, next) => {
  const response = await next();
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(hoistIslandStyles(html), { status: response.status, statusText: response.statusText, headers: response.headers });
};
