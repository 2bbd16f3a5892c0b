// Reporting's roll-up plan (issue 16): which days one hourly run rolls up and how far, and the
// watermark reports read raw events from. Finished days are rolled to their end once they are over,
// today up to a minute ago, and the watermark never runs ahead of what the aggregates hold.
import { describe, expect, it } from 'vitest';
import { addDays, planRollup, SETTLE_MS, watermark } from '../../src/features/reporting/rollup-plan.ts';

const at = (iso: string) => new Date(iso);
const plan = (now: string, lastComplete: string | null) =>
  planRollup(at(now), lastComplete, 30).map((s) => ({
    day: s.day,
    until: s.until.toISOString(),
    complete: s.complete,
  }));

describe('planRollup', () => {
  it('rolls today up to a minute ago when yesterday is complete', () => {
    expect(plan('2026-03-10T14:00:05Z', '2026-03-09')).toEqual([
      { day: '2026-03-10', until: '2026-03-10T13:59:05.000Z', complete: false },
    ]);
  });

  it('rolls today again on the next run, from the last complete day (the partial day is counted afresh)', () => {
    expect(plan('2026-03-10T15:00:05Z', '2026-03-09')).toEqual([
      { day: '2026-03-10', until: '2026-03-10T14:59:05.000Z', complete: false },
    ]);
  });

  it('just after midnight, leaves the finished day open until a minute has passed, and skips the new day', () => {
    expect(plan('2026-03-11T00:00:30Z', '2026-03-09')).toEqual([
      { day: '2026-03-10', until: '2026-03-10T23:59:30.000Z', complete: false },
    ]);
  });

  it('completes the finished day to its end once events have had time to be written, and starts the new day', () => {
    expect(plan('2026-03-11T01:00:00Z', '2026-03-09')).toEqual([
      { day: '2026-03-10', until: '2026-03-11T00:00:00.000Z', complete: true },
      { day: '2026-03-11', until: '2026-03-11T00:59:00.000Z', complete: false },
    ]);
    // Exactly SETTLE_MS after midnight is enough.
    const edge = planRollup(new Date(Date.parse('2026-03-11T00:00:00Z') + SETTLE_MS), '2026-03-09', 30);
    expect(edge.map((s) => [s.day, s.complete])).toEqual([
      ['2026-03-10', true],
      ['2026-03-11', false],
    ]);
  });

  it("catches up missed days in order, and never reaches back past the raw events' lifetime", () => {
    expect(plan('2026-03-10T12:00:00Z', '2026-03-07').map((s) => [s.day, s.complete])).toEqual([
      ['2026-03-08', true],
      ['2026-03-09', true],
      ['2026-03-10', false],
    ]);
    const fromScratch = plan('2026-03-10T12:00:00Z', null);
    expect(fromScratch[0]!.day).toBe(addDays('2026-03-10', -30));
    expect(fromScratch).toHaveLength(31);
    expect(plan('2026-03-10T12:00:00Z', '2025-01-01')[0]!.day).toBe('2026-02-08');
  });

  it('goes back to an older day left incomplete, even when later days are marked complete', () => {
    const steps = planRollup(at('2026-03-10T12:00:00Z'), '2026-03-09', 30, SETTLE_MS, '2026-03-07');
    expect(steps.map((s) => [s.day, s.complete])).toEqual([
      ['2026-03-07', true],
      ['2026-03-08', true],
      ['2026-03-09', true],
      ['2026-03-10', false],
    ]);
    // Today's own partial row changes nothing, nor does an open day past the raw events' lifetime.
    expect(planRollup(at('2026-03-10T12:00:00Z'), '2026-03-09', 30, SETTLE_MS, '2026-03-10').map((s) => s.day)).toEqual(
      ['2026-03-10'],
    );
    expect(planRollup(at('2026-03-10T12:00:00Z'), '2026-03-09', 30, SETTLE_MS, '2025-12-01').map((s) => s.day)).toEqual(
      ['2026-03-10'],
    );
  });
});

describe('watermark', () => {
  const floor = at('2026-02-09T00:00:00Z');
  it("is where the latest day's aggregates stop: its roll-up moment, or its end when complete", () => {
    expect(watermark({ day: '2026-03-10', rolledTo: at('2026-03-10T13:59:05Z') }, floor)).toEqual(
      at('2026-03-10T13:59:05Z'),
    );
    expect(watermark({ day: '2026-03-09', rolledTo: null }, floor)).toEqual(at('2026-03-10T00:00:00Z'));
  });

  it('falls back to the floor when nothing is rolled or the roll-up is far behind', () => {
    expect(watermark(undefined, floor)).toEqual(floor);
    expect(watermark({ day: '2026-01-01', rolledTo: null }, floor)).toEqual(floor);
  });

  it("agrees with the plan: after a run, the watermark is the last step's moment", () => {
    const steps = planRollup(at('2026-03-11T01:00:00Z'), '2026-03-09', 30);
    const last = steps.at(-1)!;
    expect(watermark({ day: last.day, rolledTo: last.complete ? null : last.until }, floor)).toEqual(last.until);
  });
});
