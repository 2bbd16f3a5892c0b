/**
 * The bodies scheduled functions hand to their background functions (issue 42). Each is made by the server
 * and carries a token over its exact bytes (src/server/fan-out.ts); the schema still checks its shape.
 */
import { z } from './z.ts';

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const ids = z.array(z.string()).check(z.minLength(1));

/** The weekly digests of some businesses for the week starting `week` (a Monday, UTC). */
export const digestBatchSchema = z.object({ week: day, business_ids: ids });
export type DigestBatch = z.infer<typeof digestBatchSchema>;

/** The morning emails of some people: each one's claimed businesses on one local day. */
export const morningBatchSchema = z.object({
  people: z.array(z.object({ user_id: z.string(), local_date: day, business_ids: ids })).check(z.minLength(1)),
});
export type MorningBatch = z.infer<typeof morningBatchSchema>;
export type MorningPerson = MorningBatch['people'][number];
