/**
 * The morning tasks email, fanned out (issue 42): the hourly scheduled function (30 s) claims, in one statement,
 * each (person, business, local day) where it is now 7 a.m. and the person has a task due today, and hands the
 * people, 100 at a time, to tasks-morning-email-background (15 min), which sends (morning-email.ts). A claim
 * given back (a failed hand-off or email) is taken again by the next runs, for five hours; the table's key
 * keeps one email per person, business and local day.
 */
import type { MorningBatch, MorningPerson } from '../../schemas/background-batches.ts';
import { DEFAULT_TIME_ZONE, localDateAndHour, PROVINCE_CODES, provinceTimeZone } from '../../shared/time-zones.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { batchBodyToken, handOff, inBatches } from '../fan-out.ts';

export const MORNING_HOUR = 7;
export const MORNING_BACKGROUND = 'tasks-morning-email-background';
export const MORNING_BATCH_PURPOSE = 'morning-email-batch';
/** A person's email is one statement, a query and about a second of SMTP: 100 fit in 15 minutes. */
export const PEOPLE_PER_BATCH = 100;

/**
 * Where it is `hour` o'clock at `now`: the province codes, whether the default zone (a business with no
 * listing, or an unknown code) is one of them, and the local date there (one date: zones an hour apart at
 * most share it). Pure.
 */
export function morningZones(now: Date, hour = MORNING_HOUR) {
  const atHour = (zone: string) => localDateAndHour(now, zone).hour === hour;
  const provinces = PROVINCE_CODES.filter((code) => atHour(provinceTimeZone(code)));
  const zone = provinces[0] ? provinceTimeZone(provinces[0]) : DEFAULT_TIME_ZONE;
  return { localDate: localDateAndHour(now, zone).date, provinces, unlisted: atHour(DEFAULT_TIME_ZONE) };
}

interface Claim extends Record<string, unknown> {
  user_id: string;
  business_id: string;
  local_date: string;
}

/**
 * One statement: new claims where it is 7 a.m. (ON CONFLICT DO NOTHING: an overlapping or repeated run makes
 * none twice), and claims given back or left by a background run that died, taken again (the conditional
 * UPDATE re-checks a row another run just took).
 */
export async function claimMorningEmails(now: Date): Promise<Claim[]> {
  const zones = morningZones(now);
  return query<Claim>(
    `WITH due AS (
       SELECT t.assignee_id AS user_id, t.business_id, bool_or(t.due_date = $1::date) AS today
       FROM tasks t JOIN memberships m ON m.user_id = t.assignee_id AND m.business_id = t.business_id
       LEFT JOIN LATERAL (SELECT upper(trim(l.state_code)) AS code FROM listings l WHERE l.owner_id = t.business_id
                          ORDER BY l.created_at LIMIT 1) p ON true
       WHERE t.status <> 'done' AND t.due_date <= $1::date
         AND (p.code = ANY($2::text[]) OR ($4 AND (p.code IS NULL OR NOT p.code = ANY($3::text[]))))
       GROUP BY 1, 2
     ), fresh AS (
       INSERT INTO task_morning_emails (user_id, business_id, local_date, claimed_at, sent_at)
       SELECT user_id, business_id, $1::date, now(), NULL FROM due
       WHERE user_id IN (SELECT user_id FROM due WHERE today) ORDER BY 1, 2
       ON CONFLICT DO NOTHING RETURNING user_id, business_id, local_date
     ), again AS (
       UPDATE task_morning_emails SET claimed_at = now()
       WHERE sent_at IS NULL AND created_at > now() - interval '5 hours'
         AND (claimed_at IS NULL OR claimed_at < now() - interval '20 minutes')
       RETURNING user_id, business_id, local_date
     )
     SELECT user_id, business_id, to_char(local_date, 'YYYY-MM-DD') AS local_date FROM fresh
     UNION ALL SELECT user_id, business_id, to_char(local_date, 'YYYY-MM-DD') FROM again`,
    [zones.localDate, zones.provinces, PROVINCE_CODES, zones.unlisted],
  );
}

/** The claims as people: one email each, whatever the number of their businesses. */
export function byPerson(claims: Claim[]): MorningPerson[] {
  const people = new Map<string, MorningPerson>();
  for (const c of claims) {
    const key = `${c.user_id}|${c.local_date}`;
    const person = people.get(key) ?? { user_id: c.user_id, local_date: c.local_date, business_ids: [] };
    person.business_ids.push(c.business_id);
    people.set(key, person);
  }
  return [...people.values()];
}

/**
 * Gives claims back so that a later run takes them again: after a failed hand-off only those not taken by a
 * background run (one may have started after all), after a failed email (`taken`) those it had taken.
 */
export function giveBackMorning(people: MorningPerson[], taken = false) {
  const claims = people.flatMap((p) => p.business_ids.map((id) => ({ user: p.user_id, id, day: p.local_date })));
  return query(
    `UPDATE task_morning_emails e SET claimed_at = NULL, sent_at = CASE WHEN $4 THEN NULL ELSE e.sent_at END
     FROM unnest($1::uuid[], $2::uuid[], $3::date[]) AS g(user_id, business_id, local_date)
     WHERE e.user_id = g.user_id AND e.business_id = g.business_id AND e.local_date = g.local_date
       AND (e.sent_at IS NULL OR $4)`,
    [claims.map((c) => c.user), claims.map((c) => c.id), claims.map((c) => c.day), taken],
  );
}

export const morningBatchToken = (batch: MorningBatch) => batchBodyToken(MORNING_BATCH_PURPOSE, batch);

/** Claims this hour's morning emails and starts one background run per 100 people, all at once. */
export async function fanOutMorningEmails(now = new Date(), origin = getEnv().siteUrl) {
  const people = byPerson(await claimMorningEmails(now));
  const batches = inBatches(people, PEOPLE_PER_BATCH).map((p): MorningBatch => ({ people: p }));
  await handOff(origin, MORNING_BACKGROUND, morningBatchToken, batches, (unstarted) =>
    giveBackMorning(unstarted.flatMap((b) => b.people)),
  );
  return { people: people.length, batches: batches.length };
}
