/** The team log: every change to who is in a business and with which role, for its owner to read. */
import { query, type Queryable } from '../db/client.ts';
import { pooled } from '../db/client.ts';
import type { TeamLog } from '../../schemas/team.ts';

export async function logTeamChange(
  businessId: string,
  actorId: string | null,
  action: string,
  detail: string,
  db: Queryable = pooled(),
): Promise<void> {
  await db.query('INSERT INTO team_log (business_id, actor_id, action, detail) VALUES ($1, $2, $3, $4)', [
    businessId,
    actorId,
    action,
    detail,
  ]);
}

export async function readTeamLog(businessId: string, limit = 200): Promise<TeamLog> {
  const rows = await query<{ at: Date; actor: string | null; action: string; detail: string }>(
    `SELECT l.created_at AS at, u.email AS actor, l.action, l.detail FROM team_log l LEFT JOIN users u ON u.id = l.actor_id
     WHERE l.business_id = $1 ORDER BY l.created_at DESC, l.id DESC LIMIT $2`,
    [businessId, limit],
  );
  return { entries: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
}
