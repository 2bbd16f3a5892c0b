// The client side of background image uploads (issue 42): the helper follows a 202 job to the answer the
// upload functions used to give, so the screens read it as before. fetch is the browser's: stubbed here with
// the answers the functions give (their own tests: tests/functions/image-uploads.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFromJob, sendImageUpload, UPLOAD_SLOW_MESSAGE } from '../../src/features/uploads/upload-image.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const job = (status: string, more: object = {}) => ({ upload: { id: 'u-1', status, ...more } });
const FAST = { pollEveryMs: 1, giveUpAfterMs: 2000 };

/** Answers the POST with `first`, then each status read with the next of `reads` (the last one repeats). */
function serve(first: Response, reads: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${url}`);
    if (init?.method === 'POST') return first;
    return json(200, reads.length > 1 ? reads.shift() : reads[0]);
  });
  return calls;
}
afterEach(() => void vi.unstubAllGlobals());

describe('answerFromJob', () => {
  it('gives the old answers: 201 with the result, 400 with the refusal, 503 when it failed', async () => {
    const ready = answerFromJob(job('ready', { result: { url: '/files/a.webp' } }) as never)!;
    expect([ready.status, await ready.json()]).toEqual([201, { url: '/files/a.webp' }]);
    const error = { code: 'validation_failed', message: 'No photo', fields: { photo: ['No photo'] } };
    const refused = answerFromJob(job('refused', { error }) as never)!;
    expect([refused.status, await refused.json()]).toEqual([400, { error }]);
    expect(answerFromJob(job('failed', { error }) as never)!.status).toBe(503);
    expect(answerFromJob(job('processing') as never)).toBeUndefined();
  });
});

describe('sendImageUpload', () => {
  it('polls the job after a 202, says it is processing, and resolves with the result', async () => {
    const calls = serve(json(202, job('processing')), [job('processing'), job('ready', { result: { photo: 1 } })]);
    const onProcessing = vi.fn();
    const res = await sendImageUpload('/api/site/photos', { body: 'x' }, { ...FAST, onProcessing });
    expect([res.status, await res.json()]).toEqual([201, { photo: 1 }]);
    expect(onProcessing).toHaveBeenCalledOnce();
    expect(calls).toEqual(['POST /api/site/photos', 'GET /api/uploads/u-1', 'GET /api/uploads/u-1']);
  });

  it('passes an answer that is not a job straight through (a 400 at once, a 429)', async () => {
    serve(json(400, { error: { message: 'Too big' } }), []);
    const res = await sendImageUpload('/api/images', { body: 'x' }, FAST);
    expect([res.status, await res.json()]).toEqual([400, { error: { message: 'Too big' } }]);
  });

  it('gives up with a clear message when the job takes too long', async () => {
    serve(json(202, job('processing')), [job('processing')]);
    const res = await sendImageUpload('/api/images', { body: 'x' }, { pollEveryMs: 5, giveUpAfterMs: 30 });
    expect([res.status, (await res.json()).error.message]).toEqual([504, UPLOAD_SLOW_MESSAGE]);
  });
});
