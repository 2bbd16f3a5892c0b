import { describe, expect, it } from 'vitest';
import { checklistProgress, filterTasks, isOverdue, NO_FILTER } from '../../src/features/tasks/task-filters.ts';
import type { Task } from '../../src/schemas/tasks.ts';

const base: Task = {
  id: '1',
  title: 't',
  notes: '',
  due_date: null,
  priority: 'normal',
  status: 'todo',
  assignee_id: null,
  assignee_email: null,
  checklist: [],
  lead_id: null,
  review_id: null,
  version: 1,
  position: 1,
  updated_at: '',
};
const tasks: Task[] = [
  { ...base, id: 'late', due_date: '2026-11-20', assignee_id: 'a' },
  { ...base, id: 'late-done', due_date: '2026-11-20', status: 'done' },
  { ...base, id: 'today', due_date: '2026-11-23', status: 'doing', assignee_id: 'b' },
  { ...base, id: 'soon', due_date: '2026-11-29' },
  { ...base, id: 'later', due_date: '2026-12-25' },
  {
    ...base,
    id: 'undated',
    checklist: [
      { text: 'x', done: true },
      { text: 'y', done: false },
    ],
  },
];
const ids = (list: Task[]) => list.map((t) => t.id);

describe('task filters', () => {
  it('marks only open, past-due tasks overdue', () => {
    expect(tasks.filter((t) => isOverdue(t, '2026-11-23')).map((t) => t.id)).toEqual(['late']);
  });

  it('filters by assignee, status and due date', () => {
    const today = '2026-11-23';
    expect(ids(filterTasks(tasks, NO_FILTER, today))).toHaveLength(6);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, assignee: 'a' }, today))).toEqual(['late']);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, assignee: 'none' }, today))).toEqual([
      'late-done',
      'soon',
      'later',
      'undated',
    ]);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, status: 'doing' }, today))).toEqual(['today']);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, due: 'overdue' }, today))).toEqual(['late']);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, due: 'today' }, today))).toEqual(['today']);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, due: 'week' }, today))).toEqual(['today', 'soon']);
    expect(ids(filterTasks(tasks, { ...NO_FILTER, due: 'none' }, today))).toEqual(['undated']);
  });

  it('shows checklist progress', () => {
    expect(checklistProgress(tasks[5]!)).toBe('1/2');
    expect(checklistProgress(tasks[0]!)).toBe('');
  });
});
