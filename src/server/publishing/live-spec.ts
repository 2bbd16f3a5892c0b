/**
 * What the editor needs to say 'Draft, not live yet' or 'Live' and list what changed: the website's
 * status and the spec its live version was rendered from (kept beside the version's files).
 */
import type { SessionBusiness } from '../auth/session.ts';
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import type { EditorPublishState } from '../../schemas/website.ts';
import { fileStore } from '../storage/storage.ts';
import { LIVE_SPEC_FILE, versionPrefix } from './publish.ts';
import { websiteStatus } from './status.ts';

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

export async function editorPublishState(business: SessionBusiness): Promise<EditorPublishState> {
  const status = await websiteStatus(business);
  return { status, live_spec: await loadLiveSpec(business.id, status.site?.live_version) };
}
