import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  recordEdit,
  setAt,
  undoStep,
  type History,
} from '../../src/features/site-editor/site-editor.ts';
import {
  restoreHistory,
  sameJson,
  serializeHistory,
  undoStorageKey,
} from '../../src/features/site-editor/undo-storage.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { makeSpec } from './renderer-fixture.ts';

const headline = (spec: SiteSpec, text: string) => setAt(spec, ['copy', 'hero', 'headline'], text);

/** Three edits of the headline, each its own step: the history and the spec the tab shows. */
function edited(): { history: History; current: SiteSpec; steps: SiteSpec[] } {
  const steps = [makeSpec()];
  let history = EMPTY_HISTORY;
  for (const [i, text] of ['Fresh bread daily', 'Coffee from six', 'Open late on Fridays'].entries()) {
    history = recordEdit(history, steps.at(-1)!, null, 1000 * (i + 1));
    steps.push(headline(steps.at(-1)!, text));
  }
  return { history, current: steps.at(-1)!, steps };
}

/** What the database hands back: the same JSON with its keys in another order. */
const reordered = <T>(value: T): T =>
  Array.isArray(value)
    ? (value.map(reordered) as T)
    : value && typeof value === 'object'
      ? (Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reordered(v)]),
        ) as T)
      : value;

describe('undo history across a reload', () => {
  it('comes back whole when the page reloads the spec it last showed, and undoes step by step', () => {
    const { history, current, steps } = edited();
    const raw = serializeHistory(history, current)!;
    const restored = restoreHistory(raw, reordered(current));
    expect(restored.past).toHaveLength(3);
    let step = undoStep(restored)!;
    expect(step.spec.copy.hero.headline).toBe('Coffee from six');
    step = undoStep(step.history)!;
    expect(step.spec.copy.hero.headline).toBe('Fresh bread daily');
    step = undoStep(step.history)!;
    expect(sameJson(step.spec, steps[0])).toBe(true);
    expect(undoStep(step.history)).toBeUndefined();
  });

  it('keeps what the tab last showed one Undo away when the server has something else', () => {
    const { history, current } = edited();
    const saved = headline(current, 'Changed in another tab');
    const restored = restoreHistory(serializeHistory(history, current), saved);
    expect(restored.past).toHaveLength(4);
    expect(undoStep(restored)!.spec.copy.hero.headline).toBe('Open late on Fridays');
  });

  it('stores only the newest steps that fit, and nothing when the spec alone does not', () => {
    const { history, current } = edited();
    const one = JSON.stringify(current).length;
    const raw = serializeHistory(history, current, 2 * one + 200)!;
    expect(raw.length).toBeLessThanOrEqual(2 * one + 200);
    const restored = restoreHistory(raw, current);
    expect(restored.past.map((s) => s.copy.hero.headline)).toEqual(['Coffee from six']);
    expect(serializeHistory(history, current, one)).toBeUndefined();
  });

  it('never holds more than the history limit', () => {
    let history = EMPTY_HISTORY;
    let spec = makeSpec();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) {
      history = recordEdit(history, spec, null, i);
      spec = headline(spec, `Headline number ${i}`);
    }
    const raw = serializeHistory(
      { ...history, past: [...history.past, ...history.past.slice(0, 20)] },
      spec,
      50_000_000,
    )!;
    expect(restoreHistory(raw, spec).past).toHaveLength(HISTORY_LIMIT);
  });

  it('starts empty from nothing, from broken or foreign data, and drops steps the schema no longer accepts', () => {
    const spec = makeSpec();
    expect(restoreHistory(null, spec)).toEqual(EMPTY_HISTORY);
    expect(restoreHistory('{not json', spec)).toEqual(EMPTY_HISTORY);
    expect(restoreHistory(JSON.stringify({ v: 2, current: spec, past: [spec] }), spec)).toEqual(EMPTY_HISTORY);
    const older = headline(spec, 'An older headline');
    const restored = restoreHistory(
      JSON.stringify({ v: 1, current: spec, past: [{ nonsense: true }, older, 42] }),
      spec,
    );
    expect(restored.past.map((s) => s.copy.hero.headline)).toEqual(['An older headline']);
  });

  it('keeps one history per business', () => {
    expect(undoStorageKey('/files/photos/a/')).not.toBe(undoStorageKey('/files/photos/b/'));
  });
});
