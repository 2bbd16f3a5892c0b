/**
 * Keeping the live website current with the catalogue and bookable services (issue 40). The live version's pages are
 * rendered again from the spec it was published with (its `.meta/spec.json`, never the owner's unpublished edits)
 * and today's data, stored in a folder of their own, and the version is pointed at that folder in one statement.
 * The version number stays, so the owner's history holds only what they published and a rollback works as before
 * (rollbackSite refreshes the version it brings back). Fonts, photos, the logo and the preview image are not
 * rewritten: the live host serves them from the version's own folder (serve-live.ts).
 *
 * Order under concurrency: a refresh takes the next `websites.data_seq` before it reads anything, and a version
 * accepts pages only from a refresh with a higher number than the ones it has, so the latest read wins whatever
 * order the renders finish in. A publish takes a number too (allocateVersion) and refreshes after its commit when
 * a refresh started meanwhile (the refresh may have gone to the version the publish replaced).
 */
import { query } from '../db/client.ts';
import { renderSite } from '../../features/site-renderer/render.ts';
import { FONTS_FOLDER } from '../../features/site-renderer/layout.ts';
import { fileStore, storeSiteFiles } from '../storage/storage.ts';
import { loadSiteCommerce } from '../shop/storefront-site.ts';
import { purgeSite } from './cdn.ts';
import { loadLiveSpec, versionPrefix } from './version-files.ts';

export interface LiveRefresh {
  /** The version whose pages were replaced, or null (nothing live, or a newer refresh got there first). */
  version: number | null;
  files: number;
  ms: number;
}

/** Where one refresh keeps its pages: beside the versions, never inside one (a request path cannot reach it). */
export const refreshPrefix = (businessId: string, version: number, seq: number) =>
  `live/${businessId}/refresh/v${version}-${seq}/`;

export async function refreshLiveSite(businessId: string): Promise<LiveRefresh> {
  const started = performance.now();
  const [site] = await query<{ slug: string; live_version: number; data_seq: string }>(
    `UPDATE websites SET data_seq = data_seq + 1 WHERE business_id = $1 AND live_version IS NOT NULL
     RETURNING slug, live_version, data_seq`,
    [businessId],
  );
  if (!site) return { version: null, files: 0, ms: 0 };
  const seq = Number(site.data_seq);
  const [spec, commerce] = await Promise.all([
    loadLiveSpec(businessId, site.live_version),
    loadSiteCommerce(businessId),
  ]);
  if (!spec) return { version: null, files: 0, ms: 0 }; // a version from before specs were kept: the next publish
  // The pages name the fonts the version ships; their bytes stay where they are.
  const shipped = await fileStore('sites').list(`${versionPrefix(businessId, site.live_version)}${FONTS_FOLDER}`);
  const fonts = new Map(shipped.map((key) => [key.slice(key.lastIndexOf('/') + 1), new Uint8Array()]));
  const pages = renderSite(spec, { fonts }, { notFoundBase: '/', commerce }).filter(
    (f) => !f.path.startsWith(FONTS_FOLDER),
  );
  const prefix = refreshPrefix(businessId, site.live_version, seq);
  await storeSiteFiles(prefix, pages);
  const [moved] = await query<{ replaced: string | null }>(
    `WITH old AS (SELECT pages_prefix FROM website_versions WHERE business_id = $1 AND number = $2 FOR UPDATE)
     UPDATE website_versions v SET pages_prefix = $3, data_seq = $4 FROM old
     WHERE v.business_id = $1 AND v.number = $2 AND v.data_seq < $4 RETURNING old.pages_prefix AS replaced`,
    [businessId, site.live_version, prefix, seq],
  );
  if (!moved) {
    await deleteFolder(prefix); // a newer refresh got there first: these pages are never served
    return { version: null, files: 0, ms: Math.round(performance.now() - started) };
  }
  await purgeSite(site.slug);
  await deleteOlderRefreshes(businessId, site.live_version, moved.replaced);
  return { version: site.live_version, files: pages.length, ms: Math.round(performance.now() - started) };
}

async function deleteFolder(prefix: string): Promise<void> {
  const store = fileStore('sites');
  await Promise.all((await store.list(prefix)).map((key) => store.delete(key)));
}

/**
 * Storage stays bounded: the version keeps its current pages and the ones they replaced (a request that read the
 * pointer just before the switch may still be reading them); older refreshes of that version are deleted.
 */
async function deleteOlderRefreshes(businessId: string, version: number, replaced: string | null): Promise<void> {
  const seqOf = (prefix: string) => Number(/-(\d+)\/$/.exec(prefix)?.[1] ?? NaN);
  if (!replaced) return;
  const keep = seqOf(replaced);
  const store = fileStore('sites');
  const keys = await store.list(`live/${businessId}/refresh/`);
  const older = keys.filter((key) => {
    const folder = /^live\/[^/]+\/refresh\/v(\d+)-\d+\//.exec(key);
    return folder !== null && Number(folder[1]) === version && seqOf(folder[0]) < keep;
  });
  await Promise.all(older.map((key) => store.delete(key)));
}

/** After a publish: true when a refresh took a data number after the publish's (its pages may be older). */
export async function dataChangedSince(businessId: string, dataSeq: number): Promise<boolean> {
  const [row] = await query<{ newer: boolean }>('SELECT data_seq > $2 AS newer FROM websites WHERE business_id = $1', [
    businessId,
    dataSeq,
  ]);
  return row?.newer ?? false;
}
