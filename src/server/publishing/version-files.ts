/**
 * Where a published version keeps its files (live/{business}/v{n}/) and the spec it was rendered from, apart from
 * publish.ts so that the storefront refresh (live-refresh.ts), which publish calls, can read them too.
 */
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import { fileStore } from '../storage/storage.ts';

/** Where a version keeps the spec it was rendered from (blog pages are rendered with its shell). */
export const LIVE_SPEC_FILE = '.meta/spec.json';

export const versionPrefix = (businessId: string, number: number) => `live/${businessId}/v${number}/`;

/** The live version's spec; null when nothing is live or its file cannot be read as today's spec. */
export async function loadLiveSpec(
  businessId: string,
  liveVersion: number | null | undefined,
): Promise<SiteSpec | null> {
  if (!liveVersion) return null;
  const stored = await fileStore('sites')
    .get(`${versionPrefix(businessId, liveVersion)}${LIVE_SPEC_FILE}`)
    .catch(() => undefined);
  if (!stored) return null;
  try {
    const parsed = siteSpecSchema.safeParse(JSON.parse(new TextDecoder().decode(stored.data)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
