import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTaskSchema, taskFieldsSchema, updateTaskSchema } from '../../src/schemas/tasks.ts';
import { escapeIcsText, foldLine, writeIcs } from '../../src/features/tasks/ics.ts';
import { firstErrors } from '../../src/schemas/business.ts';

describe('the task schema', () => {
  it('fills defaults and accepts a full task', () => {
    expect(taskFieldsSchema.parse({ title: '  Order flour ' })).toEqual({
      title: 'Order flour',
      notes: '',
      due_date: null,
      priority: 'normal',
      status: 'todo',
      assignee_id: null,
      checklist: [],
    });
    const full = {
      title: 'Call back Jo',
      notes: '**Soon**',
      due_date: '2026-12-31',
      priority: 'high',
      status: 'doing',
      assignee_id: '7b0c5a4e-0000-4000-8000-000000000001',
      checklist: [{ text: 'Find number', done: true }],
    };
    expect(taskFieldsSchema.parse(full)).toEqual(full);
    expect(taskFieldsSchema.parse({ title: 'x', due_date: '', assignee_id: '' })).toMatchObject({
      due_date: null,
      assignee_id: null,
    });
  });

  it('answers one §5-style message per field', () => {
    const result = createTaskSchema.safeParse({
      title: ' ',
      due_date: '2026-02-30',
      priority: 'urgent',
      status: 'later',
      assignee_id: 'bob',
      checklist: [{ text: '', done: false }],
    });
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!)).toEqual({
      title: 'You must provide a task title that is between 1-120 characters.',
      due_date: 'Your due date must be a real date.',
      priority: 'Choose a priority: low, normal or high.',
      status: 'Choose a status: To do, Doing or Done.',
      assignee_id: 'Choose someone from your team.',
      checklist: 'A checklist item cannot be empty.',
    });
    expect(firstErrors(taskFieldsSchema.safeParse({ title: 'x'.repeat(121) }).error!)).toEqual({
      title: 'Your task title must be a maximum of 120 characters.',
    });
  });

  it('needs a version and at least one change for an update', () => {
    const id = '7b0c5a4e-0000-4000-8000-000000000001';
    expect(updateTaskSchema.safeParse({ id, version: 3, changes: { status: 'done' } }).success).toBe(true);
    expect(updateTaskSchema.safeParse({ id, version: 3, changes: {} }).success).toBe(false);
    expect(updateTaskSchema.safeParse({ id, changes: { status: 'done' } }).success).toBe(false);
    // A move changes the status only: no default sneaks into the other fields.
    expect(updateTaskSchema.parse({ id, version: 1, changes: { status: 'done' } }).changes).toEqual({ status: 'done' });
  });
});

describe('the iCalendar writer', () => {
  const task = {
    id: 't1',
    title: 'Pay rent; call Jo, then bake',
    notes: 'Line one\nLine two \\ end',
    due_date: '2026-12-31',
    status: 'todo' as const,
    updated_at: '2026-11-23T10:00:00.000Z',
  };

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    for (const piece of folded.split('\r\n')) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(
      folded
        .split('\r\n')
        .map((p, i) => (i ? p.slice(1) : p))
        .join(''),
    ).toBe(long);
  });

  it('writes one all-day event per dated task, which a real parser reads back', () => {
    const ics = writeIcs('Maple Bakery tasks', [
      task,
      { ...task, id: 't2', due_date: null },
      { ...task, id: 't3', status: 'done', title: 'x'.repeat(200) },
    ]);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Maple Bakery tasks');
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(2);
    expect(events[0]!.summary).toBe(task.title);
    expect(events[0]!.description).toBe(`To do\n\n${task.notes}`);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe('2026-12-31');
    expect(events[0]!.endDate.toString()).toBe('2027-01-01');
    expect(events[1]!.summary).toBe(`✓ ${'x'.repeat(200)}`);
  });
});
