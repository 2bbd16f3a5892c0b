// The task manager's functions: create, edit, concurrent moves (never lost), roles, a task from a lead,
// the private .ics feed parsed back with ical.js (and revoked), and the morning email.
import { beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import tasks from '../../functions/tasks.mts';
import item from '../../functions/tasks-item.mts';
import fromInbox from '../../functions/tasks-from-inbox.mts';
import feed from '../../functions/tasks-calendar-feed.mts';
import calendar from '../../functions/tasks-calendar.mts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { MOVED_ANYWAY, TASK_CHANGED } from '../../src/server/tasks/tasks-repo.ts';
import { sendMorningEmails } from '../../src/server/tasks/morning-email.ts';
import { byPerson, claimMorningEmails } from '../../src/server/tasks/morning-fan-out.ts';
import type { Task, TasksAnswer } from '../../src/schemas/tasks.ts';

let outbox: () => string;
/** The morning emails at `now`: the scheduled claim, then the background function's sending. */
const morningAt = async (now: Date) => sendMorningEmails(byPerson(await claimMorningEmails(now)));
let shop: Team;
let owner: string;
let staff: string;
let viewer: string;
beforeAll(async () => {
  outbox = useTempOutbox();
  shop = await makeTeam({ name: 'Task Bakery' });
  [owner, staff, viewer] = await Promise.all([
    sessionFor(shop.users.owner.id, shop.businessId),
    sessionFor(shop.users.staff.id, shop.businessId),
    sessionFor(shop.users.viewer.id, shop.businessId),
  ]);
});

const send = (fn: typeof tasks, path: string, method: string, cookie: string, json?: unknown) =>
  call(fn, path, { method, headers: { cookie }, json });
const add = async (cookie: string, json: unknown) =>
  ((await send(tasks, '/api/tasks', 'POST', cookie, json)).body as { task: Task }).task;
const move = (cookie: string, task: Task, status: string, version = task.version) =>
  send(item, '/api/tasks/item', 'PATCH', cookie, { id: task.id, version, changes: { status } });
const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10); // Toronto, near enough outside 00:00-05:00 UTC

