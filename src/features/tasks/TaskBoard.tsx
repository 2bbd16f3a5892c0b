/**
 * The board: To do / Doing / Done columns; cards move by mouse, touch or keyboard (dnd-kit), with
 * spoken announcements. Keyboard: focus a card's handle, Space to pick up, Left/Right to change
 * column, Space to drop, Escape to cancel.
 */
import { DndContext, KeyboardSensor, MouseSensor, TouchSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { STATUS_LABELS, TASK_STATUSES, type Task, type TaskStatus } from '../../schemas/tasks.ts';
import TaskCard from './TaskCard.tsx';

interface Props {
  tasks: Task[];
  today: string;
  canEdit: boolean;
  onMove: (task: Task, status: TaskStatus) => void;
  onOpen: (task: Task) => void;
}

const label = (id: unknown) => STATUS_LABELS[id as TaskStatus] ?? String(id);

/** Left/Right jump to the neighbouring column (columns are the droppables, left to right). */
const columnKeys: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects } = context;
  if (!collisionRect || !['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'].includes(event.code)) return undefined;
  event.preventDefault();
  const columns = TASK_STATUSES.map((s) => droppableRects.get(s)).filter((r): r is NonNullable<typeof r> => Boolean(r));
  const centre = collisionRect.left + collisionRect.width / 2;
  const index = columns.findIndex((r) => centre >= r.left && centre <= r.left + r.width);
  const step = event.code === 'ArrowRight' || event.code === 'ArrowDown' ? 1 : -1;
  const target = columns[Math.min(columns.length - 1, Math.max(0, (index < 0 ? 0 : index) + step))];
  if (!target) return undefined;
  return { x: target.left + Math.max(0, (target.width - collisionRect.width) / 2), y: target.top + 48 };
};

function Column({ status, children, count }: { status: TaskStatus; children: React.ReactNode; count: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section ref={setNodeRef} className={isOver ? 'board-column over' : 'board-column'} aria-labelledby={`col-${status}`}>
      <h3 id={`col-${status}`}>{STATUS_LABELS[status]} <span className="muted">({count})</span></h3>
      {children}
    </section>
  );
}

function DraggableCard({ task, today, canEdit, onOpen }: { task: Task; today: string; canEdit: boolean; onOpen: (t: Task) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: task.id, data: { title: task.title }, disabled: !canEdit });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 5 } : undefined;
  return (
    <li ref={setNodeRef} style={style} className={isDragging ? 'dragging' : undefined}>
      {canEdit && (
        <button type="button" className="drag-handle" aria-label={`Move ${task.title}`} {...listeners} {...attributes}>
          ⠿
        </button>
      )}
      <TaskCard task={task} today={today} onOpen={onOpen} />
    </li>
  );
}

export default function TaskBoard({ tasks, today, canEdit, onMove, onOpen }: Props) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeys }),
  );
  const titleOf = (id: unknown) => tasks.find((t) => t.id === id)?.title ?? 'the task';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. Use the left and right arrows to choose a column, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${label(over.id)}.` : `${titleOf(active.id)} is not over a column.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} moved to ${label(over.id)}.` : `${titleOf(active.id)} was dropped outside the columns.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  function dropped({ active, over }: DragEndEvent) {
    const task = tasks.find((t) => t.id === active.id);
    const status = over?.id as TaskStatus | undefined;
    if (task && status && status !== task.status) onMove(task, status);
  }
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move a task, press Space, then the left or right arrow to choose a column, and Space again to drop it. Escape cancels.' } }}
    >
      <div className="board">
        {TASK_STATUSES.map((status) => {
          const list = tasks.filter((t) => t.status === status);
          return (
            <Column key={status} status={status} count={list.length}>
              {list.length === 0 ? <p className="muted small">Nothing here.</p> : (
                <ul className="board-cards">
                  {list.map((t) => <DraggableCard key={t.id} task={t} today={today} canEdit={canEdit} onOpen={onOpen} />)}
                </ul>
              )}
            </Column>
          );
        })}
      </div>
    </DndContext>
  );
}
