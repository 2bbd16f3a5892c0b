import { sweepSitePhotos } from '../src/server/site-editor/photo-sweep.ts';

// Daily: website photos no longer shown by the working copy, a draft, the live version or a version
// from the last 90 days are deleted once they have been unused for a day.
export default async function scheduledPruneSitePhotos(): Promise<Response> {
  try {
    const { deleted, marked } = await sweepSitePhotos();
    console.log(`[prune-site-photos] deleted ${deleted} unused photo(s); ${marked} newly unused`);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[prune-site-photos] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config = { schedule: '@daily' };