describe('tasks', () => {
  it('staff add and edit tasks; viewers read only; another business sees nothing', async () => {
    const task = await add(staff, {
      title: 'Order flour',
      notes: '**50 kg** <script>x</script>',
      due_date: '2026-12-01',
      priority: 'high',
      assignee_id: shop.users.staff.id,
      checklist: [{ text: 'Call mill', done: false }],
    });
    expect(task).toMatchObject({
      title: 'Order flour',
      status: 'todo',
      version: 1,
      assignee_email: shop.users.staff.email,
      notes: '**50 kg** <script>x</script>',
    });
    const list = (await send(tasks, '/api/tasks', 'GET', viewer)).body as TasksAnswer;
    expect(list.can_edit).toBe(false);
    expect(list.tasks.map((t) => t.id)).toContain(task.id);
    expect(list.people).toHaveLength(4);
    expect((await send(tasks, '/api/tasks', 'POST', viewer, { title: 'Nope' })).status).toBe(403);
    expect((await move(viewer, task, 'done')).status).toBe(403);
    const stranger = await makeTeam();
    const theirs = await sessionFor(stranger.users.owner.id, stranger.businessId);
    expect(((await send(tasks, '/api/tasks', 'GET', theirs)).body as TasksAnswer).tasks).toEqual([]);
    expect((await move(theirs, task, 'done')).status).toBe(404);
    const bad = await send(tasks, '/api/tasks', 'POST', staff, { title: '', assignee_id: stranger.users.owner.id });
    expect(bad.body).toMatchObject({
      error: { fields: { title: ['You must provide a task title that is between 1-120 characters.'] } },
    });
    expect(
      (await send(tasks, '/api/tasks', 'POST', staff, { title: 'x', assignee_id: stranger.users.owner.id })).body,
    ).toMatchObject({ error: { fields: { assignee_id: ['Choose someone from your team.'] } } });
  });

  it('two people moving one task: the second move is applied to the current state, a stale edit is refused', async () => {
    const task = await add(owner, { title: 'Clean the oven' });
    const first = await move(owner, task, 'doing');
    expect(first.body).toMatchObject({ task: { status: 'doing', version: 2 }, message: 'Saved.' });
    const second = await move(staff, task, 'done'); // staff still saw version 1
    expect(second.body).toMatchObject({ task: { status: 'done', version: 3 }, message: MOVED_ANYWAY });
    const stale = await send(item, '/api/tasks/item', 'PATCH', staff, {
      id: task.id,
      version: 1,
      changes: { title: 'Clean both ovens' },
    });
    expect(stale).toMatchObject({ status: 409, body: { error: { code: 'task_changed', message: TASK_CHANGED } } });
    const [row] = await query<{ title: string; status: string; notes: string }>(
      'SELECT title, status, notes FROM tasks WHERE id = $1',
      [task.id],
    );
    expect(row).toEqual({ title: 'Clean the oven', status: 'done', notes: '' });
  });

  it('new tasks go to the end of their column; a place within it is kept, and a stale reorder still applies', async () => {
    const one = await add(owner, { title: 'Order one' });
    const two = await add(owner, { title: 'Order two' });
    expect(two.position).toBeGreaterThan(one.position);
    const up = await send(item, '/api/tasks/item', 'PATCH', staff, {
      id: two.id,
      version: two.version,
      changes: { position: one.position - 1 },
    });
    expect(up.body).toMatchObject({
      task: { position: one.position - 1, version: 2, status: 'todo' },
      message: 'Saved.',
    });
    // Someone else moved it meanwhile (version 2): a reorder made on version 1 is applied to the current state.
    const stale = await send(item, '/api/tasks/item', 'PATCH', owner, {
      id: two.id,
      version: 1,
      changes: { status: 'doing', position: 5 },
    });
    expect(stale.body).toMatchObject({ task: { position: 5, status: 'doing', version: 3 }, message: MOVED_ANYWAY });
    const listed = ((await send(tasks, '/api/tasks', 'GET', owner)).body as TasksAnswer).tasks.find(
      (t) => t.id === two.id,
    );
    expect(listed).toMatchObject({ position: 5, status: 'doing' });
    const bad = await send(item, '/api/tasks/item', 'PATCH', owner, {
      id: two.id,
      version: 3,
      changes: { position: 'top' },
    });
    expect(bad.status).toBe(400);
  });

  it('a lead becomes a task in one click, linked to it', async () => {
    const [lead] = await query<{ id: string }>(
      `INSERT INTO messages (recipient_id, first_name, last_name, email, phone, message) VALUES ($1, 'Jo', 'Smith', 'jo@example.ca', '403-555-0100', 'Do you cater weddings?') RETURNING id`,
      [shop.businessId],
    );
    const res = await send(fromInbox, '/api/tasks/from-inbox', 'POST', staff, { kind: 'lead', id: lead!.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      task: { title: 'Call back Jo Smith', lead_id: lead!.id, assignee_id: shop.users.staff.id },
    });
    expect((res.body as { task: Task }).task.notes).toContain('> Do you cater weddings?');
    const stranger = await makeTeam();
    expect(
      (
        await send(
          fromInbox,
          '/api/tasks/from-inbox',
          'POST',
          await sessionFor(stranger.users.owner.id, stranger.businessId),
          { kind: 'lead', id: lead!.id },
        )
      ).status,
    ).toBe(404);
  });

  it('a lead who left no phone number becomes a task to reply by email, not a call back (issue 39)', async () => {
    const [lead] = await query<{ id: string }>(
      `INSERT INTO messages (recipient_id, first_name, last_name, email, phone, message) VALUES ($1, 'Sofia', 'Marchetti', 'sofia@example.ca', NULL, 'Are you open Sunday?') RETURNING id`,
      [shop.businessId],
    );
    const res = await send(fromInbox, '/api/tasks/from-inbox', 'POST', staff, { kind: 'lead', id: lead!.id });
    expect(res.body).toMatchObject({ task: { title: 'Reply to Sofia Marchetti by email', lead_id: lead!.id } });
    expect((res.body as { task: Task }).task.notes).toContain('sofia@example.ca');
  });

  it('serves a private .ics feed that ical.js parses, and stops when revoked', async () => {
    await add(owner, { title: 'Pay rent, then bake', due_date: '2026-12-24', notes: 'Line one\nLine two' });
    const made = await send(feed, '/api/tasks/calendar-feed', 'POST', viewer);
    const url = (made.body as { url: string }).url;
    expect(url).toMatch(/\/api\/tasks\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const ics = await call(calendar, new URL(url).pathname);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(ics.body as string))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const rent = events.find((e) => e.summary === 'Pay rent, then bake');
    expect(rent?.startDate.toString()).toBe('2026-12-24');
    expect(rent?.description).toBe('To do\n\nLine one\nLine two');
    await send(feed, '/api/tasks/calendar-feed', 'DELETE', viewer);
    expect((await call(calendar, new URL(url).pathname)).status).toBe(404);
    expect((await call(calendar, '/api/tasks/calendar/not-a-token.ics')).status).toBe(404);
  });

  it("emails each assignee what is due today at 7 a.m. in the business's zone, once, and nothing to an unsubscribed address", async () => {
    const crew = await makeTeam({ name: 'Morning Cafe' }); // no listing: Toronto
    const c = await sessionFor(crew.users.owner.id, crew.businessId);
    await add(c, { title: 'Bake bagels', due_date: '2026-12-24', assignee_id: crew.users.manager.id });
    await add(c, { title: 'Order flour', due_date: '2026-12-20', assignee_id: crew.users.manager.id });
    await add(c, { title: 'Done already', due_date: '2026-12-24', status: 'done', assignee_id: crew.users.manager.id });
    await add(c, { title: 'Next week', due_date: '2026-12-31', assignee_id: crew.users.manager.id });
    await add(c, { title: 'Viewer thing', due_date: '2026-12-24', assignee_id: crew.users.viewer.id });
    await query(`INSERT INTO email_recipients (email, unsubscribed_at) VALUES ($1, now())`, [
      crew.users.viewer.email,
    ]).catch(async () => {
      await query(`UPDATE email_recipients SET unsubscribed_at = now() WHERE email = $1`, [crew.users.viewer.email]);
    });
    // A business in Saskatchewan (its listing's province, UTC-6 all year): its morning is an hour later.
    const west = await makeTeam({ name: 'Saskatoon Surf' });
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code, country_code)
       VALUES ($1, $2, 'Saskatoon Surf', 'registered', 'Saskatoon', 'saskatoon', 'SK', 'CA')`,
      [`saskatoon-surf-${crew.businessId.slice(0, 8)}`, west.businessId],
    );
    const w = await sessionFor(west.users.owner.id, west.businessId);
    await add(w, { title: 'Wax boards', due_date: '2026-12-24', assignee_id: west.users.staff.id });

    await morningAt(new Date('2026-12-24T11:00:00Z')); // 6 a.m. in Toronto: too early
    expect(mailTo(outbox(), crew.users.manager.email)).toEqual([]);
    await morningAt(new Date('2026-12-24T12:00:00Z')); // 7 a.m. in Toronto, 6 a.m. in Saskatoon
    await morningAt(new Date('2026-12-24T12:30:00Z')); // the same hour again: nothing twice
    const mail = mailTo(outbox(), crew.users.manager.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toContain('Bake bagels (Morning Cafe)');
    expect(mail[0]).toContain('Order flour (Morning Cafe, due 2026-12-20)');
    expect(mail[0]).not.toContain('Done already');
    expect(mail[0]).not.toContain('Next week');
    expect(mailTo(outbox(), crew.users.viewer.email)).toEqual([]);
    expect(mailTo(outbox(), west.users.staff.email)).toEqual([]);
    await morningAt(new Date('2026-12-24T13:00:00Z')); // 7 a.m. in Saskatoon
    const westMail = mailTo(outbox(), west.users.staff.email);
    expect(westMail).toHaveLength(1);
    expect(westMail[0]).toContain('Wax boards (Saskatoon Surf)');
  });
});
