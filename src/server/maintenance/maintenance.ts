/**
 * Web maintenance: the scheduled check of every live site (uptime hourly; on the Complete plan every
 * check once a day), its history, and an email when the site goes down or a link breaks.
 */
import { canPublish, liveAddress, liveHost } from '../../features/publishing/publishing.ts';
import type { MaintenanceResponse, Problem } from '../../schemas/reporting.ts';
import { escapeHtml } from '../../shared/html-escape.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import type { EmailContent } from '../mail/templates.ts';
import { getPublishingConfig } from '../publishing/config.ts';
import { checkDnsRecords } from '../publishing/domains.ts';
import { checkSite } from './check-site.ts';
import { problemDetailInFrench } from './problem-french.ts';
import { businessLanguage } from '../mail/business-language.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';

export type Scope = 'none' | 'uptime' | 'full';
/** §6: the $15 Web hosting plan gets uptime; the $45 Complete plan gets every check. */
export const scopeFor = (rank: string): Scope => (rank === 'complete' ? 'full' : canPublish(rank) ? 'uptime' : 'none');
const FULL_EVERY_HOURS = 20;

interface LiveSite extends Record<string, unknown> {
  business_id: string;
  business_name: string;
  business_email: string;
  rank: string;
  slug: string;
  domain: string | null;
  last_full: Date | null;
}

/** The alert, in the business's language (issue 31: French when its website is French-first). */
export function alertEmail(businessName: string, url: string, problems: Problem[], lang: Lang = 'en'): EmailContent {
  const base = getEnv().siteUrl;
  const down = problems.some((p) => p.kind === 'down');
  const detail = (p: Problem) => (lang === 'fr' ? problemDetailInFrench(p.detail) : p.detail);
  return {
    ...(lang === 'en' ? {} : { lang }),
    subject: mailT(lang, down ? 'alert.down' : 'alert.broken', { business: businessName }),
    text: [
      mailT(lang, 'alert.found', { url }),
      ...problems.map((p) => `- ${mailT(lang, 'alert.item', { detail: detail(p), url: base + p.fix })}`),
      '',
      mailT(lang, 'alert.every', { url: `${base}/dashboard/maintenance` }),
    ].join('\n'),
    html:
      `<p>${escapeHtml(mailT(lang, 'alert.found', { url }))}</p><ul>${problems.map((p) => `<li>${escapeHtml(detail(p))} <a href="${escapeHtml(base + p.fix)}">${escapeHtml(mailT(lang, 'alert.fix'))}</a></li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(`${base}/dashboard/maintenance`)}">${escapeHtml(mailT(lang, 'alert.seeEvery'))}</a></p>`,
  };
}

/** The problems worth an email that the previous check did not already report. */
export function newAlerts(current: Problem[], previous: Problem[] | undefined): Problem[] {
  const seen = new Set((previous ?? []).map((p) => `${p.kind}:${p.detail}`));
  return current.filter((p) => (p.kind === 'down' || p.kind === 'broken-link') && !seen.has(`${p.kind}:${p.detail}`));
}

export interface RunOptions {
  /** Tests point checks at loopback servers; normally a site's live address. */
  addressFor?: (site: { slug: string; domain: string | null; business_id: string }) => string;
  onlyBusiness?: string;
  /** The batch a background run was handed (fan-out.ts); every live site when absent. */
  businessIds?: string[];
  /** Check even when the site was checked within the hour (tests). */
  force?: boolean;
}

