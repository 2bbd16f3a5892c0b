/**
 * Deleting a person's account (PIPEDA): businesses they own alone are closed (the business, its
 * listings with their reviews and messages, drafts, tasks); a business with other members must be
 * handed over first. A paid plan is cancelled at Stripe at once (no further charge), before anything
 * is deleted, so a failure there leaves the account whole. Then the person is removed and their
 * email is taken out of team logs.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { checkPassword } from './password-change.ts';
import { getStripe } from '../stripe/client.ts';
import type { DeleteAccount } from '../../schemas/account.ts';

/** Subscription statuses Stripe can still charge or start charging. */
const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused'];
export const CANCEL_FAILED =
  'Your paid plan could not be cancelled just now, so nothing was deleted. Please try again in a few minutes.';

/** Cancels at once every subscription of these businesses that Stripe could still charge. */
async function cancelSubscriptions(businessIds: string[]): Promise<void> {
  if (!businessIds.length) return;
  const live = await query<{ stripe_subscription_id: string }>(
    'SELECT stripe_subscription_id FROM subscriptions WHERE business_id = ANY($1) AND status = ANY($2)',
    [businessIds, LIVE_STATUSES],
  );
  if (!live.length) return; // e.g. the seeded demo's plan, which no payment backs
  const stripe = getStripe();
  for (const { stripe_subscription_id: id } of live) {
    try {
      await stripe.subscriptions.cancel(id, { prorate: false, invoice_now: false });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'resource_missing') continue; // already gone at Stripe: nothing left to charge
      console.error(`[account-deletion] cancelling ${id} failed:`, (error as Error).message);
      throw new HttpError(502, 'cancel_failed', CANCEL_FAILED);
    }
    await query(`UPDATE subscriptions SET status = 'canceled', updated_at = now() WHERE stripe_subscription_id = $1`, [
      id,
    ]);
  }
}

export async function deleteAccount(userId: string, input: DeleteAccount): Promise<void> {
  await checkPassword(userId, input.current_password);
  const owned = await query<{ id: string; business_name: string; rank: string; others: number }>(
    `SELECT b.id, b.business_name, b.rank, (SELECT count(*)::int FROM memberships o WHERE o.business_id = b.id AND o.user_id <> $1) AS others
     FROM memberships m JOIN businesses b ON b.id = m.business_id WHERE m.user_id = $1 AND m.role = 'owner'`,
    [userId],
  );
  const shared = owned.filter((b) => b.others > 0);
  if (shared.length) {
    throw new HttpError(
      409,
      'hand_over_first',
      `Hand ownership of ${shared.map((b) => b.business_name).join(', ')} to someone in the team first (Team page), or remove the other members.`,
    );
  }
  await cancelSubscriptions(owned.map((b) => b.id));
  const [person] = await query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  await transaction(async (tx) => {
    for (const b of owned) {
      await tx.query('DELETE FROM listings WHERE owner_id = $1', [b.id]);
      await tx.query('DELETE FROM businesses WHERE id = $1', [b.id]);
    }
    if (person) {
      await tx.query(
        `UPDATE team_log SET detail = replace(detail, $1, 'a deleted account') WHERE strpos(detail, $1) > 0`,
        [person.email],
      );
      await tx.query('DELETE FROM invitations WHERE lower(email) = lower($1)', [person.email]);
      await tx.query('DELETE FROM email_recipients WHERE lower(email) = lower($1)', [person.email]);
    }
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  });
}
