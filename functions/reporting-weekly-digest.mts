import type { Config } from '@netlify/functions';
import { sendWeeklyDigests } from '../src/server/reporting/digest.ts';

// Mondays at 12:00 UTC (7 or 8 a.m. in Toronto): last week's visits, clicks and leads, for owners who keep it on.
export default async function reportingWeeklyDigest(): Promise<Response> {
  try {
    console.log('[reporting-weekly-digest]', JSON.stringify(await sendWeeklyDigests()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[reporting-weekly-digest] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '0 12 * * 1' };
