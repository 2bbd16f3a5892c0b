import { pruneRateLimits } from '../src/server/rate-limit.ts';
import { prunePendingSignups } from '../src/server/accounts/signup.ts';

// Daily: rate-limit windows older than a day count for nothing, and sign-up links a week past their
// expiry (with the password hash they held) are of no use; delete both so the tables stay small.
export default async function scheduledPruneRateLimits(): Promise<Response> {
  try {
    const removed = await pruneRateLimits();
    const signups = await prunePendingSignups();
    console.log(`[prune-rate-limits] removed ${removed} expired rows and ${signups} old sign-up links`);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[prune-rate-limits] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config = { schedule: '@daily' };
