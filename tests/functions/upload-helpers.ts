// Image uploads are decoded in a background function (issue 42): these helpers send an upload to its function
// on a background-host origin (tests/functions/background-host.ts, Netlify's background invocation), wait for
// image-upload-background, and read the job as the screens do (src/features/uploads/upload-image.ts), giving
// the answer the upload functions used to give: 201 with the result, or 400 with why.
import { afterAll } from 'vitest';
import backgroundFn from '../../functions/image-upload-background.mts';
import uploadsFn from '../../functions/uploads.mts';
import { uploadStatusSchema } from '../../src/schemas/uploads.ts';
import { answerFromJob } from '../../src/features/uploads/upload-image.ts';
import { startBackgroundHost } from './background-host.ts';
import { send } from './generation-helpers.ts';

type Handler = (req: Request, context: never) => Promise<Response>;
type Host = Awaited<ReturnType<typeof startBackgroundHost>>;

let host: Promise<Host> | undefined;
/** Background runs wait for `gate` (tests that look at a job while it is processing set one). */
let gate: Promise<unknown> = Promise.resolve();
export const holdBackground = (until: Promise<unknown>) => (gate = until);

/**
 * Called at the top of each test file that uploads: the file's own host, closed after its tests (test files
 * share this module in their worker, isolate: false, so the hooks must be the file's).
 */
export function useUploadHost(): void {
  afterAll(async () => {
    const closing = host;
    host = undefined;
    await (await closing)?.close();
  });
}

export function uploadHost(): Promise<Host> {
  host ??= startBackgroundHost({ 'image-upload-background': async (req) => (await gate, backgroundFn(req)) });
  return host;
}

/** The job's status as GET /api/uploads/:id answers it. */
export async function readUpload(id: string, cookie: string) {
  const { origin } = await uploadHost();
  return send(uploadsFn, `${origin}/api/uploads/${id}`, { headers: { cookie } });
}

/** POSTs `init` to `handler` at `path`; a 202 is followed to the job's end: the old answer, and the job's id. */
export async function sendUpload(handler: Handler, path: string, init: RequestInit) {
  const { origin, settled } = await uploadHost();
  const started = await send(handler, `${origin}${path}`, { method: 'POST', ...init });
  if (started.status !== 202) return { status: started.status, body: started.body, uploadId: undefined };
  const uploadId = uploadStatusSchema.parse(started.body).upload.id;
  await settled();
  const read = await readUpload(uploadId, new Headers(init.headers).get('cookie') ?? '');
  const answer = read.status === 200 ? answerFromJob(uploadStatusSchema.parse(read.body)) : undefined;
  if (!answer) return { status: read.status, body: read.body, uploadId };
  return { status: answer.status, body: await answer.json(), uploadId };
}
