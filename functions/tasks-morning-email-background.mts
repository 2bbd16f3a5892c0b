import { morningBatchSchema } from '../src/schemas/background-batches.ts';
import { readBatch } from '../src/server/fan-out.ts';
import { MORNING_BATCH_PURPOSE } from '../src/server/tasks/morning-fan-out.ts';
import { sendMorningEmails } from '../src/server/tasks/morning-email.ts';

// Netlify background function (up to 15 minutes): sends the morning emails of one batch of people that
// tasks-morning-email claimed, with a token only the server can make. A retry sends none twice.
export default async function tasksMorningEmailBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const batch = morningBatchSchema.safeParse(await readBatch(req, MORNING_BATCH_PURPOSE));
  if (!batch.success) return new Response(null, { status: 403 });
  console.log('[tasks-morning-email-background]', JSON.stringify(await sendMorningEmails(batch.data.people)));
  return new Response(null, { status: 202 });
}
