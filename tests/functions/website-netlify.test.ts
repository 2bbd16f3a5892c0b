// The production side of live websites, as far as it can run here: custom domains attached as Netlify
// domain aliases and publishes purging the live deploys' CDN, both through a local stand-in that speaks
// the Netlify API's HTTP; and the live-sites deploy's one function (deploy/live-sites/), called with the
// host a visitor's request really carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import liveHost from '../../deploy/live-sites/functions/live-host.mts';
import liveSites from '../../functions/live-sites.mts';
import domainFn from '../../functions/website-domain.mts';
import verifyFn from '../../functions/website-domain-verify.mts';
import publishFn from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { resetPublishingConfig } from '../../src/server/publishing/config.ts';
import { DOMAIN_ATTACH_FAILED } from '../../src/server/publishing/domains.ts';
import { getDomainsProvider } from '../../src/server/publishing/domains-provider.ts';
import { NetlifyApiError, useNetlifyApiForTests } from '../../src/server/publishing/netlify-api.ts';
import { startDnsServer, type Zone } from '../fixtures/dns-server.ts';
import { startNetlifyApiStandIn, type NetlifyApiStandIn } from '../fixtures/netlify-api-stand-in.ts';
import { createAccount, send, type GenAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

const TOKEN = 'nfp_test_token';
const zone: Zone = {};
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let netlify: NetlifyApiStandIn;
const VARS = ['DNS_SERVERS', 'SITES_APEX_IPS', 'NETLIFY_AUTH_TOKEN', 'NETLIFY_SITE_ID', 'NETLIFY_LIVE_SITE_IDS'];

beforeAll(async () => {
  process.env.SCREENSHOTS = 'off';
  dns = await startDnsServer(zone);
  netlify = await startNetlifyApiStandIn(TOKEN, [
    { id: 'live-wildcard', name: 'main-street-live', custom_domain: '*.sites.example', domain_aliases: [] },
    { id: 'live-custom', name: 'main-street-domains', custom_domain: null, domain_aliases: ['already.example.ca'] },
    { id: 'someone-else', name: 'other', custom_domain: 'taken-elsewhere.ca', domain_aliases: [] },
  ]);
  useNetlifyApiForTests(netlify.url);
  Object.assign(process.env, {
    DNS_SERVERS: dns.address,
    SITES_APEX_IPS: '203.0.113.10',
    NETLIFY_AUTH_TOKEN: TOKEN,
    NETLIFY_SITE_ID: 'live-custom',
    NETLIFY_LIVE_SITE_IDS: 'live-wildcard,live-custom',
  });
  resetPublishingConfig();
});
afterAll(async () => {
  for (const name of VARS) delete process.env[name];
  useNetlifyApiForTests(undefined);
  resetPublishingConfig();
  await Promise.all([dns.close(), netlify.close()]);
});

async function publishedOwner(name: string): Promise<GenAccount & { slug: string }> {
  const owner = await createAccount(name);
  await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [owner.id]);
  await makeDraft(owner.cookie, { businessName: name });
  const res = await api(publishFn, '/api/website/publish', owner.cookie, { json: {} });
  expect(res.status).toBe(200);
  return { ...owner, slug: res.body.status.site.slug };
}
const setDomain = (a: GenAccount, domain: string) =>
  api(domainFn, '/api/website/domain', a.cookie, { method: 'PUT', json: { domain } });
const verify = (a: GenAccount) => api(verifyFn, '/api/website/domain/verify', a.cookie, { json: {} });
const aliases = (siteId: string) => netlify.sites.get(siteId)!.domain_aliases;

