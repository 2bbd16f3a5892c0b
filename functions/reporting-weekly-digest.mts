import type { Config } from '@netlify/functions';
import { fanOutDigests } from '../src/server/reporting/digest-fan-out.ts';

// Mondays, hourly from 12:00 UTC (7 or 8 a.m. in Toronto): claims the businesses due last week's digest and
// hands them, 100 at a time, to reporting-weekly-digest-background. One statement and a few POSTs, however many
// businesses there are (issue 42); the later runs of the day take what a failed hand-off or email gave back.
export default async function reportingWeeklyDigest(): Promise<Response> {
  try {
    console.log('[reporting-weekly-digest]', JSON.stringify(await fanOutDigests()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[reporting-weekly-digest] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '0 12-23 * * 1' };
