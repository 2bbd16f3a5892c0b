/**
 * Where a verified custom domain is attached so that requests for it reach the live-sites function.
 * On Netlify: the site's domain aliases (Netlify API, NETLIFY_AUTH_TOKEN + NETLIFY_SITE_ID), which also
 * provision its TLS certificate. Locally: nothing to attach, the host router already sends any
 * non-platform host to the live-sites function, so a verified domain is served once its DNS points here.
 */
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

function netlifyProvider(token: string, siteId: string): DomainsProvider {
  const api = `https://api.netlify.com/api/v1/sites/${encodeURIComponent(siteId)}`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  async function update(change: (aliases: string[]) => string[]): Promise<void> {
    const site = await fetch(api, { headers });
    if (!site.ok) throw new Error(`Netlify API: reading the site answered ${site.status}`);
    const { domain_aliases: aliases = [] } = (await site.json()) as { domain_aliases?: string[] };
    const next = change(aliases);
    if (next.length === aliases.length && next.every((a, i) => a === aliases[i])) return;
    const res = await fetch(api, { method: 'PATCH', headers, body: JSON.stringify({ domain_aliases: next }) });
    if (!res.ok) throw new Error(`Netlify API: updating the domain aliases answered ${res.status}`);
  }
  return {
    name: 'Netlify domain aliases',
    attach: (domain) => update((aliases) => (aliases.includes(domain) ? aliases : [...aliases, domain])),
    detach: (domain) => update((aliases) => aliases.filter((a) => a !== domain)),
  };
}

export function getDomainsProvider(): DomainsProvider {
  const { NETLIFY_AUTH_TOKEN: token, NETLIFY_SITE_ID: siteId } = process.env;
  return token && siteId ? netlifyProvider(token, siteId) : localProvider;
}
