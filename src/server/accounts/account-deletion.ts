/**
 * Deleting a person's account (PIPEDA): businesses they own alone are closed (the business, its
 * listings with their reviews and messages, drafts, tasks); a business with other members must be
 * handed over first; a paid plan must end first. Then the person is removed and their email is
 * taken out of team logs.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { checkPassword } from './password-change.ts';
import type { DeleteAccount } from '../../schemas/account.ts';

export async function deleteAccount(userId: string, input: DeleteAccount): Promise<void> {
  await checkPassword(userId, input.current_password);
  const owned = await query<{ id: string; business_name: string; rank: string; others: number }>(
    `SELECT b.id, b.business_name, b.rank, (SELECT count(*)::int FROM memberships o WHERE o.business_id = b.id AND o.user_id <> $1) AS others
     FROM memberships m JOIN businesses b ON b.id = m.business_id WHERE m.user_id = $1 AND m.role = 'owner'`,
    [userId],
  );
  const shared = owned.filter((b) => b.others > 0);
  if (shared.length) {
    throw new HttpError(409, 'hand_over_first', `Hand ownership of ${shared.map((b) => b.business_name).join(', ')} to someone in the team first (Team page), or remove the other members.`);
  }
  const paid = owned.filter((b) => b.rank !== 'registered');
  if (paid.length) {
    throw new HttpError(409, 'paid_plan', `${paid.map((b) => b.business_name).join(', ')} has a paid plan. Cancel it first, or write to support@mainstreet.example to close it.`);
  }
  const [person] = await query<{ email: string }>('SELECT email FROM users WHERE id = $1', [userId]);
  await transaction(async (tx) => {
    for (const b of owned) {
      await tx.query('DELETE FROM listings WHERE owner_id = $1', [b.id]);
      await tx.query('DELETE FROM businesses WHERE id = $1', [b.id]);
    }
    if (person) {
      await tx.query(`UPDATE team_log SET detail = replace(detail, $1, 'a deleted account') WHERE strpos(detail, $1) > 0`, [person.email]);
      await tx.query('DELETE FROM invitations WHERE lower(email) = lower($1)', [person.email]);
      await tx.query('DELETE FROM email_recipients WHERE lower(email) = lower($1)', [person.email]);
    }
    await tx.query('DELETE FROM users WHERE id = $1', [userId]);
  });
}
