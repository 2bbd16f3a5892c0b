// The wizard's generation as it runs on Netlify (issue 42): POST /api/ai/generate-website answers 202 and starts
// generate-website-background, run here by the background-host stand-in; the draft is then read as the
// wizard's polling reads it (retrieve-generation-status).
import generate from '../../functions/ai-generate-website.mts';
import status from '../../functions/ai-retrieve-generation-status.mts';
import background from '../../functions/generate-website-background.mts';
import type { DraftSummary } from '../../src/schemas/generation.ts';
import { startBackgroundHost } from './background-host.ts';
import { send } from './generation-helpers.ts';

/** A draft summary as read in tests: a ready draft's address and screenshot are there (the answer's JSON). */
export type Draft = Omit<DraftSummary, 'draft_url' | 'draft_url_screenshot_url'> & {
  draft_url: string;
  draft_url_screenshot_url: { url: string }[];
};

export interface Generated {
  /** generate-website's own answer (202 pending, or a 4xx). */
  started: Awaited<ReturnType<typeof send>>;
  /** The draft once its background run ended (undefined when none was started). */
  draft: Draft | undefined;
  drafts: Draft[];
}

export async function generateAndSettle(
  cookie: string | undefined,
  form: FormData,
  headers: Record<string, string> = {},
): Promise<Generated> {
  const host = await startBackgroundHost({ 'generate-website-background': background });
  try {
    const started = await send(generate, `${host.origin}/api/ai/generate-website`, {
      method: 'POST',
      body: form,
      headers: { ...(cookie ? { cookie } : {}), ...headers },
    });
    await host.settled();
    if (started.status !== 202 || !cookie) return { started, draft: undefined, drafts: [] };
    const listed = await send(status, `${host.origin}/api/ai/retrieve-generation-status`, { headers: { cookie } });
    const drafts = listed.body.full_list_of_drafts as Draft[];
    return { started, draft: drafts.find((d) => d.id === started.body.draft_id), drafts };
  } finally {
    await host.close();
  }
}

/** A ready draft (its summary), or an error naming why the draft is not ready. */
export async function readyDraft(cookie: string, form: FormData): Promise<Draft> {
  const { started, draft } = await generateAndSettle(cookie, form);
  if (started.status !== 202 || draft?.status !== 'ready')
    throw new Error(`generation failed: ${JSON.stringify(started.body)} ${JSON.stringify(draft)}`);
  return draft;
}
