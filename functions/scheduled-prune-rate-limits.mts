import { pruneRateLimits } from '../src/server/rate-limit.ts';

// Daily: rate-limit windows older than a day count for nothing; delete them so the table stays small.
export default async function scheduledPruneRateLimits(): Promise<Response> {
  try {
    const removed = await pruneRateLimits();
    console.log(`[prune-rate-limits] removed ${removed} expired rows`);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[prune-rate-limits] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config = { schedule: '@daily' };
