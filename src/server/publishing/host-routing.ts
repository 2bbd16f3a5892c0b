/**
 * Host routing, as one pure rule: a request whose host is not the platform's is a live website's,
 * and goes to the live-sites function as /_live/<path> with the original host in a header. The local
 * front door (scripts/lib/front-door.ts) applies it in front of `netlify dev`; on Netlify an edge rewrite
 * applies the same rule.
 */
export const LIVE_PREFIX = '/_live';
export const LIVE_HOST_HEADER = 'x-main-street-live-host';

export function isPlatformHost(host: string, platformHosts: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return platformHosts.some((h) => h.replace(/^\[|\]$/g, '') === name);
}

/** The path a request is routed to, or undefined when the platform serves it as usual. */
export function routeForHost(host: string | undefined, path: string, platformHosts: readonly string[]): string | undefined {
  if (!host || isPlatformHost(host, platformHosts)) return undefined;
  return `${LIVE_PREFIX}${path.startsWith('/') ? path : `/${path}`}`;
}
