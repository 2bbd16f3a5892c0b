/** Private calendar feeds: a secret URL per person and business (only its hash stored); a new one revokes the old. */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { hashLinkToken, newLinkToken } from '../accounts/link-tokens.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import { writeIcs } from '../../features/tasks/ics.ts';
import { listTasks } from './tasks-repo.ts';

export async function revokeFeed(person: SessionBusiness): Promise<void> {
  await query(
    'UPDATE task_feeds SET revoked_at = now() WHERE business_id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [person.id, person.user_id],
  );
}

export async function createFeed(person: SessionBusiness): Promise<string> {
  await revokeFeed(person);
  const { token, hash } = newLinkToken();
  await query('INSERT INTO task_feeds (token_hash, business_id, user_id) VALUES ($1, $2, $3)', [
    hash,
    person.id,
    person.user_id,
  ]);
  return `${getEnv().siteUrl}/api/tasks/calendar/${token}.ics`;
}

export async function hasFeed(person: SessionBusiness): Promise<boolean> {
  const rows = await query('SELECT 1 FROM task_feeds WHERE business_id = $1 AND user_id = $2 AND revoked_at IS NULL', [
    person.id,
    person.user_id,
  ]);
  return rows.length > 0;
}

/** The calendar behind a secret, or undefined (unknown or revoked, or the person left the business). */
export async function feedCalendar(token: string): Promise<string | undefined> {
  const [feed] = await query<{ business_id: string; business_name: string }>(
    `SELECT f.business_id, b.business_name FROM task_feeds f JOIN businesses b ON b.id = f.business_id
     JOIN memberships m ON m.business_id = f.business_id AND m.user_id = f.user_id
     WHERE f.token_hash = $1 AND f.revoked_at IS NULL`,
    [hashLinkToken(token)],
  );
  if (!feed) return undefined;
  return writeIcs(`${feed.business_name} tasks`, await listTasks(feed.business_id), new URL(getEnv().siteUrl).hostname);
}
