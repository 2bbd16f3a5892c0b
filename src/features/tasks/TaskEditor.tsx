/**
 * Add or edit a task: the shared task schema checks it here and in the function. Notes are Markdown
 * with a live preview (marked + DOMPurify); the checklist is a list of items to tick.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  PRIORITY_LABELS,
  STATUS_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskFieldsSchema,
  type Task,
  type TaskFieldsInput,
} from '../../schemas/tasks.ts';
import { firstErrors } from '../../schemas/business.ts';
import Markdown from './Markdown.tsx';

interface Props {
  task: Task | null;
  people: { id: string; email: string }[];
  canEdit: boolean;
  onSave: (fields: TaskFieldsInput) => Promise<Record<string, string> | null>;
  onDelete: (task: Task) => void;
  onClose: () => void;
}

const empty = {
  title: '',
  notes: '',
  due_date: '',
  priority: 'normal',
  status: 'todo',
  assignee_id: '',
  checklist: [] as { text: string; done: boolean }[],
};

export default function TaskEditor({ task, people, canEdit, onSave, onDelete, onClose }: Props) {
  const id = useId();
  const [v, setV] = useState(() =>
    task ? { ...task, due_date: task.due_date ?? '', assignee_id: task.assignee_id ?? '' } : empty,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [newItem, setNewItem] = useState('');
  const set = (patch: Partial<typeof v>) => setV((old) => ({ ...old, ...patch }));
  const field = (name: string) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    disabled: !canEdit,
  });
  const error = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields = {
      title: v.title,
      notes: v.notes,
      due_date: v.due_date,
      priority: v.priority,
      status: v.status,
      assignee_id: v.assignee_id,
      checklist: v.checklist,
    } as TaskFieldsInput;
    const checked = taskFieldsSchema.safeParse(fields);
    if (!checked.success) return setErrors(firstErrors(checked.error));
    setBusy(true);
    const found = await onSave(fields);
    setBusy(false);
    setErrors(found ?? {});
  }

  return (
    <form className="card task-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h2 id={`${id}-heading`}>{task ? (canEdit ? 'Edit task' : 'Task') : 'New task'}</h2>
        <div className="field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input {...field('title')} value={v.title} onChange={(e) => set({ title: e.target.value })} maxLength={120} />
          {error('title')}
        </div>
        <div className="task-grid">
          <div className="field">
            <label htmlFor={`${id}-due_date`}>Due date</label>
            <input
              {...field('due_date')}
              type="date"
              value={v.due_date}
              onChange={(e) => set({ due_date: e.target.value })}
            />
            {error('due_date')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-priority`}>Priority</label>
            <select
              {...field('priority')}
              value={v.priority}
              onChange={(e) => set({ priority: e.target.value as Task['priority'] })}
            >
              {TASK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>Status</label>
            <select
              {...field('status')}
              value={v.status}
              onChange={(e) => set({ status: e.target.value as Task['status'] })}
            >
              {TASK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-assignee_id`}>Assignee</label>
            <select
              {...field('assignee_id')}
              value={v.assignee_id}
              onChange={(e) => set({ assignee_id: e.target.value })}
            >
              <option value="">Unassigned</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.email}
                </option>
              ))}
            </select>
            {error('assignee_id')}
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-notes`}>
            Notes <span className="muted small">(Markdown: **bold**, - lists, [links](https://…))</span>
          </label>
          <textarea {...field('notes')} rows={4} value={v.notes} onChange={(e) => set({ notes: e.target.value })} />
          {error('notes')}
          {v.notes.trim() && (
            <div className="notes-preview" aria-label="Notes preview">
              <Markdown source={v.notes} />
            </div>
          )}
        </div>
        <fieldset>
          <legend>Checklist</legend>
          {v.checklist.length === 0 && <p className="muted small">No items.</p>}
          <ul className="checklist">
            {v.checklist.map((item, i) => (
              <li key={i}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={item.done}
                    disabled={!canEdit}
                    onChange={(e) =>
                      set({ checklist: v.checklist.map((c, j) => (j === i ? { ...c, done: e.target.checked } : c)) })
                    }
                  />
                  {item.text}
                </label>
                {canEdit && (
                  <button
                    type="button"
                    className="btn btn-ghost small"
                    onClick={() => set({ checklist: v.checklist.filter((_, j) => j !== i) })}
                    aria-label={`Remove ${item.text}`}
                  >
                    Remove
                  </button>
                )}
              </li>
            ))}
          </ul>
          {canEdit && (
            <div className="checklist-add">
              <label htmlFor={`${id}-item`} className="visually-hidden">
                New checklist item
              </label>
              <input
                id={`${id}-item`}
                value={newItem}
                placeholder="New item"
                maxLength={200}
                onChange={(e) => setNewItem(e.target.value)}
              />
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  if (newItem.trim()) {
                    set({ checklist: [...v.checklist, { text: newItem.trim(), done: false }] });
                    setNewItem('');
                  }
                }}
              >
                Add item
              </button>
            </div>
          )}
          {error('checklist')}
        </fieldset>
        <p className="task-actions">
          {canEdit && (
            <button className="btn btn-primary" type="submit" disabled={busy}>
              {busy ? 'Saving…' : task ? 'Save task' : 'Add task'}
            </button>
          )}
          <button className="btn btn-ghost" type="button" onClick={onClose}>
            Close
          </button>
          {canEdit && task && (
            <button className="btn btn-ghost" type="button" onClick={() => onDelete(task)}>
              Delete task
            </button>
          )}
        </p>
      </div>
    </form>
  );
}
