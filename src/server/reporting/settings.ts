/** The owner's reporting settings (the weekly digest switch); absent row = defaults. */
import type { ReportingSettings } from '../../schemas/reporting.ts';
import { query } from '../db/client.ts';

export async function readSettings(businessId: string): Promise<ReportingSettings> {
  const [row] = await query<{ weekly_digest: boolean }>(
    'SELECT weekly_digest FROM reporting_settings WHERE business_id = $1',
    [businessId],
  );
  return { weeklyDigest: row?.weekly_digest ?? true };
}

export async function saveSettings(businessId: string, settings: ReportingSettings): Promise<ReportingSettings> {
  await query(
    `INSERT INTO reporting_settings (business_id, weekly_digest) VALUES ($1, $2)
     ON CONFLICT (business_id) DO UPDATE SET weekly_digest = EXCLUDED.weekly_digest`,
    [businessId, settings.weeklyDigest],
  );
  return settings;
}
