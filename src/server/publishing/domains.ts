/**
 * Custom domains: the owner names a domain, sets the DNS records shown, and the platform checks them
 * with real DNS look-ups (node:dns Resolver; DNS_SERVERS picks the servers). Once verified the domain is
 * attached (domains-provider) and served by host routing. A domain has at most one verified owner.
 */
import { Resolver } from 'node:dns/promises';
import { isApexDomain, liveHost } from '../../features/publishing/publishing.ts';
import { DOMAIN_MESSAGES } from '../../schemas/website.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { HttpError, badRequest } from '../http.ts';
import { getPublishingConfig } from './config.ts';
import { getDomainsProvider } from './domains-provider.ts';
import { findDomain, findWebsite, type WebsiteRow } from './websites-repo.ts';

export const DOMAIN_TAKEN = 'This domain is already connected to another Main Street website.';

async function requirePublishedSite(businessId: string): Promise<WebsiteRow> {
  const site = await findWebsite(businessId);
  if (!site) throw new HttpError(409, 'not_published', 'Publish your website first, then connect your own domain.');
  return site;
}

/** The platform's own domains are refused (the schema refuses the well-known ones; config knows the rest). */
function assertNotPlatform(domain: string): void {
  const config = getPublishingConfig();
  const own = [config.sitesDomain, new URL(getEnv().siteUrl).hostname];
  if (own.some((d) => domain === d || domain.endsWith(`.${d}`)))
    throw badRequest(DOMAIN_MESSAGES.platform, { domain: [DOMAIN_MESSAGES.platform] });
}

export const DOMAIN_ATTACH_FAILED =
  'Your DNS records are right, but connecting the domain to our hosting failed. Please try “Check DNS records” again in a few minutes.';

/** Attached before it is marked verified: a failure leaves it pending, with a message, never half-connected. */
async function attachDomain(domain: string): Promise<void> {
  try {
    await getDomainsProvider().attach(domain);
  } catch (error) {
    console.error(`[domains] attaching ${domain} failed:`, error);
    throw new HttpError(502, 'domain_attach_failed', DOMAIN_ATTACH_FAILED);
  }
}

/** A domain no longer mapped to a site serves nothing, so a failed detach is logged, not shown. */
async function detachDomain(domain: string): Promise<void> {
  await getDomainsProvider()
    .detach(domain)
    .catch((error) => console.error(`[domains] detaching ${domain} failed:`, error));
}

async function verifiedElsewhere(domain: string, businessId: string): Promise<boolean> {
  const rows = await query(
    `SELECT 1 FROM website_domains WHERE domain = $1 AND status = 'verified' AND business_id <> $2`,
    [domain, businessId],
  );
  return rows.length > 0;
}

export async function setDomain(business: SessionBusiness, domain: string): Promise<void> {
  assertNotPlatform(domain);
  await requirePublishedSite(business.id);
  if (await verifiedElsewhere(domain, business.id)) throw new HttpError(409, 'domain_taken', DOMAIN_TAKEN);
  const previous = await findDomain(business.id);
  if (previous?.domain === domain) return;
  await query(
    `INSERT INTO website_domains (business_id, domain) VALUES ($1, $2)
     ON CONFLICT (business_id) DO UPDATE SET domain = EXCLUDED.domain, status = 'pending', last_checked_at = NULL, last_error = NULL, verified_at = NULL`,
    [business.id, domain],
  );
  if (previous?.status === 'verified') await detachDomain(previous.domain);
}

export async function removeDomain(business: SessionBusiness): Promise<void> {
  const [row] = await query<{ domain: string; status: string }>(
    'DELETE FROM website_domains WHERE business_id = $1 RETURNING domain, status',
    [business.id],
  );
  if (row?.status === 'verified') await detachDomain(row.domain);
}

function resolver(): Resolver {
  const r = new Resolver({ timeout: 3000, tries: 2 });
  const servers = getPublishingConfig().dnsServers;
  if (servers.length) r.setServers(servers);
  return r;
}

const bare = (name: string) => name.toLowerCase().replace(/\.$/, '');
const lookup = <T>(work: Promise<T[]>): Promise<T[]> =>
  work.catch((error: { code?: string }) => {
    if (['ENODATA', 'ENOTFOUND', 'ENONAME', 'NOTFOUND', 'NODATA'].includes(error.code ?? '')) return [];
    throw new HttpError(502, 'dns_unavailable', 'The DNS look-up did not answer. Please try again in a few minutes.');
  });

/** Looks the records up now; answers with the problem in plain words, or null when they are right. */
export async function checkDnsRecords(
  domain: string,
  target: string,
  apexIps: readonly string[],
): Promise<string | null> {
  const dns = resolver();
  if (!isApexDomain(domain)) {
    const names = (await lookup(dns.resolveCname(domain))).map(bare);
    if (names.includes(target)) return null;
    return names.length
      ? `${domain} has a CNAME record to ${names.join(', ')}, not to ${target}. Change it to ${target}.`
      : `No CNAME record for ${domain} was found yet. Add one pointing to ${target}; DNS changes can take up to 48 hours.`;
  }
  const [addresses, targetAddresses] = await Promise.all([lookup(dns.resolve4(domain)), lookup(dns.resolve4(target))]);
  if (addresses.some((a) => apexIps.includes(a) || targetAddresses.includes(a))) return null;
  return addresses.length
    ? `${domain} points to ${addresses.join(', ')}, not to ${apexIps.join(' or ')}. Change its A record (or set an ALIAS to ${target}).`
    : `No A record for ${domain} was found yet. Add one pointing to ${apexIps.join(' or ')}; DNS changes can take up to 48 hours.`;
}

export async function verifyDomain(business: SessionBusiness): Promise<{ verified: boolean; message: string }> {
  const site = await requirePublishedSite(business.id);
  const row = await findDomain(business.id);
  if (!row) throw new HttpError(404, 'no_domain', 'Add a domain first.');
  if (row.status === 'verified') return { verified: true, message: `${row.domain} is connected.` };
  const config = getPublishingConfig();
  const problem = await checkDnsRecords(row.domain, liveHost(site.slug, config), config.apexIps);
  if (problem) {
    await query('UPDATE website_domains SET last_checked_at = now(), last_error = $2 WHERE business_id = $1', [
      business.id,
      problem,
    ]);
    return { verified: false, message: problem };
  }
  if (await verifiedElsewhere(row.domain, business.id)) throw new HttpError(409, 'domain_taken', DOMAIN_TAKEN);
  await attachDomain(row.domain);
  try {
    await query(
      `UPDATE website_domains SET status = 'verified', verified_at = now(), last_checked_at = now(), last_error = NULL WHERE business_id = $1`,
      [business.id],
    );
  } catch (error) {
    // Another owner verified it a moment earlier: the alias is theirs as much as ours, so it stays attached.
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'domain_taken', DOMAIN_TAKEN);
    throw error;
  }
  return {
    verified: true,
    message: `${row.domain} is connected. Publish again so your pages name it as their address.`,
  };
}
