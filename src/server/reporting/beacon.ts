/**
 * The visit counter on live websites: one deferred script tag from the platform, added as a live page
 * is served (so every published version and custom domain gets it, and downloaded ZIPs do not).
 */
import type { SiteAnswer } from '../generation/serve.ts';
import { BEACON_PATH } from '../../features/reporting/beacon-path.ts';

export { BEACON_PATH };

export function beaconTag(platformOrigin: string, listingId?: string): string {
  return `<script src="${platformOrigin}${BEACON_PATH}" defer${listingId ? ` data-listing="${listingId}"` : ''}></script>`;
}

/** A served HTML page with the counter before </body>; anything else unchanged. */
export function withBeacon(answer: SiteAnswer, platformOrigin: string): SiteAnswer {
  if (answer.status !== 200 || !answer.body || !answer.headers['content-type']?.startsWith('text/html')) return answer;
  const html = typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body);
  const at = html.lastIndexOf('</body>');
  const tag = beaconTag(platformOrigin);
  return { ...answer, body: at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at) };
}
