/**
 * Pure rules of live websites: slugs, live addresses, who may publish, the DNS records a custom
 * domain needs, and why a site is paused. No I/O (src/server/publishing does that).
 */
import { slugify } from '../../shared/locations.ts';

export const PUBLISHING_RANKS = ['web-hosting', 'complete'] as const;

/** Only the paid website plans publish (the server decides, from the rank Stripe keeps in step). */
export function canPublish(rank: string): boolean {
  return (PUBLISHING_RANKS as readonly string[]).includes(rank);
}

/** Sub-domains the platform keeps for itself. */
export const RESERVED_SLUGS = new Set([
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'dashboard',
  'sites',
  'static',
  'cdn',
  'mainstreet',
  'support',
  'help',
  'blog',
  'status',
]);

/** The slug a business name asks for: lower-case words joined by '-', 3 to 40 characters. */
export function slugBase(businessName: string): string {
  let base = slugify(businessName).slice(0, 34).replace(/-+$/, '');
  if (base.length < 3) base = `${base}-site`.replace(/^-/, '');
  return RESERVED_SLUGS.has(base) ? `${base}-site` : base;
}

/** Candidates in order: 'sunrise-cafe', 'sunrise-cafe-2', … (the first one nobody holds wins). */
export function slugCandidate(base: string, attempt: number): string {
  return attempt <= 1 ? base : `${base}-${attempt}`;
}

export interface LiveHostConfig {
  /** e.g. 'mainstreet.site' in production, 'localhost' locally. */
  sitesDomain: string;
  protocol: 'http' | 'https';
  /** Locally the port everything is served on; none in production. */
  port?: number;
}

export function liveHost(slug: string, config: LiveHostConfig): string {
  return `${slug}.${config.sitesDomain}`;
}

/** `https://{slug}.{SITES_DOMAIN}/`, or locally `http://{slug}.localhost:{PORT}/`. */
export function liveAddress(slug: string, config: LiveHostConfig, customDomain?: string | null): string {
  if (customDomain) return `${config.protocol}://${customDomain}${config.port ? `:${config.port}` : ''}/`;
  return `${config.protocol}://${liveHost(slug, config)}${config.port ? `:${config.port}` : ''}/`;
}

/** The slug a request's host names, when the host is `{slug}.{sitesDomain}` (port ignored). */
export function slugFromHost(host: string, sitesDomain: string): string | undefined {
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const suffix = `.${sitesDomain.toLowerCase()}`;
  if (!name.endsWith(suffix)) return undefined;
  const slug = name.slice(0, -suffix.length);
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) ? slug : undefined;
}

/** An apex domain (example.ca) needs an A/ALIAS record; a sub-domain (www.example.ca) a CNAME. */
export function isApexDomain(domain: string): boolean {
  const labels = domain.split('.');
  // Two-label public suffixes seen in Canada and nearby (qc.ca, on.ca, co.uk …) count as one label.
  const twoLabelSuffix =
    labels.length >= 3 &&
    /^(qc|on|bc|ab|mb|sk|ns|nb|nl|pe|yt|nt|nu|co|com|org|net)$/.test(labels.at(-2)!) &&
    labels.at(-1)!.length === 2;
  return labels.length === (twoLabelSuffix ? 3 : 2);
}

export interface DnsRecord {
  type: 'CNAME' | 'A' | 'ALIAS';
  name: string;
  value: string;
  note: string;
}

/** The records the owner sets at their DNS provider. */
export function dnsRecordsFor(domain: string, target: string, apexIps: readonly string[]): DnsRecord[] {
  if (!isApexDomain(domain)) {
    return [
      { type: 'CNAME', name: domain, value: target, note: 'Points your sub-domain at your Main Street website.' },
    ];
  }
  return [
    ...apexIps.map((ip) => ({
      type: 'A' as const,
      name: domain,
      value: ip,
      note: 'Points your domain at Main Street’s servers.',
    })),
    {
      type: 'ALIAS',
      name: domain,
      value: target,
      note: 'Instead of the A record, if your DNS provider offers ALIAS, ANAME or CNAME flattening.',
    },
  ];
}

export type PauseReason = 'cancelled' | 'payment-failed' | 'no-plan';

/** Why a site with a live version is not shown, from the latest subscription's Stripe status. */
export function pauseReason(latestSubscriptionStatus: string | null | undefined): PauseReason {
  if (latestSubscriptionStatus === 'canceled') return 'cancelled';
  if (
    latestSubscriptionStatus &&
    ['past_due', 'unpaid', 'incomplete_expired', 'paused'].includes(latestSubscriptionStatus)
  )
    return 'payment-failed';
  return 'no-plan';
}

export const PAUSE_MESSAGES: Record<PauseReason, string> = {
  cancelled:
    'Your website plan was cancelled, so your website is paused and visitors see a “temporarily unavailable” page.',
  'payment-failed':
    'Your last payment did not go through, so your website is paused and visitors see a “temporarily unavailable” page.',
  'no-plan':
    'Your account has no website plan, so your website is paused and visitors see a “temporarily unavailable” page.',
};

export const RESTORE_MESSAGE =
  'Nothing has been deleted: your versions and domain are kept for at least 90 days. Choose a website plan again and the same site comes back.';

/** A cancelled plan still running: the day it ends, when the live website pauses (owner's dashboard). */
export function scheduledPauseMessage(endsAt: string, hasLiveSite: boolean): string {
  const day = new Date(endsAt).toLocaleDateString('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return hasLiveSite
    ? `Your plan is cancelled and ends on ${day}. Your website stays live until then, and pauses on ${day}. Changed your mind? Keep your plan in 'Manage plan and billing'.`
    : `Your plan is cancelled and ends on ${day}. Changed your mind? Keep your plan in 'Manage plan and billing'.`;
}
