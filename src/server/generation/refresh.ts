/**
 * Keeps an owner's generated sites in step with their directory listing (one business record):
 * after the listing is saved, every ready draft is rendered again from its stored spec with the
 * listing's details. No copywriter, no screenshot: only the pages that show the details change.
 */
import { isDeepStrictEqual } from 'node:util';
import { renderSite } from '../../features/site-renderer/render.ts';
import { siteSpecSchema } from '../../schemas/site-spec.ts';
import { storeSiteFiles } from '../storage/storage.ts';
import { specWithRecord } from './assemble.ts';
import { loadBusinessRecord } from './business-record.ts';
import { listDrafts, updateReadySpec } from './drafts-repo.ts';
import { storedRenderAssets } from './stored-assets.ts';

/** Returns how many drafts changed. */
export async function refreshDraftsFromListing(accountId: string): Promise<number> {
  const record = await loadBusinessRecord(accountId);
  if (!record.listingId) return 0;
  let changed = 0;
  for (const draft of await listDrafts(accountId)) {
    const parsed = draft.status === 'ready' ? siteSpecSchema.safeParse(draft.site_spec) : undefined;
    if (!parsed?.success) continue;
    const spec = specWithRecord(parsed.data, record);
    if (isDeepStrictEqual(spec.business, parsed.data.business)) continue;
    // Files are written over the old ones (the screenshot is not rendered, so it stays).
    const prefix = `drafts/${draft.id}/`;
    await storeSiteFiles(prefix, renderSite(spec, await storedRenderAssets(prefix, spec)));
    await updateReadySpec(draft.id, spec);
    changed++;
  }
  return changed;
}
