/** Freshness of the static site: content changes mark it stale; a rebuild records when it was built. */
import { query } from './db/client.ts';

export async function markSiteChanged(): Promise<void> {
  await query(
    `INSERT INTO site_state (key, value) VALUES ('content_changed_at', to_jsonb(now()))
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
  );
}

export async function markSiteBuilt(startedAt: Date): Promise<void> {
  await query(
    `INSERT INTO site_state (key, value) VALUES ('built_at', to_jsonb($1::timestamptz))
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [startedAt.toISOString()],
  );
}

/** True when something changed after the last build started (or nothing was ever built). */
export async function isSiteStale(): Promise<boolean> {
  const rows = await query<{ key: string; value: string }>(
    `SELECT key, value #>> '{}' AS value FROM site_state WHERE key IN ('content_changed_at', 'built_at')`,
  );
  const changed = rows.find((r) => r.key === 'content_changed_at')?.value;
  const built = rows.find((r) => r.key === 'built_at')?.value;
  if (!built) return true;
  return !!changed && new Date(changed) > new Date(built);
}
