import { describe, expect, it } from 'vitest';
import { byPosition, planDrop, positionBetween } from '../../src/features/tasks/board-order.ts';

const cards = [
  { id: 'a', status: 'todo' as const, position: 1 },
  { id: 'b', status: 'todo' as const, position: 2 },
  { id: 'c', status: 'todo' as const, position: 3 },
  { id: 'd', status: 'doing' as const, position: 1.5 },
];
const orderAfter = (id: string, drop: { status: string; position: number } | null) =>
  byPosition(
    cards
      .map((c) => (c.id === id && drop ? { ...c, ...drop } : c))
      .filter((c) => c.status === (drop?.status ?? 'todo')) as typeof cards,
  ).map((c) => c.id);

describe('board order', () => {
  it('positions between neighbours, above the first and below the last', () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(undefined, 1)).toBe(0);
    expect(positionBetween(3, undefined)).toBe(4);
    expect(positionBetween(undefined, undefined)).toBeGreaterThan(0);
  });

  it('moves a card up and down within its column (it takes the place of the card it is dropped on)', () => {
    expect(orderAfter('c', planDrop(cards, 'c', 'a'))).toEqual(['c', 'a', 'b']);
    expect(orderAfter('a', planDrop(cards, 'a', 'b'))).toEqual(['b', 'a', 'c']);
    expect(orderAfter('a', planDrop(cards, 'a', 'c'))).toEqual(['b', 'c', 'a']);
    expect(orderAfter('b', planDrop(cards, 'b', 'a'))).toEqual(['b', 'a', 'c']);
  });

  it('moves a card to another column, before the card it is dropped on or at the end of the column', () => {
    expect(planDrop(cards, 'a', 'd')).toMatchObject({ status: 'doing', index: 0 });
    expect(orderAfter('a', planDrop(cards, 'a', 'd'))).toEqual(['a', 'd']);
    expect(orderAfter('a', planDrop(cards, 'a', 'doing'))).toEqual(['d', 'a']);
    expect(planDrop(cards, 'b', 'done')).toMatchObject({ status: 'done', index: 0 });
  });

  it('changes nothing when dropped where it was, or on nothing', () => {
    expect(planDrop(cards, 'b', 'b')).toBeNull();
    expect(planDrop(cards, 'c', 'todo')).toBeNull();
    expect(planDrop(cards, 'b', null)).toBeNull();
    expect(planDrop(cards, 'zz', 'todo')).toBeNull();
  });
});
