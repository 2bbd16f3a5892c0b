/** /dashboard/tasks: the team's tasks as a list or a board, with filters, an editor and the calendar feed. */
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { Task, TaskFieldsInput, TasksAnswer } from '../../schemas/tasks.ts';
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../shared/task-labels.ts';
import { useSession } from '../login/use-session.ts';
import { addTask, loadTasks, removeTask, saveTask } from './tasks-api.ts';
import { filterTasks, localDay, NO_FILTER, type TaskFilter } from './task-filters.ts';
import TaskBoard from './TaskBoard.tsx';
import CalendarFeed from './CalendarFeed.tsx';
import { TaskSummary } from './TaskCard.tsx';
import './tasks.css';

// The editor (marked and DOMPurify for the notes' preview) loads when a task is opened, not with the page (issue 29).
const TaskEditor = lazy(() => import('./TaskEditor.tsx'));

type Editing = { task: Task | null } | null;

export default function TaskManager() {
  const { ready, auth } = useSession();
  const [data, setData] = useState<TasksAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [view, setView] = useState<'list' | 'board'>('list');
  const [filter, setFilter] = useState<TaskFilter>(NO_FILTER);
  const [editing, setEditing] = useState<Editing>(null);
  const today = localDay();

  const refresh = useCallback(async () => {
    const r = await loadTasks();
    if (r.ok) setData(r.data);
    else setFailure(r.message);
  }, []);
  useEffect(() => {
    if (ready && auth.status === 1) void refresh();
  }, [ready, auth.status, refresh]);
  useEffect(() => {
    const saved = new URLSearchParams(window.location.search).get('view');
    if (saved === 'board') setView('board');
  }, []);
  const shown = useMemo(() => (data ? filterTasks(data.tasks, filter, today) : []), [data, filter, today]);

  if (!ready || (!data && !failure))
    return (
      <p className="muted" role="status">
        Loading tasks…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your tasks.
      </p>
    );
  if (!data)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );

  const replace = (task: Task) =>
    setData(
      (d) =>
        d && {
          ...d,
          tasks: d.tasks.some((t) => t.id === task.id)
            ? d.tasks.map((t) => (t.id === task.id ? task : t))
            : [...d.tasks, task],
        },
    );

  async function move(task: Task, status: TaskStatus, position: number) {
    replace({ ...task, status, position }); // at once on screen; the server's answer follows
    const changes = status === task.status ? { position } : { status, position };
    const r = await saveTask({ id: task.id, version: task.version, changes });
    if (r.ok) {
      replace(r.data.task);
      const said =
        status === task.status
          ? `${task.title} moved within ${STATUS_LABELS[status]}.`
          : `${task.title} moved to ${STATUS_LABELS[status]}.`;
      setNotice(r.data.message === 'Saved.' ? said : r.data.message);
    } else {
      setNotice(r.message);
      void refresh();
    }
  }

  async function save(fields: TaskFieldsInput): Promise<Record<string, string> | null> {
    const current = editing?.task;
    const r = current
      ? await saveTask({ id: current.id, version: current.version, changes: fields as never })
      : await addTask(fields);
    if (!r.ok) {
      setNotice(r.message);
      if (r.status === 409) {
        setEditing(null);
        void refresh();
      }
      return r.fields;
    }
    replace(r.data.task);
    setNotice(current ? `Saved: ${r.data.task.title}.` : `Task added: ${r.data.task.title}.`);
    setEditing(null);
    return null;
  }

  async function remove(task: Task) {
    const r = await removeTask(task.id);
    setNotice(r.ok ? `Deleted: ${task.title}.` : r.message);
    setEditing(null);
    void refresh();
  }

  const setF = (patch: Partial<TaskFilter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="tasks">
      <div aria-live="polite" className="tasks-notice">
        {notice && <p className="notice">{notice}</p>}
      </div>
      <div className="tasks-toolbar">
        <div role="group" aria-label="View" className="view-toggle">
          <button
            type="button"
            className={view === 'list' ? 'btn btn-primary' : 'btn btn-ghost'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            List
          </button>
          <button
            type="button"
            className={view === 'board' ? 'btn btn-primary' : 'btn btn-ghost'}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            Board
          </button>
        </div>
        <label>
          Show assignee
          <select value={filter.assignee} onChange={(e) => setF({ assignee: e.target.value })}>
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {data.people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          Show status
          <select value={filter.status} onChange={(e) => setF({ status: e.target.value as TaskFilter['status'] })}>
            <option value="">Any</option>
            {TASK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Show due
          <select value={filter.due} onChange={(e) => setF({ due: e.target.value as TaskFilter['due'] })}>
            <option value="">Any time</option>
            <option value="overdue">Overdue</option>
            <option value="today">Today</option>
            <option value="week">Next 7 days</option>
            <option value="none">No due date</option>
          </select>
        </label>
        {data.can_edit && (
          <button type="button" className="btn btn-primary" onClick={() => setEditing({ task: null })}>
            New task
          </button>
        )}
      </div>
      {editing && (
        <Suspense
          fallback={
            <p className="muted" role="status">
              Loading the task…
            </p>
          }
        >
          <TaskEditor
            key={editing.task?.id ?? 'new'}
            task={editing.task}
            people={data.people}
            canEdit={data.can_edit}
            onSave={save}
            onDelete={remove}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
      {data.tasks.length === 0 ? (
        <p className="muted">
          No tasks yet.{data.can_edit ? ' Add one with “New task”, or turn a lead from the inbox into a task.' : ''}
        </p>
      ) : view === 'board' ? (
        <TaskBoard
          tasks={shown}
          today={today}
          canEdit={data.can_edit}
          onMove={move}
          onOpen={(task) => setEditing({ task })}
        />
      ) : shown.length === 0 ? (
        <p className="muted">No task matches these filters.</p>
      ) : (
        <ul className="task-list">
          {shown.map((t) => (
            <li key={t.id} className={t.status === 'done' ? 'task-row done' : 'task-row'}>
              <button type="button" className="task-title-button" onClick={() => setEditing({ task: t })}>
                {t.title}
              </button>
              <span className="task-status">{STATUS_LABELS[t.status]}</span>
              <TaskSummary task={t} today={today} />
            </li>
          ))}
        </ul>
      )}
      <CalendarFeed />
    </div>
  );
}
