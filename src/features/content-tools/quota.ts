/**
 * Monthly quotas of the content tools (pure): what a plan includes, which calendar month a moment
 * falls in (UTC, so every server agrees), and when the next one starts.
 */
import { getPlan, type PlanId } from '../plans/plans.ts';

export type ContentKind = 'article' | 'image';

/** Units per calendar month for a plan (0: the tool is locked on that plan). */
export function monthlyLimit(rank: PlanId | null | undefined, kind: ContentKind): number {
  const plan = getPlan(rank ?? 'registered');
  return kind === 'article' ? plan.articlesPerMonth : plan.imagesPerMonth;
}

/** The first day of the month `at` falls in, as 'YYYY-MM-01' (UTC). */
export function monthKey(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** When the quota of the month `at` falls in resets: the first moment of the next month (UTC). */
export function resetsAt(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

const DAY = new Intl.DateTimeFormat('en-CA', { month: 'long', day: 'numeric', timeZone: 'UTC' });

/** 'December 1': the reset day as the dashboard says it. */
export const formatReset = (at: Date): string => DAY.format(resetsAt(at));

export const KIND_LABEL: Record<ContentKind, { one: string; many: string }> = {
  article: { one: 'article', many: 'articles' },
  image: { one: 'image', many: 'images' },
};

/** The refusal when a month's units are all used. */
export function quotaSpentMessage(kind: ContentKind, limit: number, at: Date): string {
  return `You have used all ${limit} ${KIND_LABEL[kind].many} for this month. Your quota resets on ${formatReset(at)}.`;
}
