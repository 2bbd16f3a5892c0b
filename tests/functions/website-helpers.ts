// Shared by the website-* function tests: a ready draft made by the real generation function, the
// live-sites function reached as host routing reaches it, and the owner's website calls.
import generate from '../../functions/ai-generate-website.mts';
import liveSites from '../../functions/live-sites.mts';
import { LIVE_HOST_HEADER } from '../../src/server/publishing/host-routing.ts';
import { send, wizardForm } from './generation-helpers.ts';

export const ORIGIN = 'http://localhost:8888';
type Handler = (req: Request, context: never) => Promise<Response>;

export async function makeDraft(cookie: string, patch: Record<string, string> = {}): Promise<string> {
  const res = await send(generate, `${ORIGIN}/api/ai/generate-website`, {
    method: 'POST',
    body: wizardForm(patch),
    headers: { cookie },
  });
  if (res.status !== 200) throw new Error(`generation failed: ${JSON.stringify(res.body)}`);
  return res.body.draft_id as string;
}

export const api = (
  handler: Handler,
  path: string,
  cookie: string | undefined,
  init: { method?: string; json?: unknown } = {},
) =>
  send(handler, `${ORIGIN}${path}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });

/** A visitor's request for `path` on `host`, as the host router forwards it. */
export const visit = (host: string, path = '/') =>
  send(liveSites, `${ORIGIN}/_live${path}`, { headers: { [LIVE_HOST_HEADER]: host } });
