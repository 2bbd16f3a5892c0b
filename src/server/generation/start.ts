/**
 * Starting a draft, while the owner waits (issue 42): the wizard's form is checked by the function, the logo
 * checked cheaply and kept as sent (logo-upload.ts), the listing updated, the pending draft recorded, and
 * generate-website-background started (pipeline.ts builds it there; the wizard polls the status). Nothing
 * here decodes an image or waits for a model, so the synchronous function carries neither sharp nor a model.
 */
import type { GenerateWebsiteInput } from '../../schemas/wizard.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { backgroundToken, startBackground, verifyBackgroundToken } from '../background.ts';
import { fileStore } from '../storage/storage.ts';
import { websiteCategory } from './assemble.ts';
import { findDraft, insertPendingDraft, markError, type DraftRow } from './drafts-repo.ts';
import { storeRawLogo } from './logo-upload.ts';
import { syncListingFromWizard } from './listing-sync.ts';

export const BACKGROUND_FUNCTION = 'generate-website-background';
const PURPOSE = 'draft-token';
export const START_FAILED = 'Website generation could not start. Please regenerate your website.';

/** The token that lets the background function build one draft (nobody else can start it). */
export const draftToken = (draftId: string) => backgroundToken(PURPOSE, draftId);

export const verifyDraftToken = (draftId: string, token: string | null) =>
  verifyBackgroundToken(PURPOSE, draftId, token);

/** Records the pending draft and starts its build in the background; an error draft when it could not start. */
export async function startGeneration(
  business: SessionBusiness,
  input: GenerateWebsiteInput,
  logo: File | null,
  options: { origin: string },
): Promise<DraftRow> {
  const logoKey = logo ? await storeRawLogo(business.id, logo) : null;
  await syncListingFromWizard(business, input);
  const draft = await insertPendingDraft({
    businessId: business.id,
    category: websiteCategory(input),
    request: input,
    logoKey,
  });
  const started = await startBackground(options.origin, BACKGROUND_FUNCTION, draftToken(draft.id), {
    draft_id: draft.id,
  });
  if (!started) {
    await markError(draft.id, START_FAILED);
    if (logoKey) await fileStore('upload-originals').delete(logoKey);
  }
  return (await findDraft(draft.id))!;
}
