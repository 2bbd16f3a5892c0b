import type { Config } from '@netlify/functions';
import { runMaintenance } from '../src/server/maintenance/maintenance.ts';

// Hourly: every live site's uptime; on the Complete plan, links, weight, alt text and DNS once a day.
export default async function scheduledMaintenanceCheck(): Promise<Response> {
  try {
    console.log('[maintenance-check]', JSON.stringify(await runMaintenance()));
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[maintenance-check] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '@hourly' };
