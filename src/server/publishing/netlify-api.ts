/**
 * The few calls the platform makes to the Netlify API (https://open-api.netlify.com), over plain
 * fetch: read a site, change its domain aliases, purge cache tags. There is no variable for its
 * address: only tests point it at a local stand-in that speaks the same HTTP (useNetlifyApiForTests).
 */
export const NETLIFY_API_URL = 'https://api.netlify.com';
let testBaseUrl: string | undefined;

/** Tests only: send Netlify API calls to a local stand-in (undefined restores the real API). */
export function useNetlifyApiForTests(baseUrl: string | undefined): void {
  testBaseUrl = baseUrl;
}

export class NetlifyApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface NetlifySite {
  id: string;
  custom_domain: string | null;
  domain_aliases: string[];
}

export interface NetlifyApi {
  getSite(siteId: string): Promise<NetlifySite>;
  setDomainAliases(siteId: string, aliases: string[]): Promise<NetlifySite>;
  purgeCacheTags(siteId: string, tags: string[]): Promise<void>;
}

export function netlifyApi(token: string): NetlifyApi {
  const baseUrl = testBaseUrl ?? NETLIFY_API_URL;
  async function call<T>(method: string, path: string, what: string, body?: unknown): Promise<T> {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new NetlifyApiError(res.status, `Netlify API: ${what} answered ${res.status}`);
    // The purge endpoint answers 202 with an empty body.
    const text = await res.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }
  const site = (id: string) => `/sites/${encodeURIComponent(id)}`;
  const normalise = (s: Partial<NetlifySite> & { id: string }): NetlifySite => ({
    id: s.id,
    custom_domain: s.custom_domain ?? null,
    domain_aliases: s.domain_aliases ?? [],
  });
  return {
    getSite: async (id) => normalise(await call('GET', site(id), 'reading the site')),
    setDomainAliases: async (id, aliases) =>
      normalise(await call('PATCH', site(id), 'updating the domain aliases', { domain_aliases: aliases })),
    purgeCacheTags: (id, tags) => call('POST', '/purge', 'purging the cache', { site_id: id, cache_tags: tags }),
  };
}
