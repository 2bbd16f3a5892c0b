/**
 * Keeps an owner's generated sites in step with their directory listing (one business record):
 * after the listing is saved, every ready draft is rendered again from its stored spec with the
 * listing's details, and its preview drawn again (issue 39). No copywriter.
 */
import { isDeepStrictEqual } from 'node:util';
import { siteSpecSchema } from '../../schemas/site-spec.ts';
import { storeSiteFiles } from '../storage/storage.ts';
import { specWithRecord } from './assemble.ts';
import { loadBusinessRecord } from './business-record.ts';
import { listDrafts, updateReadySpec } from './drafts-repo.ts';
import { storedRenderAssets } from './stored-assets.ts';
import { renderWithPreview } from './redraw.ts';

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
    // Files are written over the old ones; the preview under its new address (previewUrl).
    const prefix = `drafts/${draft.id}/`;
    const { files, screenshotUrl } = await renderWithPreview(draft.id, spec, await storedRenderAssets(prefix, spec));
    await storeSiteFiles(prefix, files);
    await updateReadySpec(draft.id, spec, screenshotUrl);
    changed++;
  }
  return changed;
}
