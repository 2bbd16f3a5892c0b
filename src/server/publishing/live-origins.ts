/**
 * CORS for the platform endpoints a live website's cart calls (issue 40: the pickup times and the checkout). A
 * live website is served from its own origin, `{slug}.{SITES_DOMAIN}` or a verified custom domain, so its
 * script's calls to the platform are cross-origin. Only those origins are let through, and never with
 * credentials: the cart sends no cookie, and the answer names the one origin asking (with `Vary: Origin`).
 */
import { slugFromHost } from '../../features/publishing/publishing.ts';
import { getPublishingConfig } from './config.ts';
import { findSiteForHost } from './websites-repo.ts';

/** Whether `origin` is a live website's: a site subdomain, or a custom domain verified for a website. */
export async function isLiveSiteOrigin(origin: string | null): Promise<boolean> {
  if (!origin || !URL.canParse(origin)) return false;
  const url = new URL(origin);
  const config = getPublishingConfig();
  if (url.protocol !== `${config.protocol}:` || (url.port ? Number(url.port) : undefined) !== config.port) return false;
  if (config.platformHosts.includes(url.hostname)) return false;
  if (slugFromHost(url.hostname, config.sitesDomain)) return true;
  // A lookup that fails lets nothing through: the browser then refuses the answer, and the cart says so.
  return !!(await findSiteForHost({ domain: url.hostname }).catch((error: unknown) => {
    console.error('live-site origin check failed:', error);
    return undefined;
  }));
}

/** The CORS headers for a request: the asking origin allowed when it is a live website's, else none. */
export async function liveSiteCors(req: Request, methods: string): Promise<Record<string, string>> {
  const origin = req.headers.get('origin');
  if (!(await isLiveSiteOrigin(origin))) return { vary: 'Origin' };
  return {
    vary: 'Origin',
    'access-control-allow-origin': origin!,
    'access-control-allow-methods': methods,
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
  };
}

/** `res` with the CORS headers set (answers from `handle`, errors included, so the cart can read them). */
export function withHeaders(res: Response, headers: Record<string, string>): Response {
  for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
  return res;
}
