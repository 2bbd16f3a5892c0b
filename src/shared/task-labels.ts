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
