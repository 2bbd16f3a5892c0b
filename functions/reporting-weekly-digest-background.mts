import { digestBatchSchema } from '../src/schemas/background-batches.ts';
import { readBatch } from '../src/server/fan-out.ts';
import { DIGEST_BATCH_PURPOSE } from '../src/server/reporting/digest-fan-out.ts';
import { sendDigests } from '../src/server/reporting/digest.ts';

// Netlify background function (up to 15 minutes): sends the weekly digests of one batch that
// reporting-weekly-digest claimed, with a token only the server can make. A retry sends none twice.
export default async function reportingWeeklyDigestBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const batch = digestBatchSchema.safeParse(await readBatch(req, DIGEST_BATCH_PURPOSE));
  if (!batch.success) return new Response(null, { status: 403 });
  const { business_ids, week } = batch.data;
  console.log('[reporting-weekly-digest-background]', JSON.stringify(await sendDigests(business_ids, week)));
  return new Response(null, { status: 202 });
}
