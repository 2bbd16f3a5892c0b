/** What the owner's dashboard shows about their website: address, versions, draft vs live, pause, domain. */
import {
  canPublish,
  dnsRecordsFor,
  liveAddress,
  liveHost,
  PAUSE_MESSAGES,
  pauseReason,
  RESTORE_MESSAGE,
  scheduledPauseMessage,
} from '../../features/publishing/publishing.ts';
import type { WebsiteStatus } from '../../schemas/website.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { query } from '../db/client.ts';
import { getPublishingConfig } from './config.ts';
import { HttpError } from '../http.ts';
import { hashSpec } from '../../features/publishing/spec-hash.ts';
import { loadSpecForPublish, PUBLISH_NEEDS_PLAN } from './publish.ts';
import { findDomain, findWebsite, listVersions } from './websites-repo.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/** No publishable draft is an answer ("no draft"); any other failure (the database's) is an error, never "no draft". */
const noDraftOnly = (error: unknown): undefined => {
  if (error instanceof HttpError && error.status === 404) return undefined;
  throw error;
};

export async function websiteStatus(business: SessionBusiness): Promise<WebsiteStatus> {
  const config = getPublishingConfig();
  const [publishable, site, versions, domain] = await Promise.all([
    loadSpecForPublish(business.id).catch(noDraftOnly),
    findWebsite(business.id),
    listVersions(business.id),
    findDomain(business.id),
  ]);
  const draft = publishable?.draft;
  const paying = canPublish(business.rank);
  const live = site?.live_version ? versions.find((v) => v.number === site.live_version) : undefined;
  let paused: NonNullable<WebsiteStatus['site']>['paused'] = null;
  if (site && live && !paying) {
    const [latest] = await query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE business_id = $1 ORDER BY updated_at DESC LIMIT 1',
      [business.id],
    );
    const reason = pauseReason(latest?.status);
    paused = { reason, message: PAUSE_MESSAGES[reason], restore: RESTORE_MESSAGE };
  }
  const [ending] = paying
    ? await query<{ cancel_at: Date }>(
        `SELECT cancel_at FROM subscriptions WHERE business_id = $1 AND status IN ('active', 'trialing') AND cancel_at IS NOT NULL ORDER BY cancel_at DESC LIMIT 1`,
        [business.id],
      )
    : [];
  const draftSpec = publishable ? { success: true as const, data: publishable.spec } : undefined;
  const verified = domain?.status === 'verified' ? domain.domain : null;
  return {
    can_publish: paying && Boolean(draft),
    publish_blocked: !paying
      ? PUBLISH_NEEDS_PLAN
      : !draft
        ? 'You have no ready website draft yet. Create one first.'
        : null,
    draft: draft
      ? {
          id: draft.id,
          label: `Draft ${draft.draft_number} - ${draft.website_category}`,
          updated_at: iso(draft.updated_at)!,
        }
      : null,
    site: site
      ? {
          slug: site.slug,
          address: liveAddress(site.slug, config, verified),
          live_version: site.live_version,
          last_published_at: iso(versions[0]?.created_at),
          draft_differs: Boolean(
            draftSpec?.success && (!live || live.draft_id !== draft!.id || live.spec_hash !== hashSpec(draftSpec.data)),
          ),
          paused,
        }
      : null,
    versions: versions.map((v) => ({
      number: v.number,
      published_at: iso(v.created_at)!,
      draft_id: v.draft_id,
      file_count: v.file_count,
      publish_ms: v.publish_ms,
      live: v.number === site?.live_version,
    })),
    domain:
      domain && site
        ? {
            domain: domain.domain,
            status: domain.status,
            records: dnsRecordsFor(domain.domain, liveHost(site.slug, config), config.apexIps),
            last_checked_at: iso(domain.last_checked_at),
            last_error: domain.last_error,
          }
        : null,
    plan_ends: ending
      ? { at: iso(ending.cancel_at)!, message: scheduledPauseMessage(iso(ending.cancel_at)!, Boolean(live)) }
      : null,
  };
}
