/**
 * The board: To do / Doing / Done columns; cards move between columns and up and down within one by
 * mouse, touch or keyboard (dnd-kit core + sortable), with spoken announcements. Keyboard: focus a
 * card's handle, Space to pick up, Up/Down to change its place, Left/Right to change column, Space to
 * drop, Escape to cancel. The order is kept on the server (each task's position).
 */
import {
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { Task } from '../../schemas/tasks.ts';
import { STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '../../shared/task-labels.ts';
import TaskCard from './TaskCard.tsx';
import { byPosition, planDrop } from './board-order.ts';

interface Props {
  tasks: Task[];
  today: string;
  canEdit: boolean;
  onMove: (task: Task, status: TaskStatus, position: number) => void;
  onOpen: (task: Task) => void;
}

const isStatus = (id: unknown): id is TaskStatus => (TASK_STATUSES as readonly unknown[]).includes(id);

/** Left/Right jump to the neighbouring column (its top); Up/Down move within the column (dnd-kit sortable). */
const boardKeys: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') return sortableKeyboardCoordinates(event, args);
  const { collisionRect, droppableRects } = args.context;
  if (!collisionRect || !['ArrowRight', 'ArrowLeft'].includes(event.code)) return undefined;
  event.preventDefault();
  const columns = TASK_STATUSES.map((s) => droppableRects.get(s)).filter((r): r is NonNullable<typeof r> => Boolean(r));
  const centre = collisionRect.left + collisionRect.width / 2;
  const index = columns.findIndex((r) => centre >= r.left && centre <= r.left + r.width);
  const step = event.code === 'ArrowRight' ? 1 : -1;
  const target = columns[Math.min(columns.length - 1, Math.max(0, (index < 0 ? 0 : index) + step))];
  if (!target) return undefined;
  return { x: target.left + Math.max(0, (target.width - collisionRect.width) / 2), y: target.top + 48 };
};

function Column({ status, children, count }: { status: TaskStatus; children: React.ReactNode; count: number }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section
      ref={setNodeRef}
      className={isOver ? 'board-column over' : 'board-column'}
      aria-labelledby={`col-${status}`}
    >
      <h3 id={`col-${status}`}>
        {STATUS_LABELS[status]} <span className="muted">({count})</span>
      </h3>
      {children}
    </section>
  );
}

function SortableCard({
  task,
  today,
  canEdit,
  onOpen,
}: {
  task: Task;
  today: string;
  canEdit: boolean;
  onOpen: (t: Task) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    data: { title: task.title },
    disabled: !canEdit,
  });
  const style = transform
    ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, transition, zIndex: 5 }
    : { transition };
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
    useSensor(KeyboardSensor, { coordinateGetter: boardKeys }),
  );
  const columns = Object.fromEntries(
    TASK_STATUSES.map((s) => [s, byPosition(tasks.filter((t) => t.status === s))]),
  ) as Record<TaskStatus, Task[]>;
  const titleOf = (id: unknown) => tasks.find((t) => t.id === id)?.title ?? 'the task';
  const where = (activeId: unknown, overId: unknown) => {
    if (isStatus(overId)) return `${STATUS_LABELS[overId]}`;
    const over = tasks.find((t) => t.id === overId);
    if (!over) return 'nowhere';
    const place = columns[over.status].findIndex((t) => t.id === overId) + 1;
    return `${STATUS_LABELS[over.status]}, place ${place} of ${columns[over.status].length + (tasks.find((t) => t.id === activeId)?.status === over.status ? 0 : 1)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}. Use the up and down arrows to change its place, left and right to choose a column, Space to drop, Escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} is over ${where(active.id, over.id)}.`
        : `${titleOf(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to ${where(active.id, over.id)}.`
        : `${titleOf(active.id)} was dropped outside the columns.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };
  // The column under the card first, then the card in it whose place it takes (a column alone when empty).
  const collide: CollisionDetection = (args) => {
    const columnHits = rectIntersection({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) => isStatus(c.id)),
    });
    const column = columnHits[0]?.id;
    if (!isStatus(column)) return columnHits;
    const cards = args.droppableContainers.filter((c) => tasks.find((t) => t.id === c.id)?.status === column);
    return cards.length ? closestCenter({ ...args, droppableContainers: cards }) : columnHits;
  };
  function dropped({ active, over }: DragEndEvent) {
    const task = tasks.find((t) => t.id === active.id);
    const plan = task && planDrop(tasks, task.id, over?.id);
    if (task && plan) onMove(task, plan.status, plan.position);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a task, press Space, then the up and down arrows to change its place or the left and right arrows to choose a column, and Space again to drop it. Escape cancels.',
        },
      }}
    >
      <div className="board">
        {TASK_STATUSES.map((status) => {
          const list = columns[status];
          return (
            <Column key={status} status={status} count={list.length}>
              <SortableContext items={list.map((t) => t.id)} strategy={verticalListSortingStrategy}>
                {list.length === 0 ? (
                  <p className="muted small">Nothing here.</p>
                ) : (
                  <ul className="board-cards">
                    {list.map((t) => (
                      <SortableCard key={t.id} task={t} today={today} canEdit={canEdit} onOpen={onOpen} />
                    ))}
                  </ul>
                )}
              </SortableContext>
            </Column>
          );
        })}
      </div>
    </DndContext>
  );
}
