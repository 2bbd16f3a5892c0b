/**
 * Host routing, as one pure rule: a request whose host is not the platform's is a live website's.
 * Two places apply it:
 * - locally, the front door (scripts/lib/front-door.ts) sends such a request to the platform's
 *   live-sites function as /_live/<path>, naming the host in a header only the front door sets;
 * - on Netlify, live websites are a deploy of their own (deploy/live-sites/netlify.toml) whose one
 *   function answers every path of every host it receives; it asks the same rule, with the host the
 *   request really came to, and gives platform hosts (its *.netlify.app name, …) no website.
 */
export const LIVE_PREFIX = '/_live';
export const LIVE_HOST_HEADER = 'x-main-street-live-host';

export function isPlatformHost(host: string, platformHosts: readonly string[]): boolean {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');
  return platformHosts.some((h) => h.replace(/^\[|\]$/g, '') === name);
}

/** The path on the live website of `host`, or undefined when the host is the platform's. */
export function liveSitePath(
  host: string | undefined,
  path: string,
  platformHosts: readonly string[],
): string | undefined {
  if (!host || isPlatformHost(host, platformHosts)) return undefined;
  return path.startsWith('/') ? path : `/${path}`;
}

/** The front door's rewrite: the path a request is routed to, or undefined when the platform serves it as usual. */
export function routeForHost(
  host: string | undefined,
  path: string,
  platformHosts: readonly string[],
): string | undefined {
  const live = liveSitePath(host, path, platformHosts);
  return live === undefined ? undefined : `${LIVE_PREFIX}${live}`;
}
