import type { Config } from '@netlify/functions';
import { triggerBuildHookIfStale } from '../src/server/rebuild/build-hook.ts';

// Hourly: a new deploy (build hook) only when listings, reviews or content changed since the last build.
export default async function scheduledRebuild(): Promise<Response> {
  try {
    const outcome = await triggerBuildHookIfStale();
    console.log('[scheduled-rebuild]', JSON.stringify(outcome));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[scheduled-rebuild] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '@hourly' };
