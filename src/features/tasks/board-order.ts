/**
 * Where a card lands on the board: its column and a position between its new neighbours. Positions
 * are fractional (a new task gets the time it was made), so a move writes only the moved task. Pure.
 */
import type { Task } from '../../schemas/tasks.ts';
import { TASK_STATUSES, type TaskStatus } from '../../shared/task-labels.ts';

type Card = Pick<Task, 'id' | 'status' | 'position'>;

export const byPosition = <T extends Card>(cards: T[]): T[] => [...cards].sort((a, b) => a.position - b.position);

/** A number strictly between the neighbours (either may be missing: top or bottom of the column). */
export function positionBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return Date.now() / 1000;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

const isStatus = (id: unknown): id is TaskStatus => (TASK_STATUSES as readonly unknown[]).includes(id);

/**
 * The drop of card `activeId` on `overId` (a column, or a card whose place it takes): its column and
 * position, or null when nothing changes.
 */
export function planDrop(
  cards: Card[],
  activeId: string,
  overId: unknown,
): { status: TaskStatus; position: number; index: number } | null {
  const active = cards.find((c) => c.id === activeId);
  const overCard = isStatus(overId) ? undefined : cards.find((c) => c.id === overId);
  const status = isStatus(overId) ? overId : overCard?.status;
  if (!active || !status || overId === activeId) return null;
  const ids = byPosition(cards.filter((c) => c.status === status && c.id !== activeId)).map((c) => c.id);
  let at = overCard ? ids.indexOf(overCard.id) : ids.length;
  // Within one column, a card dropped on one below it goes after it (it took that card's place).
  if (overCard && active.status === status) {
    const before = byPosition(cards.filter((c) => c.status === status)).map((c) => c.id);
    if (before.indexOf(activeId) < before.indexOf(overCard.id)) at += 1;
  }
  const order = [...ids.slice(0, at), activeId, ...ids.slice(at)];
  const same =
    active.status === status &&
    byPosition(cards.filter((c) => c.status === status))
      .map((c) => c.id)
      .join() === order.join();
  if (same) return null;
  const position = (id: string | undefined) =>
    id === undefined ? undefined : cards.find((c) => c.id === id)?.position;
  return { status, position: positionBetween(position(order[at - 1]), position(order[at + 1])), index: at };
}
