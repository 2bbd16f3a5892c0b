/**
 * Production freshness: the hourly scheduled function calls the deploy build hook (BUILD_HOOK_URL)
 * only when content changed since the last build started, and records the call in site_state.
 * Locally there is no hook: `npm start` rebuilds in the background instead.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { isSiteStale, markSiteBuilt } from '../site-state.ts';

export type HookOutcome =
  { triggered: false; reason: 'no-hook' | 'fresh' } | { triggered: true; status: number; at: string };

async function recordHookCall(value: Record<string, unknown>): Promise<void> {
  await query(
    `INSERT INTO site_state (key, value) VALUES ('build_hook_called', $1::jsonb)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [JSON.stringify(value)],
  );
}

export async function triggerBuildHookIfStale(fetcher: typeof fetch = fetch): Promise<HookOutcome> {
  const hook = getEnv().buildHookUrl;
  if (!hook) return { triggered: false, reason: 'no-hook' };
  if (!(await isSiteStale())) return { triggered: false, reason: 'fresh' };
  const startedAt = new Date();
  const res = await fetcher(hook, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ trigger_title: 'Main Street content changed' }),
    signal: AbortSignal.timeout(15_000),
  });
  await recordHookCall({ at: startedAt.toISOString(), status: res.status, ok: res.ok });
  if (!res.ok) throw new Error(`The build hook answered ${res.status}; the site stays stale and the next run retries.`);
  // The deploy reads the database after this moment; anything changed later makes the site stale again.
  await markSiteBuilt(startedAt);
  return { triggered: true, status: res.status, at: startedAt.toISOString() };
}

/**
 * When an owner's change becomes visible in the directory, in words. The listing page is rendered on
 * demand and purged from the CDN on every change (issue 19): live at once. Location lists and search
 * come from the prebuilt pages: the hourly rebuild (production) or the local background rebuild.
 */
export function visibilityNotice(hasBuildHook = Boolean(getEnv().buildHookUrl)): string {
  return hasBuildHook
    ? 'Live now on your listing page. Directory lists and search show it within the hour.'
    : 'Live now on your listing page. Directory lists and search show it within a few minutes.';
}
