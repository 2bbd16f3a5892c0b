import type { Config } from '@netlify/functions';
import { rollUp } from '../src/server/reporting/rollup.ts';

// Hourly: raw visit events become daily totals — today up to a minute ago, a finished day once more up
// to its end (a missed run catches up on the next); raw events past 30 days and past days' salts are deleted.
export default async function scheduledReportingRollup(): Promise<Response> {
  try {
    console.log('[reporting-rollup]', JSON.stringify(await rollUp()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[reporting-rollup] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '@hourly' };
