import { describe, expect, it } from 'vitest';
import { createSlots } from '../../src/shared/slots.ts';

describe('createSlots', () => {
  it('runs at most max at once, the rest in order, and frees its slots', async () => {
    const slots = createSlots(2);
    const started: number[] = [];
    let peak = 0;
    const releases: (() => void)[] = [];
    const tasks = Array.from({ length: 5 }, (_, i) =>
      slots.run(async () => {
        started.push(i);
        peak = Math.max(peak, slots.running());
        await new Promise<void>((resolve) => releases.push(resolve));
        return i;
      }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1]);
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(peak).toBe(2);
    expect(slots.running()).toBe(0);
  });

  it('frees a slot when the work fails', async () => {
    const slots = createSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.running()).toBe(0);
  });
});
