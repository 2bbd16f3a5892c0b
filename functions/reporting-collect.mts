import type { Config, Context } from '@netlify/functions';
import { clientIp } from '../src/server/rate-limit.ts';
import { acceptEvent, scheduleFlush } from '../src/server/reporting/collect.ts';

// The beacon's endpoint (live websites and listing pages post here, cross-site). It answers 204 to
// everything, at once, and reveals nothing: checks happen here, the batched write after the answer.
const NOTHING = () => new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });

export default async function collect(req: Request, context: Context): Promise<Response> {
  try {
    if (await acceptEvent(req, clientIp(req, context))) {
      const written = scheduleFlush();
      if (typeof context?.waitUntil === 'function') context.waitUntil(written);
    }
  } catch (error) {
    console.error('[reporting-collect] event dropped:', (error as Error).message);
  }
  return NOTHING();
}

export const config: Config = { path: '/api/reporting/collect' };
