/**
 * Publishing: the owner's site spec is rendered for its live address, every file stored under a new
 * immutable version prefix, and only then the live pointer flipped in one statement. A failure
 * before the flip leaves the previous version live (the half-written prefix is never pointed at).
 */
import { formatPlanPrice, getPlan } from '../../features/plans/plans.ts';
import { loadSiteSpec } from '../site-editor/site-specs.ts';
import { storedPhotoFiles } from '../site-editor/photos.ts';
import { renderSite, type SiteFile } from '../../features/site-renderer/render.ts';
import { canPublish, liveAddress } from '../../features/publishing/publishing.ts';
import { hashSpec } from '../../features/publishing/spec-hash.ts';
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { getEnv } from '../env.ts';
import { HttpError, notFound } from '../http.ts';
import { findDraft, listDrafts, type DraftRow } from '../generation/drafts-repo.ts';
import { storedRenderAssets } from '../generation/stored-assets.ts';
import { shootHome } from '../screenshot/preview.ts';
import { chromiumAvailable } from '../screenshot/screenshot.ts';
import { fileStore, storeSiteFiles } from '../storage/storage.ts';
import { getPublishingConfig } from './config.ts';
import { purgeSite } from './cdn.ts';
import { pointListingAtLiveSite } from './listing-link.ts';
import { dataChangedSince, refreshLiveSite } from './live-refresh.ts';
import { LIVE_SPEC_FILE, versionPrefix } from './version-files.ts';
import { loadSiteCommerce } from '../shop/storefront-site.ts';
import {
  allocateVersion,
  commitVersion,
  ensureWebsite,
  findDomain,
  findWebsite,
  pointLiveAt,
  type WebsiteRow,
} from './websites-repo.ts';

const [hosting, complete] = [getPlan('web-hosting'), getPlan('complete')];
export const PUBLISH_NEEDS_PLAN = `Publishing needs the ${hosting.name} plan (${formatPlanPrice(hosting)}) or the ${complete.name} plan (${formatPlanPrice(complete)}). Choose one at checkout to put your site live.`;

/** The draft an owner publishes: the one named, else the newest ready one. */
export async function findPublishableDraft(accountId: string, draftId?: string): Promise<DraftRow | undefined> {
  if (draftId) {
    const draft = await findDraft(draftId);
    return draft && draft.business_id === accountId && draft.status === 'ready' ? draft : undefined;
  }
  return (await listDrafts(accountId)).find((d) => d.status === 'ready');
}

/**
 * The one place publishing reads the owner's site spec. Today that is the draft's stored spec; when
 * the editor keeps a working copy, this is the line that changes.
 */
/**
 * What goes live is what the owner edited: the editor's working copy (started from the newest ready
 * draft the first time). Its draft supplies the stored logo, fonts and screenshot.
 */
export async function loadSpecForPublish(accountId: string): Promise<{ draft: DraftRow; spec: SiteSpec }> {
  const working = await loadSiteSpec(accountId);
  const draft = working?.draftId ? await findPublishableDraft(accountId, working.draftId) : undefined;
  if (!working || !draft) throw notFound('You have no ready website draft yet. Create one first.');
  return { draft, spec: working.spec };
}

export { LIVE_SPEC_FILE, versionPrefix };

export function assertCanPublish(business: SessionBusiness): void {
  if (!canPublish(business.rank)) throw new HttpError(402, 'plan_required', PUBLISH_NEEDS_PLAN);
}

async function renderForLive(
  draft: DraftRow,
  spec: SiteSpec,
  site: WebsiteRow,
): Promise<{ files: SiteFile[]; live: SiteSpec }> {
  // Read after allocateVersion took the data number (live-refresh.ts says why).
  const commerce = await loadSiteCommerce(site.business_id);
  const config = getPublishingConfig();
  const domain = await findDomain(site.business_id);
  const baseUrl = liveAddress(site.slug, config, domain?.status === 'verified' ? domain.domain : null);
  const live: SiteSpec = { ...spec, baseUrl, platformUrl: getEnv().siteUrl, demo: false };
  const draftPrefix = `drafts/${draft.id}/`;
  const [assets, photos] = await Promise.all([
    storedRenderAssets(draftPrefix, spec),
    storedPhotoFiles(site.business_id, spec),
  ]);
  const files = renderSite(
    live,
    { ...assets, photos: new Map([...(assets.photos ?? []), ...photos]) },
    { notFoundBase: '/', commerce },
  );
  if (spec.ogImage === 'assets/og.jpg') {
    // The preview shows the page as published, edits included (issue 39); the draft's own when no Chromium.
    const fresh = chromiumAvailable() ? await shootHome(files) : undefined;
    const shot = fresh
      ? { contentType: 'image/jpeg', data: fresh }
      : await fileStore('sites').get(`${draftPrefix}assets/og.jpg`);
    if (shot) files.push({ path: 'assets/og.jpg', contentType: shot.contentType, body: shot.data });
  }
  return { files, live };
}

export interface Published {
  version: number;
  address: string;
  ms: number;
  files: number;
}

export async function publishSite(business: SessionBusiness): Promise<Published> {
  assertCanPublish(business);
  const started = performance.now();
  const { draft, spec } = await loadSpecForPublish(business.id);
  const site = await ensureWebsite(business.id, spec.business.name);
  const { number, dataSeq } = await allocateVersion(business.id);
  const { files, live } = await renderForLive(draft, spec, site);
  const prefix = versionPrefix(business.id, number);
  await storeSiteFiles(prefix, files);
  // The spec this version was rendered from: the blog's pages use its shell (never served: '.' folders are not).
  await fileStore('sites').put(`${prefix}${LIVE_SPEC_FILE}`, JSON.stringify(live), 'application/json');
  const ms = Math.round(performance.now() - started);
  await commitVersion({
    business_id: business.id,
    number,
    draft_id: draft.id,
    spec_hash: hashSpec(spec),
    storage_prefix: prefix,
    file_count: files.length,
    publish_ms: ms,
    data_seq: dataSeq,
  });
  await purgeSite(site.slug);
  // A catalogue or booking change that committed while this version rendered shows on it too.
  if (await dataChangedSince(business.id, dataSeq)) await refreshAfter('publish', business.id);
  const domain = await findDomain(business.id);
  const address = liveAddress(site.slug, getPublishingConfig(), domain?.status === 'verified' ? domain.domain : null);
  await pointListingAtLiveSite(business.id, address);
  return { version: number, address, ms, files: files.length };
}

/** One click back to any earlier version: only the pointer moves; no file is written. */
export async function rollbackSite(business: SessionBusiness, number: number): Promise<void> {
  assertCanPublish(business);
  const site = await findWebsite(business.id);
  if (!site) throw notFound('Your website has not been published yet.');
  if (!(await pointLiveAt(business.id, number))) throw notFound(`Version ${number} does not exist for your website.`);
  await purgeSite(site.slug);
  // The version comes back with today's catalogue, prices and bookable services, not those of its day.
  await refreshAfter('rollback', business.id);
}

/** A refresh that must not fail the owner's publish or rollback: logged, and the next refresh fixes it. */
async function refreshAfter(what: string, businessId: string): Promise<void> {
  await refreshLiveSite(businessId).catch((error: unknown) =>
    console.error(`Storefront refresh after ${what} failed for ${businessId}:`, error),
  );
}
