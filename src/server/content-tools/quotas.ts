/**
 * Monthly units of the content tools (content_usage, migration 0012). Taking a unit is one SQL
 * statement — the row is created or incremented only while used < limit — so any number of
 * concurrent requests never take more than the limit. A failed generation gives its unit back.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import type { SessionBusiness } from '../auth/session.ts';
import {
  monthKey,
  monthlyLimit,
  quotaSpentMessage,
  resetsAt,
  type ContentKind,
} from '../../features/content-tools/quota.ts';
import { formatPlanPrice, getPlan } from '../../features/plans/plans.ts';
import type { QuotaView } from '../../schemas/articles.ts';

const complete = getPlan('complete');
export const TOOLS_NEED_COMPLETE = `Articles and images come with the ${complete.name} plan (${formatPlanPrice(complete)}): ${complete.articlesPerMonth} articles and ${complete.imagesPerMonth} images a month.`;

/** 402 unless the business's plan includes this tool. */
export function assertToolIncluded(business: Pick<SessionBusiness, 'rank'>, kind: ContentKind): number {
  const limit = monthlyLimit(business.rank, kind);
  if (limit <= 0) throw new HttpError(402, 'plan_required', TOOLS_NEED_COMPLETE);
  return limit;
}

/**
 * Takes one unit of this month's quota, atomically. Returns the month it was taken from (to give it
 * back there), or throws 429 when the month's units are all used.
 */
export async function takeUnit(
  businessId: string,
  kind: ContentKind,
  limit: number,
  now = new Date(),
): Promise<string> {
  const month = monthKey(now);
  const rows = await query<{ used: number }>(
    `INSERT INTO content_usage (business_id, month, kind, used) VALUES ($1, $2, $3, 1)
     ON CONFLICT (business_id, month, kind) DO UPDATE SET used = content_usage.used + 1
     WHERE content_usage.used < $4
     RETURNING used`,
    [businessId, month, kind, limit],
  );
  if (!rows[0]) throw new HttpError(429, 'quota_exhausted', quotaSpentMessage(kind, limit, now));
  return month;
}

/** A generation that failed or timed out gives its unit back (never below zero). */
export async function giveBackUnit(businessId: string, kind: ContentKind, month: string): Promise<void> {
  await query(
    `UPDATE content_usage SET used = used - 1 WHERE business_id = $1 AND month = $2 AND kind = $3 AND used > 0`,
    [businessId, month, kind],
  );
}

export async function quotaFor(
  business: Pick<SessionBusiness, 'id' | 'rank'>,
  kind: ContentKind,
  now = new Date(),
): Promise<QuotaView> {
  const limit = monthlyLimit(business.rank, kind);
  const [row] = await query<{ used: number }>(
    'SELECT used FROM content_usage WHERE business_id = $1 AND month = $2 AND kind = $3',
    [business.id, monthKey(now), kind],
  );
  const used = row?.used ?? 0;
  return { kind, limit, used, left: Math.max(0, limit - used), resetsAt: resetsAt(now).toISOString() };
}
