// Shared by the website-* function tests: a ready draft made by the real generation functions (the request
// and its background run), the live-sites function reached as host routing reaches it, and the owner's calls.
import liveSites from '../../functions/live-sites.mts';
import { LIVE_HOST_HEADER } from '../../src/server/publishing/host-routing.ts';
import { send, wizardForm } from './generation-helpers.ts';
import { readyDraft } from './generation-background.ts';

export const ORIGIN = 'http://localhost:8888';
type Handler = (req: Request, context: never) => Promise<Response>;

export async function makeDraft(cookie: string, patch: Record<string, string> = {}): Promise<string> {
  return (await readyDraft(cookie, wizardForm(patch))).id;
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
