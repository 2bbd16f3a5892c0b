/**
 * The task manager's forms and answers (issue 15): one schema per form for the island and the
 * functions, with §5-style messages per field. Notes are Markdown; the server stores them as typed.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from '../shared/task-labels.ts';

/** The largest value of a Postgres `integer` column. */
export const INT4_MAX = 2_147_483_647;
const VERSION_INVALID = 'This task’s version is not valid. Reload the page and try again.';

export {
  PRIORITY_LABELS,
  STATUS_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  type TaskPriority,
  type TaskStatus,
} from '../shared/task-labels.ts';

const title = z
  .string({ error: 'You must provide a task title that is between 1-120 characters.' })
  .check(
    z.trim(),
    z.minLength(1, 'You must provide a task title that is between 1-120 characters.'),
    z.maxLength(120, 'Your task title must be a maximum of 120 characters.'),
  );
const notes = z.string().check(z.maxLength(5000, 'Your notes must be a maximum of 5000 characters.'));
const dueDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Your due date must be a date such as 2026-12-31.'),
  z.refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Your due date must be a real date.',
  ),
);
const checklistItem = z.object({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'A checklist item cannot be empty.'),
      z.maxLength(200, 'A checklist item must be a maximum of 200 characters.'),
    ),
  done: z.boolean(),
});

const taskFields = {
  title,
  notes,
  due_date: z.union([
    dueDate,
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.null(),
  ]),
  priority: z.enum(TASK_PRIORITIES, { error: 'Choose a priority: low, normal or high.' }),
  status: z.enum(TASK_STATUSES, { error: 'Choose a status: To do, Doing or Done.' }),
  assignee_id: z.union([
    dbId('Choose someone from your team.'),
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.null(),
  ]),
  checklist: z.array(checklistItem).check(z.maxLength(50, 'A checklist may have 50 items at most.')),
};

export const taskFieldsSchema = z.object({
  ...taskFields,
  notes: z._default(taskFields.notes, ''),
  due_date: z._default(taskFields.due_date, null),
  priority: z._default(taskFields.priority, 'normal'),
  status: z._default(taskFields.status, 'todo'),
  assignee_id: z._default(taskFields.assignee_id, null),
  checklist: z._default(taskFields.checklist, []),
});
export type TaskFields = z.infer<typeof taskFieldsSchema>;
export type TaskFieldsInput = z.input<typeof taskFieldsSchema>;

/** A new task; optionally made from a lead or a review ('Call back Jo Smith'). */
export const createTaskSchema = z.extend(taskFieldsSchema, {
  lead_id: z.optional(dbId('This message was not found. Reload the page and try again.')),
  review_id: z.optional(dbId('This review was not found. Reload the page and try again.')),
});
export const fromInboxSchema = z.object({ kind: z.enum(['lead', 'review']), id: dbId('Choose a lead or a review.') });

/** An edit or a move: the version the person saw, and the fields they changed (a move: status and/or position). */
export const updateTaskSchema = z.object({
  id: dbId('This task was not found. Reload the page and try again.'),
  // Bounded like the column (int4): a larger number is a 400 on this field, never a database error.
  version: z
    .number({ error: VERSION_INVALID })
    .check(z.int({ error: VERSION_INVALID, abort: true }), z.gte(1, VERSION_INVALID), z.lte(INT4_MAX, VERSION_INVALID)),
  changes: z
    .partial(z.object({ ...taskFields, position: z.number() }))
    .check(z.refine((c) => Object.keys(c).length > 0, 'Change at least one field.')),
});
export type UpdateTask = z.infer<typeof updateTaskSchema>;
export const deleteTaskSchema = z.object({ id: dbId('This task was not found. Reload the page and try again.') });

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  due_date: z.nullable(z.string()),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  assignee_id: z.nullable(z.string()),
  assignee_email: z.nullable(z.string()),
  checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
  lead_id: z.nullable(z.string()),
  review_id: z.nullable(z.string()),
  version: z.number(),
  /** Its place in its board column (smaller first). */
  position: z.number(),
  updated_at: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const tasksAnswerSchema = z.object({
  tasks: z.array(taskSchema),
  people: z.array(z.object({ id: z.string(), email: z.string() })),
  can_edit: z.boolean(),
});
export type TasksAnswer = z.infer<typeof tasksAnswerSchema>;
export const taskSavedSchema = z.object({ task: taskSchema, message: z.string() });
export type TaskSaved = z.infer<typeof taskSavedSchema>;
export const feedAnswerSchema = z.object({ url: z.nullable(z.string()), message: z.string() });
export type FeedAnswer = z.infer<typeof feedAnswerSchema>;
