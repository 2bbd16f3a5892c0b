/**
 * Draft generation: a request becomes a pending draft; the draft is built (copy, render,
 * screenshot), its files stored, and only then marked ready — nothing half-written is served.
 * Fast copywriters build inline; slow ones continue in the background function.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { generateWebsiteSchema, type GenerateWebsiteInput } from '../../schemas/wizard.ts';
import { getEnv } from '../env.ts';
import { deriveKey } from '../session-secret.ts';
import { fileStore, storeSiteFiles } from '../storage/storage.ts';
import { CopyError, getCopywriter, type Copywriter } from '../ai/copywriter.ts';
import { websiteCategory } from './assemble.ts';
import { loadBusinessRecord } from './business-record.ts';
import { ensureFormId } from '../messages/contact-forms.ts';
import {
  GENERIC_FAILURE,
  draftPath,
  findDraft,
  insertPendingDraft,
  markError,
  markReady,
  type DraftRow,
} from './drafts-repo.ts';
import { logoFileName, storeLogo } from './logo.ts';
import { makeSite, type MakeSiteInput } from './make-site.ts';
import { previewUrl } from '../screenshot/preview.ts';
import { loadStoredPhotos, storedPhotoFiles } from '../site-editor/photos.ts';
import { photosFromListing } from '../site-editor/photo-upload.ts';
import { syncListingFromWizard } from './listing-sync.ts';
import type { SessionBusiness } from '../auth/session.ts';

export const BACKGROUND_PATH = '/.netlify/functions/generate-website-background';

export { draftPath };

/** The wizard's photos, then the listing's, for a new draft (at most three; a draft is made without them if they cannot be read). */
async function draftPhotos(accountId: string, photoIds: readonly string[]): Promise<MakeSiteInput['photos']> {
  try {
    const chosen = await loadStoredPhotos(accountId, photoIds);
    const listing = chosen.length >= 3 ? [] : await photosFromListing(accountId, 3 - chosen.length);
    const list = [...chosen, ...listing.filter((p) => !chosen.some((c) => c.id === p.id))].slice(0, 3);
    return { list, files: await storedPhotoFiles(accountId, { photos: list }) };
  } catch (error) {
    console.warn('[generation] listing photos skipped:', (error as Error).message);
    return undefined;
  }
}

/** Builds a pending draft to the end: ready with its files stored, or error with a message. */
export async function buildDraft(draftId: string, writer: Copywriter = getCopywriter()): Promise<DraftRow | undefined> {
  const started = performance.now();
  const row = await findDraft(draftId);
  if (!row || row.status !== 'pending') return row;
  try {
    const request = generateWebsiteSchema.parse(row.request);
    // The site's contact form needs the account's form id: made here, where a site is made, so reads only read it.
    await ensureFormId(row.business_id);
    const record = await loadBusinessRecord(row.business_id);
    const stored = row.logo_key ? await fileStore('uploads').get(row.logo_key) : undefined;
    const logo =
      stored && row.logo_key
        ? { file: logoFileName(row.logo_key), contentType: stored.contentType, data: stored.data }
        : undefined;
    const siteUrl = getEnv().siteUrl;
    const photos = await draftPhotos(row.business_id, request.photoIds);
    const made = await makeSite({
      request,
      record,
      writer,
      variant: row.draft_number,
      baseUrl: `${siteUrl}${draftPath(row.id)}`,
      platformUrl: siteUrl,
      logo,
      photos,
    });
    await storeSiteFiles(`drafts/${row.id}/`, made.files);
    await markReady(row.id, {
      spec: made.spec,
      draftUrl: draftPath(row.id),
      screenshotUrl: previewUrl(draftPath(row.id), made.files, made.screenshotPath),
      copywriter: writer.name,
      screenshotKind: made.screenshotKind,
      ms: performance.now() - started,
    });
  } catch (error) {
    if (error instanceof CopyError) {
      console.warn(`[generation] draft ${row.id}: ${error.reason}`, (error.cause as Error | undefined)?.message ?? '');
      await markError(row.id, error.message);
    } else {
      console.error(`[generation] draft ${row.id} failed:`, error);
      await markError(row.id, GENERIC_FAILURE);
    }
  }
  return findDraft(row.id);
}

/** The token that lets the background function build one draft (nobody else can start it). */
export function draftToken(draftId: string): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, 'draft-token'))
    .update(`draft:${draftId}`)
    .digest('hex');
}

export function verifyDraftToken(draftId: string, token: string | null): boolean {
  const expected = Buffer.from(draftToken(draftId));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Asks Netlify to run the background function for this draft (it answers 202 at once). */
export async function dispatchBackground(origin: string, draftId: string): Promise<boolean> {
  try {
    const res = await fetch(new URL(BACKGROUND_PATH, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-draft-token': draftToken(draftId) },
      body: JSON.stringify({ draft_id: draftId }),
      signal: AbortSignal.timeout(8000),
    });
    return res.status === 202 || res.ok;
  } catch (error) {
    console.error('[generation] background function unreachable:', (error as Error).message);
    return false;
  }
}

export interface StartOptions {
  /** The platform origin the request came in on (where the background function lives). */
  origin: string;
  writer?: Copywriter;
}

/** Creates the draft and builds it now (fast copywriter) or hands it to the background function. */
export async function startGeneration(
  business: SessionBusiness,
  input: GenerateWebsiteInput,
  logo: File | null,
  options: StartOptions,
): Promise<DraftRow> {
  const writer = options.writer ?? getCopywriter();
  const storedLogo = logo ? await storeLogo(business.id, logo) : null;
  await syncListingFromWizard(business, input);
  const draft = await insertPendingDraft({
    businessId: business.id,
    category: websiteCategory(input),
    request: input,
    logoKey: storedLogo?.key ?? null,
  });
  if (!writer.slow) return (await buildDraft(draft.id, writer))!;
  if (!(await dispatchBackground(options.origin, draft.id))) {
    await markError(draft.id, 'Website generation could not start. Please regenerate your website.');
  }
  return (await findDraft(draft.id))!;
}
