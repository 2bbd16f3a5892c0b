/**
 * The undo history kept across a reload: the store writes it to sessionStorage (per tab, per
 * business) and reads it back when the editor loads. Bounded twice: the history itself holds at most
 * HISTORY_LIMIT steps, and the stored copy keeps the newest steps that fit in STORED_HISTORY_MAX_CHARS
 * (browsers give an origin about 5 M characters of sessionStorage; an eight-page spec is about 20 K).
 * Pure: no storage access here.
 */
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import { EMPTY_HISTORY, HISTORY_LIMIT, type History } from './site-editor.ts';

export const STORED_HISTORY_MAX_CHARS = 1_000_000;

/** One key per business: `assetBase` names the account's own photo folder. */
export const undoStorageKey = (assetBase: string) => `main-street:site-editor-undo:${assetBase}`;

/** The history and the spec this tab shows, as stored; undefined when even the spec alone does not fit. */
export function serializeHistory(
  history: History,
  current: SiteSpec,
  maxChars = STORED_HISTORY_MAX_CHARS,
): string | undefined {
  const head = `{"v":1,"current":${JSON.stringify(current)},"past":[`;
  let size = head.length + 2;
  if (size > maxChars) return undefined;
  const kept: string[] = [];
  for (let i = history.past.length - 1; i >= 0; i--) {
    const step = JSON.stringify(history.past[i]);
    if (size + step.length + 1 > maxChars) break;
    size += step.length + 1;
    kept.unshift(step);
  }
  return `${head}${kept.join(',')}]}`;
}

/** Deep equality of JSON values, whatever the key order (the database's jsonb reorders keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

const parseSpec = (value: unknown): SiteSpec | undefined => {
  const result = siteSpecSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

/**
 * The history to resume with, given what was stored and the spec just loaded from the server. Steps
 * that no longer pass the spec schema are dropped. When this tab last showed something other than what
 * was loaded (an edit not saved before the reload, or another tab's save since), that becomes the
 * newest step: one Undo brings it back, as 'Load the newer version' does.
 */
export function restoreHistory(raw: string | null | undefined, loaded: SiteSpec): History {
  if (!raw) return EMPTY_HISTORY;
  let data: { v?: unknown; current?: unknown; past?: unknown };
  try {
    data = JSON.parse(raw);
  } catch {
    return EMPTY_HISTORY;
  }
  if (!data || data.v !== 1 || !Array.isArray(data.past)) return EMPTY_HISTORY;
  const past = data.past.map(parseSpec).filter((s): s is SiteSpec => s !== undefined);
  const current = parseSpec(data.current);
  if (current && !sameJson(current, loaded)) past.push(current);
  return past.length ? { past: past.slice(-HISTORY_LIMIT), lastKey: null, lastAt: 0 } : EMPTY_HISTORY;
}
