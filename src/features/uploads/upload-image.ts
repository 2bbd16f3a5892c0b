/**
 * Sending an image upload (issue 42): the upload functions answer 202 with a job, decoded in the background;
 * this posts the form, polls GET /api/uploads/:id and resolves with a Response shaped like the old direct
 * answer (201 with the result, or the refusal's 400 body), so each screen swaps `fetch` for it and reads the
 * answer as before. `onProcessing` tells the screen the file is sent and now being processed.
 */
import { uploadStatusSchema, type UploadStatusAnswer } from '../../schemas/uploads.ts';

const POLL_EVERY_MS = 700;
const GIVE_UP_AFTER_MS = 60_000;
export const UPLOAD_SLOW_MESSAGE =
  'This photo is taking longer than expected. Please try again in a minute, or check whether it was added.';

export interface UploadOptions {
  onProcessing?: () => void;
  /** Tests shorten the waits. */
  pollEveryMs?: number;
  giveUpAfterMs?: number;
}

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The job's end as the old answer: ready 201, refused 400, failed 503; undefined while processing. */
export function answerFromJob({ upload }: UploadStatusAnswer): Response | undefined {
  if (upload.status === 'ready') return answer(201, upload.result);
  if (upload.status === 'processing') return undefined;
  const error = upload.error ?? { code: 'upload_failed', message: 'The photo could not be processed.' };
  return answer(upload.status === 'refused' ? 400 : 503, { error });
}

/** POSTs `init` to `url` and, on 202, follows the job. Throws only when the network does, as fetch does. */
export async function sendImageUpload(url: string, init: RequestInit, options: UploadOptions = {}): Promise<Response> {
  const sent = await fetch(url, { ...init, method: 'POST', credentials: 'include' });
  if (sent.status !== 202) return sent;
  const started = uploadStatusSchema.parse(await sent.json());
  options.onProcessing?.();
  const until = Date.now() + (options.giveUpAfterMs ?? GIVE_UP_AFTER_MS);
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, options.pollEveryMs ?? POLL_EVERY_MS));
    const res = await fetch(`/api/uploads/${encodeURIComponent(started.upload.id)}`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return res;
    const done = answerFromJob(uploadStatusSchema.parse(await res.json()));
    if (done) return done;
  }
  return answer(504, { error: { code: 'upload_slow', message: UPLOAD_SLOW_MESSAGE } });
}
