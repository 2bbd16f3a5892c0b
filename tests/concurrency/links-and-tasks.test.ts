// Issue 37, item 2: a listing's claim link and a team invitation opened 50 times at once (one owner, one member),
// task edits on one version (one wins, the rest 409) and task moves on one version (every move applied, none lost).
import { afterAll, beforeAll, expect } from 'vitest';
import claimFn from '../../functions/business-listing-claim.mts';
import invite from '../../functions/team-invite.mts';
import invitation from '../../functions/team-invitation.mts';
import tasks from '../../functions/tasks.mts';
import item from '../../functions/tasks-item.mts';
import { query } from '../../src/server/db/client.ts';
import { claimToken } from '../../src/server/listings/claim.ts';
import type { Task } from '../../src/schemas/tasks.ts';
import { call } from '../functions/helpers.ts';
import { freshIp } from '../functions/accounts-helpers.ts';
import { mailTo, useTempOutbox } from '../functions/outbox.ts';
import { addMember, makeTeam, sessionFor } from '../functions/team-helpers.ts';
import { createAccount, createListing, removeFixtures } from '../functions/interactions-fixtures.ts';
import { atOnce, race, statusCounts } from './race.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});
afterAll(removeFixtures);

const fromAnywhere = (cookie: string) => ({ cookie, 'x-forwarded-for': freshIp() });

race('a claim link opened 50 times at once by 10 accounts: one owner, one 200, 49 409s', async () => {
  const listing = await createListing(null);
  const email = `claim-${listing.slug}@example.ca`;
  await query('UPDATE listings SET email = $2 WHERE id = $1', [listing.id, email]);
  const token = claimToken(listing.id, email);
  const claimers = await atOnce(10, () => createAccount());
  const answers = await atOnce(50, (i) =>
    call(claimFn, '/api/business/listing/claim', {
      method: 'POST',
      json: { token },
      headers: fromAnywhere(claimers[i % 10]!.cookie),
    }),
  );
  expect(statusCounts(answers)).toEqual({ 200: 1, 409: 49 });
  const [owner] = await query<{ owner_id: string }>('SELECT owner_id FROM listings WHERE id = $1', [listing.id]);
  const winner = claimers[answers.findIndex((a) => a.status === 200) % 10]!;
  expect(owner!.owner_id).toBe(winner.id);
  const held = await query('SELECT 1 FROM listings WHERE owner_id = ANY($1::uuid[])', [claimers.map((c) => c.id)]);
  expect(held).toHaveLength(1);
});

race('an invitation accepted 50 times at once: one membership, one join in the team log, one 200', async () => {
  const shop = await makeTeam({ name: 'Race Invitation Bakery' });
  const ownerCookie = await sessionFor(shop.users.owner.id, shop.businessId);
  // The invited person has an account of their own (another business) and accepts signed in.
  const other = await makeTeam({ name: 'Race Other Bakery' });
  const person = other.users.staff;
  const sent = await call(invite, '/api/team/invite', {
    method: 'POST',
    json: { email: person.email, role: 'staff' },
    headers: fromAnywhere(ownerCookie),
  });
  expect(sent.status).toBe(201);
  const token = mailTo(outbox(), person.email)
    .at(-1)
    ?.match(/\/join#token=([A-Za-z0-9_-]{43})/)?.[1];
  expect(token).toBeDefined();
  const cookie = await sessionFor(person.id, other.businessId);
  const answers = await atOnce(50, () =>
    call(invitation, '/api/team/invitation', {
      method: 'POST',
      json: { token, action: 'accept' },
      headers: fromAnywhere(cookie),
    }),
  );
  // The winner's sign-in replaces the session the others share, so a slow loser may find it ended (401) rather
  // than the invitation used (410): either way, it joined nothing.
  const counts = statusCounts(answers);
  expect(counts[200]).toBe(1);
  expect((counts[410] ?? 0) + (counts[401] ?? 0)).toBe(49);
  const memberships = await query('SELECT role FROM memberships WHERE user_id = $1 AND business_id = $2', [
    person.id,
    shop.businessId,
  ]);
  expect(memberships).toEqual([{ role: 'staff' }]);
  const joins = await query(`SELECT 1 FROM team_log WHERE business_id = $1 AND action = 'join'`, [shop.businessId]);
  expect(joins).toHaveLength(1);
});

/** A business with a staff member signed in, and one task of theirs. */
async function taskOfAStaffMember(): Promise<{ cookie: string; task: Task }> {
  const shop = await makeTeam({ name: 'Race Task Bakery' });
  const member = await addMember(shop.businessId, 'staff');
  const cookie = await sessionFor(member.id, shop.businessId);
  const added = await call(tasks, '/api/tasks', {
    method: 'POST',
    headers: { cookie },
    json: {
      title: 'Order flour',
      notes: '',
      due_date: null,
      priority: 'normal',
      status: 'todo',
      assignee_id: null,
      checklist: [],
    },
  });
  expect(added.status).toBe(201);
  return { cookie, task: (added.body as { task: Task }).task };
}

const patch = (cookie: string, json: unknown) =>
  call(item, '/api/tasks/item', { method: 'PATCH', headers: { cookie }, json });

race('20 edits of one version of a task at once: one wins, 19 answer 409, the version moves by one', async () => {
  const { cookie, task } = await taskOfAStaffMember();
  const answers = await atOnce(20, (i) =>
    patch(cookie, { id: task.id, version: task.version, changes: { title: `Edit ${i}` } }),
  );
  expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
  const winner = answers.findIndex((a) => a.status === 200);
  const [row] = await query<{ title: string; version: number }>('SELECT title, version FROM tasks WHERE id = $1', [
    task.id,
  ]);
  expect(row).toEqual({ title: `Edit ${winner}`, version: task.version + 1 });
});

race('20 moves of one version of a task at once: every move is applied (none lost), the last one holds', async () => {
  const { cookie, task } = await taskOfAStaffMember();
  const statuses = ['todo', 'doing', 'done'] as const;
  const answers = await atOnce(20, (i) =>
    patch(cookie, { id: task.id, version: task.version, changes: { status: statuses[i % 3], position: 1000 + i } }),
  );
  expect(statusCounts(answers)).toEqual({ 200: 20 });
  const [row] = await query<{ status: string; position: number; version: number }>(
    'SELECT status, position, version FROM tasks WHERE id = $1',
    [task.id],
  );
  // Each move is one version; the card ends where one of them put it, with that move's status (never a mix).
  expect(row!.version).toBe(task.version + 20);
  const landed = row!.position - 1000;
  expect(Number.isInteger(landed) && landed >= 0 && landed < 20).toBe(true);
  expect(row!.status).toBe(statuses[landed % 3]);
});
