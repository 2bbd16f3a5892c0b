/**
 * The task board's statuses and priorities with their labels (issue 15), apart from the task schemas so the board
 * loads no zod at first paint (issue 29; only the editor, loaded on use, checks a form). src/schemas/tasks.ts
 * re-exports them.
 */
export const TASK_STATUSES = ['todo', 'doing', 'done'] as const;
export const STATUS_LABELS = { todo: 'To do', doing: 'Doing', done: 'Done' } as const;
export const TASK_PRIORITIES = ['low', 'normal', 'high'] as const;
export const PRIORITY_LABELS = { low: 'Low', normal: 'Normal', high: 'High' } as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/**
 * The title of a task made from an inbox item (issue 39): it suggests only what the sender allows. A lead who left a
 * phone number is called back; one who left only an email address is answered by email.
 */
export function inboxTaskTitle(kind: 'lead' | 'review', name: string, phone: string | null | undefined): string {
  if (kind === 'review') return `Answer the review by ${name}`;
  return phone?.trim() ? `Call back ${name}` : `Reply to ${name} by email`;
}
