/**
 * One business name on a site. The name comes from one record (spec.business.name, which the
 * platform keeps equal to the owner's directory listing); the copy is prose a copywriter wrote
 * around the name it had then. Two rules keep them from drifting apart (issue 27):
 * - the home page's <title> is always built from the record's name; the stored search title only
 *   supplies the words after it ('{name} | Coffee Shop in Barrhead');
 * - when the record's name changes, the copy's mentions of the old name follow it (renameInCopy).
 * Pure.
 */
import type { SiteCopy } from '../../schemas/site-copy.ts';

const SEPARATOR = ' | ';

/** The home page's title: the record's name, then the stored title's words after its own name. */
export function homeTitle(name: string, storedTitle: string): string {
  const title = storedTitle.trim();
  if (title === name || title.startsWith(`${name}${SEPARATOR}`) || title.startsWith(`${name} `)) return title;
  const cut = title.indexOf(SEPARATOR);
  const rest = cut >= 0 ? title.slice(cut + SEPARATOR.length).trim() : title;
  return rest ? `${name}${SEPARATOR}${rest}` : name;
}

function renameIn<T>(value: T, from: string, to: string): T {
  if (typeof value === 'string') return value.replaceAll(from, to) as T;
  if (Array.isArray(value)) return value.map((v) => renameIn(v, from, to)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renameIn(v, from, to)])) as T;
  }
  return value;
}

/**
 * The copy with every mention of the business's old name replaced by its new one (the same object
 * when the name did not change). Names under 3 characters are left alone: too likely to be part of a word.
 */
export function renameInCopy(copy: SiteCopy, from: string, to: string): SiteCopy {
  const old = from.trim();
  if (!old || old === to || old.length < 3) return copy;
  return renameIn(copy, old, to);
}
