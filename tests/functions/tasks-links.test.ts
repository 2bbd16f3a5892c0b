// Issue 27, point 8: a task links only its own business's lead or review (404 otherwise, the same for an
// unknown and a foreign id), and a version beyond the int4 column is a 400 on that field. Never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import tasks from '../../functions/tasks.mts';
import item from '../../functions/tasks-item.mts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import { query } from '../../src/server/db/client.ts';
import { INT4_MAX, type Task } from '../../src/schemas/tasks.ts';

let mine: Team;
let theirs: Team;
let cookie: string;
const ids = { myLead: '', myReview: '', theirLead: '', theirReview: '' };

async function inboxOf(businessId: string) {
  const [listing] = await query<{ id: string }>(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code, country_code)
     VALUES ('task-link-' || substr(md5(random()::text), 1, 10), $1, 'Task Link Shop', 'registered', 'Camrose', 'camrose', 'AB', 'CA') RETURNING id`,
    [businessId],
  );
  const [lead] = await query<{ id: string }>(
    `INSERT INTO messages (listing_id, recipient_id, first_name, last_name, email, message, source) VALUES ($1, $2, 'Jo', 'Smith', 'jo@example.com', 'Call me', 'listing') RETURNING id`,
    [listing!.id, businessId],
  );
  const [review] = await query<{ id: string }>(
    `INSERT INTO reviews (listing_id, first_name, last_name, email, rating, message, status) VALUES ($1, 'Jo', 'Smith', 'jo@example.com', 4, 'Nice', 'approved') RETURNING id`,
    [listing!.id],
  );
  return { lead: lead!.id, review: review!.id };
}

beforeAll(async () => {
  [mine, theirs] = await Promise.all([makeTeam({ name: 'Link Bakery' }), makeTeam({ name: 'Other Bakery' })]);
  cookie = await sessionFor(mine.users.owner.id, mine.businessId);
  const [a, b] = await Promise.all([inboxOf(mine.businessId), inboxOf(theirs.businessId)]);
  Object.assign(ids, { myLead: a.lead, myReview: a.review, theirLead: b.lead, theirReview: b.review });
});

const post = (json: unknown) => call(tasks, '/api/tasks', { method: 'POST', headers: { cookie }, json });
const patch = (json: unknown) => call(item, '/api/tasks/item', { method: 'PATCH', headers: { cookie }, json });

describe('task links (issue 27)', () => {
  it('links the business’s own lead and review', async () => {
    const res = await post({ title: 'Call back Jo', lead_id: ids.myLead, review_id: ids.myReview });
    expect(res.status).toBe(201);
    expect((res.body as { task: Task }).task).toMatchObject({ lead_id: ids.myLead, review_id: ids.myReview });
  });

  it('answers 404 alike for another business’s id and an unknown one, and writes nothing', async () => {
    const before = (await query('SELECT id FROM tasks WHERE business_id = $1', [mine.businessId])).length;
    const unknown = '0b7c2a4e-1111-2222-3333-444455556666';
    const foreignLead = await post({ title: 'Steal', lead_id: ids.theirLead });
    const unknownLead = await post({ title: 'Steal', lead_id: unknown });
    expect(foreignLead.status).toBe(404);
    expect(unknownLead).toMatchObject({ status: 404, body: foreignLead.body });
    expect(foreignLead.body).toEqual({
      error: { code: 'not_found', message: 'No lead of your business has this id.' },
    });
    const foreignReview = await post({ title: 'Steal', review_id: ids.theirReview });
    const unknownReview = await post({ title: 'Steal', review_id: unknown });
    expect(foreignReview.status).toBe(404);
    expect(unknownReview).toMatchObject({ status: 404, body: foreignReview.body });
    expect((await post({ title: 'Half mine', lead_id: ids.myLead, review_id: ids.theirReview })).status).toBe(404);
    expect((await query('SELECT id FROM tasks WHERE business_id = $1', [mine.businessId])).length).toBe(before);
  });

  it('bounds version like the int4 column: a 400 on the field, never a 500', async () => {
    const task = ((await post({ title: 'Bounded' })).body as { task: Task }).task;
    const message = 'This task’s version is not valid. Reload the page and try again.';
    for (const version of [INT4_MAX + 1, 2 ** 53, 0, -1, 1.5, '1']) {
      const res = await patch({ id: task.id, version, changes: { status: 'done' } });
      expect(res.status, String(version)).toBe(400);
      expect(res.body).toMatchObject({ error: { message, fields: { version: [message] } } });
    }
    // The largest int4 is a version nobody has: the move still lands on the current state.
    expect((await patch({ id: task.id, version: INT4_MAX, changes: { status: 'done' } })).status).toBe(200);
    expect((await patch({ id: task.id, version: INT4_MAX, changes: { title: 'Stale edit' } })).status).toBe(409);
  });
});
