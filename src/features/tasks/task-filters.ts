/** Pure helpers of the task manager: filters, overdue, and the day in the business's eyes. */
import type { Task, TaskStatus } from '../../schemas/tasks.ts';

export interface TaskFilter {
  assignee: string; // '' = anyone, 'none' = unassigned, else a user id
  status: '' | TaskStatus;
  due: '' | 'overdue' | 'today' | 'week' | 'none';
}

export const NO_FILTER: TaskFilter = { assignee: '', status: '', due: '' };

/** YYYY-MM-DD of `date` in the browser's time zone. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isOverdue(task: Pick<Task, 'due_date' | 'status'>, today: string): boolean {
  return task.status !== 'done' && task.due_date !== null && task.due_date < today;
}

export function filterTasks(tasks: Task[], filter: TaskFilter, today: string): Task[] {
  return tasks.filter((t) => {
    if (filter.assignee === 'none' ? t.assignee_id !== null : filter.assignee && t.assignee_id !== filter.assignee)
      return false;
    if (filter.status && t.status !== filter.status) return false;
    if (filter.due === 'overdue') return isOverdue(t, today);
    if (filter.due === 'today') return t.due_date === today;
    if (filter.due === 'week') return t.due_date !== null && t.due_date >= today && t.due_date <= addDays(today, 7);
    if (filter.due === 'none') return t.due_date === null;
    return true;
  });
}

/** Checklist progress such as "2/5", or '' without a checklist. */
export function checklistProgress(task: Pick<Task, 'checklist'>): string {
  return task.checklist.length ? `${task.checklist.filter((i) => i.done).length}/${task.checklist.length}` : '';
}