describe('Netlify API: domain aliases and cache purges', () => {
  it('purges the site’s cache tag on every live deploy when it publishes', async () => {
    const owner = await publishedOwner(`Purge Bakery ${Date.now()}`);
    const tag = `site-${owner.slug}`;
    const mine = netlify.purges.filter((p) => p.cache_tags.includes(tag));
    expect(mine.map((p) => p.site_id).sort()).toEqual(['live-custom', 'live-wildcard']);
    expect(mine.every((p) => p.cache_tags.length === 1)).toBe(true);
  });

  it('attaches a verified domain as an alias of the custom-domain deploy, keeps the others, and detaches it on removal', async () => {
    const owner = await publishedOwner(`Alias Hardware ${Date.now()}`);
    expect((await setDomain(owner, 'www.alias-hardware.ca')).status).toBe(200);
    // Nothing is attached while the DNS records are missing.
    expect((await verify(owner)).body.verified).toBe(false);
    expect(aliases('live-custom')).toEqual(['already.example.ca']);

    zone['www.alias-hardware.ca'] = { CNAME: `${owner.slug}.localhost` };
    const before = netlify.calls.length;
    expect((await verify(owner)).body.verified).toBe(true);
    expect(aliases('live-custom')).toEqual(['already.example.ca', 'www.alias-hardware.ca']);
    expect(aliases('live-wildcard')).toEqual([]);
    expect(netlify.calls.slice(before)).toEqual([
      { method: 'GET', path: '/api/v1/sites/live-custom', body: undefined },
      {
        method: 'PATCH',
        path: '/api/v1/sites/live-custom',
        body: { domain_aliases: ['already.example.ca', 'www.alias-hardware.ca'] },
      },
    ]);
    expect((await visit('www.alias-hardware.ca')).status).toBe(200);

    // Attaching a domain that is already an alias writes nothing.
    const calls = netlify.calls.length;
    await getDomainsProvider().attach('www.alias-hardware.ca');
    expect(netlify.calls.slice(calls).map((c) => c.method)).toEqual(['GET']);

    expect((await api(domainFn, '/api/website/domain', owner.cookie, { method: 'DELETE' })).status).toBe(200);
    expect(aliases('live-custom')).toEqual(['already.example.ca']);
  });

  it('leaves the domain pending with a clear message when Netlify refuses the alias', async () => {
    const owner = await publishedOwner(`Refused Florist ${Date.now()}`);
    await setDomain(owner, 'taken-elsewhere.ca');
    zone['taken-elsewhere.ca'] = { A: ['203.0.113.10'] };
    const res = await verify(owner);
    expect(res.status).toBe(502);
    expect(res.body.error).toEqual({ code: 'domain_attach_failed', message: DOMAIN_ATTACH_FAILED });
    const [row] = await query<{ status: string }>('SELECT status FROM website_domains WHERE business_id = $1', [
      owner.id,
    ]);
    expect(row!.status).toBe('pending');
    expect((await visit('taken-elsewhere.ca')).status).toBe(404);
    expect(aliases('live-custom')).not.toContain('taken-elsewhere.ca');
  });

  it('reports a refused token as the API’s 401, and uses local host routing without a token', async () => {
    const wrong = getDomainsProvider({ NETLIFY_AUTH_TOKEN: 'wrong', NETLIFY_SITE_ID: 'live-custom' });
    expect(wrong.name).toBe('Netlify domain aliases');
    await expect(wrong.attach('www.example.ca')).rejects.toSatisfy(
      (e: unknown) => e instanceof NetlifyApiError && e.status === 401,
    );
    expect(getDomainsProvider({}).name).toBe('local host routing');
  });
});

describe('the live-sites deploy (deploy/live-sites/)', () => {
  it('answers every path of a site host from the live version, and nothing on platform hosts', async () => {
    const owner = await publishedOwner(`Deploy Diner ${Date.now()}`);
    const host = `${owner.slug}.localhost:8888`;
    const home = await send(liveHost, `http://${host}/`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('Deploy Diner');
    expect(home.headers.get('netlify-cache-tag')).toBe(`site-${owner.slug}`);
    // The platform's own paths mean nothing here: /api/… on a live host is that site's (missing) page.
    const apiPath = await send(liveHost, `http://${host}/api/website/publish`);
    expect(apiPath.status).toBe(404);
    expect(apiPath.body).not.toContain('"error"');
    const head = await send(liveHost, `http://${host}/`, { method: 'HEAD' });
    expect([head.status, head.bytes.length]).toEqual([200, 0]);
    expect((await send(liveHost, `http://${host}/`, { method: 'POST' })).status).toBe(405);
    // A forged routing header changes nothing: the host the request came to decides.
    const forged = await send(liveHost, 'http://localhost:8888/', { headers: { 'x-main-street-live-host': host } });
    expect(forged.status).toBe(404);
    expect(forged.body).toContain('Website not found');
    expect((await send(liveHost, 'http://unknown-name.localhost:8888/')).status).toBe(404);
  });

  it('the platform deploy serves no /_live path in production', async () => {
    const owner = await publishedOwner(`Prod Pantry ${Date.now()}`);
    const url = `http://localhost:8888/_live/`;
    const headers = { 'x-main-street-live-host': `${owner.slug}.localhost` };
    expect((await send(liveSites, url, { headers })).status).toBe(200);
    process.env.CONTEXT = 'production';
    resetEnvCache();
    try {
      expect((await send(liveSites, url, { headers })).status).toBe(404);
    } finally {
      delete process.env.CONTEXT;
      resetEnvCache();
    }
  });
});
