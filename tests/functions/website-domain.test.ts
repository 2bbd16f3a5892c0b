import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import domainFn from '../../functions/website-domain.mts';
import verifyFn from '../../functions/website-domain-verify.mts';
import publishFn from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { resetPublishingConfig } from '../../src/server/publishing/config.ts';
import { DOMAIN_MESSAGES } from '../../src/schemas/website.ts';
import { startDnsServer, type Zone } from '../fixtures/dns-server.ts';
import { createAccount, type GenAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

const zone: Zone = {};
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  process.env.SCREENSHOTS = 'off';
  dns = await startDnsServer(zone);
  process.env.DNS_SERVERS = dns.address;
  process.env.SITES_APEX_IPS = '203.0.113.10';
  resetPublishingConfig();
});
afterAll(async () => {
  delete process.env.DNS_SERVERS;
  delete process.env.SITES_APEX_IPS;
  resetPublishingConfig();
  await dns.close();
});

async function publishedOwner(name: string): Promise<GenAccount & { slug: string }> {
  const owner = await createAccount(name);
  await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [owner.id]);
  await makeDraft(owner.cookie, { businessName: name });
  const res = await api(publishFn, '/api/website/publish', owner.cookie, { json: {} });
  return { ...owner, slug: res.body.status.site.slug };
}
const setDomain = (a: GenAccount, domain: unknown) =>
  api(domainFn, '/api/website/domain', a.cookie, { method: 'PUT', json: { domain } });
const verify = (a: GenAccount) => api(verifyFn, '/api/website/domain/verify', a.cookie, { json: {} });

describe('custom domains', () => {
  it('refuses malformed names, IP addresses and the platform’s own domains with a clear message', async () => {
    const owner = await publishedOwner(`Domain Rules ${Date.now()}`);
    for (const [domain, message] of [
      ['not a domain', DOMAIN_MESSAGES.malformed],
      ['-bad-.ca', DOMAIN_MESSAGES.malformed],
      ['shop', DOMAIN_MESSAGES.malformed],
      ['192.168.1.10', DOMAIN_MESSAGES.ip],
      ['[::1]', DOMAIN_MESSAGES.ip],
      ['anything.localhost', DOMAIN_MESSAGES.platform],
      ['mainstreet.netlify.app', DOMAIN_MESSAGES.platform],
      ['', DOMAIN_MESSAGES.required],
    ] as const) {
      const res = await setDomain(owner, domain);
      expect(res.status, domain).toBe(400);
      expect(res.body.error.fields.domain, domain).toEqual([message]);
    }
  });

  it('asks for the publish first, shows the records, verifies a CNAME by real DNS look-ups, then serves the site on it', async () => {
    const early = await createAccount(`Early Bird ${Date.now()}`);
    expect((await setDomain(early, 'www.early-bird.ca')).body.error.code).toBe('not_published');

    const owner = await publishedOwner(`Lakeside Books ${Date.now()}`);
    const set = await setDomain(owner, 'WWW.Lakeside-Books.ca.');
    expect(set.status).toBe(200);
    expect(set.body.status.domain).toMatchObject({
      domain: 'www.lakeside-books.ca',
      status: 'pending',
      records: [{ type: 'CNAME', name: 'www.lakeside-books.ca', value: `${owner.slug}.localhost` }],
    });
    // Not served before it is verified.
    expect((await visit('www.lakeside-books.ca')).status).toBe(404);

    const missing = await verify(owner);
    expect(missing.body).toMatchObject({
      verified: false,
      message: expect.stringContaining('No CNAME record for www.lakeside-books.ca'),
    });
    zone['www.lakeside-books.ca'] = { CNAME: 'someone-else.localhost' };
    expect((await verify(owner)).body.message).toContain(`not to ${owner.slug}.localhost`);
    zone['www.lakeside-books.ca'] = { CNAME: `${owner.slug}.localhost` };
    const ok = await verify(owner);
    expect(ok.body).toMatchObject({ verified: true, status: { domain: { status: 'verified', last_error: null } } });
    const home = await visit('www.lakeside-books.ca');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Lakeside Books');

    // One verified owner per domain.
    const rival = await publishedOwner(`Rival Books ${Date.now()}`);
    const taken = await setDomain(rival, 'www.lakeside-books.ca');
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('domain_taken');

    // Removing it stops serving it.
    await api(domainFn, '/api/website/domain', owner.cookie, { method: 'DELETE' });
    expect((await visit('www.lakeside-books.ca')).status).toBe(404);
  });

  it('verifies an apex domain by its A record', async () => {
    const owner = await publishedOwner(`Apex Tools ${Date.now()}`);
    // A domain of its own: a second run on the same database finds the first run's still verified.
    const apex = `apex-tools-${Date.now().toString(36)}.ca`;
    const set = await setDomain(owner, apex);
    expect(set.body.status.domain.records.map((r: { type: string; value: string }) => [r.type, r.value])).toEqual([
      ['A', '203.0.113.10'],
      ['ALIAS', `${owner.slug}.localhost`],
    ]);
    zone[apex] = { A: ['198.51.100.7'] };
    expect((await verify(owner)).body).toMatchObject({
      verified: false,
      message: expect.stringContaining('points to 198.51.100.7'),
    });
    zone[apex] = { A: ['203.0.113.10'] };
    expect((await verify(owner)).body.verified).toBe(true);
    expect((await visit(`${apex}:443`)).status).toBe(200);
  });
});
