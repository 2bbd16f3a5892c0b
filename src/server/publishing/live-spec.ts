/**
 * What the editor needs to say 'Draft, not live yet' or 'Live' and list what changed: the website's
 * status and the spec its live version was rendered from (kept beside the version's files).
 */
import type { SessionBusiness } from '../auth/session.ts';
import type { EditorPublishState } from '../../schemas/website.ts';
import { loadLiveSpec } from './version-files.ts';
import { websiteStatus } from './status.ts';

export { loadLiveSpec };

export async function editorPublishState(business: SessionBusiness): Promise<EditorPublishState> {
  const status = await websiteStatus(business);
  return { status, live_spec: await loadLiveSpec(business.id, status.site?.live_version) };
}
