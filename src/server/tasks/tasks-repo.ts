/**
 * Tasks of a business. Every write names the business (from the session) and checks that an
 * assignee is a member. Each task has a version: an edit made on an old version is refused with a
 * message; a move (status and/or place in the column) is applied to the current state, so neither
 * person's move is lost.
 */
import { inboxTaskTitle } from '../../shared/task-labels.ts';
import { query } from '../db/client.ts';
import { HttpError, notFound } from '../http.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import type { Task, TaskFields, UpdateTask } from '../../schemas/tasks.ts';

export const TASK_CHANGED =
  'Someone changed this task while you were editing it. The list now shows their version: make your change again.';
export const MOVED_ANYWAY =
  'Moved. Someone had changed this task meanwhile; your move was applied to their latest version.';

const SELECT = `SELECT t.id, t.title, t.notes, to_char(t.due_date, 'YYYY-MM-DD') AS due_date, t.priority, t.status, t.assignee_id,
  u.email AS assignee_email, t.checklist, t.lead_id, t.review_id, t.version, t.position, t.updated_at
  FROM tasks t LEFT JOIN users u ON u.id = t.assignee_id`;

const shape = (row: Task): Task => ({ ...row, updated_at: new Date(row.updated_at).toISOString() });

export async function listTasks(businessId: string): Promise<Task[]> {
  const rows = await query<Task>(`${SELECT} WHERE t.business_id = $1 ORDER BY t.due_date NULLS LAST, t.created_at`, [
    businessId,
  ]);
  return rows.map(shape);
}

export async function findTask(businessId: string, id: string): Promise<Task | undefined> {
  const [row] = await query<Task>(`${SELECT} WHERE t.business_id = $1 AND t.id = $2`, [businessId, id]);
  return row && shape(row);
}

export async function listPeople(businessId: string): Promise<{ id: string; email: string }[]> {
  return query<{ id: string; email: string }>(
    'SELECT u.id, u.email FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = $1 ORDER BY lower(u.email)',
    [businessId],
  );
}

async function checkAssignee(businessId: string, assigneeId: string | null | undefined): Promise<void> {
  if (!assigneeId) return;
  const [row] = await query('SELECT 1 FROM memberships WHERE business_id = $1 AND user_id = $2', [
    businessId,
    assigneeId,
  ]);
  if (!row)
    throw new HttpError(400, 'validation_failed', 'Choose someone from your team.', {
      assignee_id: ['Choose someone from your team.'],
    });
}

interface InboxItem extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** A lead or a review of this business (a lead to it or to a listing it owns; a review of a listing it owns). */
const INBOX_ITEM_SQL = {
  lead: `SELECT m.first_name, m.last_name, m.email, m.phone, m.message FROM messages m LEFT JOIN listings l ON l.id = m.listing_id
         WHERE m.id = $2 AND (m.recipient_id = $1 OR l.owner_id = $1)`,
  review: `SELECT r.first_name, r.last_name, r.email, r.phone, r.message FROM reviews r JOIN listings l ON l.id = r.listing_id
           WHERE r.id = $2 AND l.owner_id = $1`,
} as const;

/**
 * The business's own lead or review, else a 404 that reads the same for an unknown id and another
 * business's id (no oracle of which ids exist).
 */
async function findInboxItem(businessId: string, kind: 'lead' | 'review', id: string): Promise<InboxItem> {
  const [item] = await query<InboxItem>(INBOX_ITEM_SQL[kind], [businessId, id]);
  if (!item) throw notFound(`No ${kind} of your business has this id.`);
  return item;
}

export async function createTask(
  actor: SessionBusiness,
  input: TaskFields & { lead_id?: string; review_id?: string },
): Promise<Task> {
  await checkAssignee(actor.id, input.assignee_id);
  if (input.lead_id) await findInboxItem(actor.id, 'lead', input.lead_id);
  if (input.review_id) await findInboxItem(actor.id, 'review', input.review_id);
  const [row] = await query<{ id: string }>(
    `INSERT INTO tasks (business_id, title, notes, due_date, priority, status, assignee_id, checklist, lead_id, review_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11) RETURNING id`,
    [
      actor.id,
      input.title,
      input.notes,
      input.due_date,
      input.priority,
      input.status,
      input.assignee_id,
      JSON.stringify(input.checklist),
      input.lead_id ?? null,
      input.review_id ?? null,
      actor.user_id ?? null,
    ],
  );
  return (await findTask(actor.id, row!.id))!;
}

const COLUMNS = ['title', 'notes', 'due_date', 'priority', 'status', 'assignee_id', 'checklist', 'position'] as const;
const MOVE_KEYS: readonly string[] = ['status', 'position'];

export async function updateTask(
  actor: SessionBusiness,
  { id, version, changes }: UpdateTask,
): Promise<{ task: Task; message: string }> {
  await checkAssignee(actor.id, changes.assignee_id);
  const keys = COLUMNS.filter((c) => changes[c] !== undefined);
  const values = keys.map((k) => (k === 'checklist' ? JSON.stringify(changes[k]) : changes[k]));
  const sets = keys.map((k, i) => `${k} = $${i + 4}${k === 'checklist' ? '::jsonb' : ''}`).join(', ');
  const write = (checkVersion: boolean) =>
    query<{ id: string }>(
      `UPDATE tasks SET ${sets}, version = version + 1, updated_at = now()
       WHERE business_id = $1 AND id = $2 AND ($3::int IS NULL OR version = $3) RETURNING id`,
      [actor.id, id, checkVersion ? version : null, ...values],
    );
  if ((await write(true)).length === 1) return { task: (await findTask(actor.id, id))!, message: 'Saved.' };
  const current = await findTask(actor.id, id);
  if (!current) throw notFound('This task no longer exists.');
  // A move carries no stale content: it still means "put it there now".
  if (keys.every((k) => MOVE_KEYS.includes(k)) && (await write(false)).length === 1) {
    return { task: (await findTask(actor.id, id))!, message: MOVED_ANYWAY };
  }
  throw new HttpError(409, 'task_changed', TASK_CHANGED);
}

export async function deleteTask(actor: SessionBusiness, id: string): Promise<void> {
  const rows = await query('DELETE FROM tasks WHERE business_id = $1 AND id = $2 RETURNING id', [actor.id, id]);
  if (rows.length === 0) throw notFound('This task no longer exists.');
}

/** 'Call back Jo Smith' (or 'Reply to Jo Smith by email'): a task from a lead or a review of this business, linked to it. */
export async function taskFromInbox(actor: SessionBusiness, kind: 'lead' | 'review', id: string): Promise<Task> {
  const source = await findInboxItem(actor.id, kind, id);
  const name = `${source.first_name} ${source.last_name}`.slice(0, 90);
  const contact = [source.email, source.phone].filter(Boolean).join(' · ');
  const quoted = source.message
    .slice(0, 1500)
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return createTask(actor, {
    title: inboxTaskTitle(kind, name, source.phone),
    notes: `${contact}\n\n${quoted}`,
    due_date: null,
    priority: 'normal',
    status: 'todo',
    assignee_id: actor.user_id ?? null,
    checklist: [],
    ...(kind === 'lead' ? { lead_id: id } : { review_id: id }),
  });
}
