/** One task as a card (board) — title, due date (overdue stands out), priority, assignee, checklist progress. */
import type { Task } from '../../schemas/tasks.ts';
import { PRIORITY_LABELS } from '../../shared/task-labels.ts';
import { checklistProgress, isOverdue } from './task-filters.ts';

interface Props {
  task: Task;
  today: string;
  onOpen: (task: Task) => void;
}

export function TaskSummary({ task, today }: { task: Task; today: string }) {
  const overdue = isOverdue(task, today);
  const progress = checklistProgress(task);
  return (
    <span className="task-meta">
      {task.due_date && (
        <span className={overdue ? 'task-due overdue' : 'task-due'}>
          {overdue ? `Overdue: ${task.due_date}` : `Due ${task.due_date}`}
        </span>
      )}
      {task.priority !== 'normal' && (
        <span className={`task-priority ${task.priority}`}>{PRIORITY_LABELS[task.priority]} priority</span>
      )}
      <span>{task.assignee_email ?? 'Unassigned'}</span>
      {progress && <span>Checklist {progress}</span>}
    </span>
  );
}

export default function TaskCard({ task, today, onOpen }: Props) {
  return (
    <div className={isOverdue(task, today) ? 'task-card overdue' : 'task-card'}>
      <button type="button" className="task-title-button" onClick={() => onOpen(task)}>
        {task.title}
      </button>
      <TaskSummary task={task} today={today} />
    </div>
  );
}
