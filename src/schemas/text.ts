/**
 * The one text primitive every schema's string fields start from. It refuses control characters
 * (NUL included: PostgreSQL cannot store it, so it used to reach the database and answer 500) with
 * a message naming the problem; tab, line feed and carriage return stay allowed for multi-line text.
 */
import { z } from './z.ts';

/** C0 controls except \t \n \r, DEL, and the C1 controls. */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'may not contain control characters (such as a NUL byte).';

/** A string field (same parameters as `z.string`) that refuses control characters, checked first. */
export function text(params?: Parameters<typeof z.string>[0]): z.ZodMiniString<string> {
  return z.string(params).check(
    z.refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: (issue) => `${fieldLabel(issue.path)} ${CONTROL_CHARACTER_MESSAGE}`,
      abort: true,
    }),
  );
}

function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  const last = path?.filter((p) => typeof p === 'string').at(-1);
  if (!last) return 'This text';
  const words = String(last)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
