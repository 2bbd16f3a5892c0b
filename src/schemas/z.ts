/**
 * The zod every schema is written with (issue 29): `zod/mini`, the same validator as classic zod in functions
 * instead of methods, so a page's islands bundle only the checks they use (classic zod is about 24 KB gzipped
 * in the browser whatever is used). The server validates with these same schemas. English messages as classic
 * zod gives them by default (mini sets no locale), so a default message reads the same on both sides.
 * scripts/page-weight.ts fails the build when classic zod reaches a page's scripts.
 */
import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };

/** Classic zod's `z.preprocess`: `fn` runs on the raw input, then `schema` checks what it returns. */
export function preprocess<T extends z.core.$ZodType>(fn: (input: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}
