/**
 * Where a verified custom domain is attached so that requests for it reach the live websites.
 * On Netlify: a domain alias of the live-sites deploy named by NETLIFY_SITE_ID (deploy/live-sites/,
 * through the Netlify API with NETLIFY_AUTH_TOKEN); Netlify then provisions its TLS certificate.
 * Locally: nothing to attach, the front door already sends any non-platform host to the live-sites
 * function, so a verified domain is served once its DNS points here.
 */
import { netlifyApi, type NetlifyApi } from './netlify-api.ts';

export interface DomainsProvider {
  readonly name: string;
  attach(domain: string): Promise<void>;
  detach(domain: string): Promise<void>;
}

const localProvider: DomainsProvider = {
  name: 'local host routing',
  attach: async () => undefined,
  detach: async () => undefined,
};

/** Aliases are one list on the site: read it, change it, write it back only when it changed. */
export function netlifyDomainsProvider(api: NetlifyApi, siteId: string): DomainsProvider {
  async function update(change: (aliases: string[]) => string[]): Promise<void> {
    const { domain_aliases: aliases } = await api.getSite(siteId);
    const next = change(aliases);
    if (next.length === aliases.length && next.every((a, i) => a === aliases[i])) return;
    await api.setDomainAliases(siteId, next);
  }
  return {
    name: 'Netlify domain aliases',
    attach: (domain) => update((aliases) => (aliases.includes(domain) ? aliases : [...aliases, domain])),
    detach: (domain) => update((aliases) => aliases.filter((a) => a !== domain)),
  };
}

export function getDomainsProvider(env: NodeJS.ProcessEnv = process.env): DomainsProvider {
  const { NETLIFY_AUTH_TOKEN: token, NETLIFY_SITE_ID: siteId } = env;
  return token && siteId ? netlifyDomainsProvider(netlifyApi(token), siteId) : localProvider;
}