export async function runMaintenance(options: RunOptions = {}): Promise<{ checked: number; alerts: number }> {
  const config = getPublishingConfig();
  const sites = await query<LiveSite>(
    `SELECT w.business_id, b.business_name, b.business_email, b.rank, w.slug,
       (SELECT domain FROM website_domains d WHERE d.business_id = w.business_id AND d.status = 'verified') AS domain,
       (SELECT max(checked_at) FROM maintenance_checks c WHERE c.business_id = w.business_id AND c.scope = 'full') AS last_full
     FROM websites w JOIN businesses b ON b.id = w.business_id
     WHERE w.live_version IS NOT NULL AND ($1::uuid IS NULL OR w.business_id = $1)
       AND ($3::uuid[] IS NULL OR w.business_id = ANY($3::uuid[]))
       -- Hourly: a second trigger within the hour (a retry) checks nothing again.
       AND ($2 OR NOT EXISTS (SELECT 1 FROM maintenance_checks c WHERE c.business_id = w.business_id AND c.checked_at > now() - interval '50 minutes'))
     ORDER BY w.slug`,
    [options.onlyBusiness ?? null, options.force ?? false, options.businessIds ?? null],
  );
  let checked = 0;
  let alerts = 0;
  for (const site of sites) {
    const planScope = scopeFor(site.rank);
    if (planScope === 'none') continue;
    const dueFull =
      planScope === 'full' && (!site.last_full || Date.now() - site.last_full.getTime() > FULL_EVERY_HOURS * 3_600_000);
    const scope = dueFull ? 'full' : 'uptime';
    const url = options.addressFor?.(site) ?? liveAddress(site.slug, config, site.domain);
    const dns = site.domain
      ? () => checkDnsRecords(site.domain!, liveHost(site.slug, config), config.apexIps)
      : undefined;
    const result = await checkSite(url, scope, dns);
    const [previous] = await query<{ problems: Problem[] }>(
      'SELECT problems FROM maintenance_checks WHERE business_id = $1 ORDER BY checked_at DESC LIMIT 1',
      [site.business_id],
    );
    await query(
      `INSERT INTO maintenance_checks (business_id, url, scope, status, response_ms, up, page_bytes, links_checked, problems)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)`,
      [
        site.business_id,
        url,
        scope,
        result.status,
        result.responseMs,
        result.up,
        result.pageBytes,
        result.linksChecked,
        JSON.stringify(result.problems),
      ],
    );
    checked += 1;
    const fresh = newAlerts(result.problems, previous?.problems);
    if (fresh.length) {
      const lang = await businessLanguage(site.business_id);
      const sent = await notify(
        site.business_email,
        alertEmail(site.business_name, url, fresh, lang),
        mailT(lang, 'why.maintenance'),
      );
      if (sent?.sent) alerts += 1;
    }
  }
  await query(`DELETE FROM maintenance_checks WHERE checked_at < now() - interval '90 days'`);
  return { checked, alerts };
}

export async function maintenanceReport(businessId: string, rank: string): Promise<MaintenanceResponse> {
  const scope = scopeFor(rank);
  const [site] = await query<{ slug: string }>(
    'SELECT slug FROM websites WHERE business_id = $1 AND live_version IS NOT NULL',
    [businessId],
  );
  const rows = await query<{
    checked_at: Date;
    url: string;
    scope: 'uptime' | 'full';
    status: number | null;
    response_ms: number | null;
    up: boolean;
    page_bytes: number | null;
    links_checked: number;
    problems: Problem[];
  }>(
    `SELECT checked_at, url, scope, status, response_ms, up, page_bytes, links_checked, problems FROM maintenance_checks
     WHERE business_id = $1 ORDER BY checked_at DESC LIMIT 60`,
    [businessId],
  );
  const [uptime] = await query<{ pct: number | null }>(
    `SELECT round(100.0 * count(*) FILTER (WHERE up) / nullif(count(*), 0), 1)::float AS pct FROM maintenance_checks
     WHERE business_id = $1 AND checked_at > now() - interval '30 days'`,
    [businessId],
  );
  return {
    scope,
    site: site ? liveAddress(site.slug, getPublishingConfig()) : null,
    uptimePercent: uptime?.pct ?? null,
    checks: rows.map((r) => ({
      checkedAt: r.checked_at.toISOString(),
      url: r.url,
      scope: r.scope,
      status: r.status,
      responseMs: r.response_ms,
      up: r.up,
      pageBytes: r.page_bytes,
      linksChecked: r.links_checked,
      problems: r.problems,
    })),
  };
}
