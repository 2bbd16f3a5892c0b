import type { Config } from '@netlify/functions';
import { fanOutMaintenance } from '../src/server/maintenance/fan-out.ts';

// Hourly: claims the live sites due for a check and hands them, in batches, to
// maintenance-check-background, which checks uptime (and, on the Complete plan, links, weight, alt
// text and DNS once a day). One statement and a few POSTs, however many sites there are (issue 42).
export default async function scheduledMaintenanceCheck(): Promise<Response> {
  try {
    console.log('[maintenance-check]', JSON.stringify(await fanOutMaintenance()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[maintenance-check] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '@hourly' };
