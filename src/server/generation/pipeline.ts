/**
 * Building a draft, in generate-website-background (start.ts records it and starts the function): the logo
 * decoded, the listing's photos made into website photos, the copy written, the site rendered and screenshot,
 * its files stored, and only then marked ready — nothing half-written is served. Loads sharp.
 */
import { generateWebsiteSchema } from '../../schemas/wizard.ts';
import { getEnv } from '../env.ts';
import { fileStore, storeSiteFiles } from '../storage/storage.ts';
import { CopyError, getCopywriter, type Copywriter } from '../ai/copywriter.ts';
import { loadBusinessRecord } from './business-record.ts';
import { ensureFormId } from '../messages/contact-forms.ts';
import {
  GENERIC_FAILURE,
  draftPath,
  findDraft,
  markError,
  markReady,
  setDraftLogo,
  type DraftRow,
} from './drafts-repo.ts';
import { LogoRefused, decodeRawLogo, logoFileName } from './logo.ts';
import { RAW_LOGO_PREFIX } from './logo-upload.ts';
import { makeSite, type MakeSiteInput } from './make-site.ts';
import { previewUrl } from '../screenshot/preview.ts';
import { loadStoredPhotos, storedPhotoFiles } from '../site-editor/photos.ts';
import { photosFromListing } from '../site-editor/photo-upload.ts';

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

/** The draft's logo in 'uploads': decoded now when it was kept as sent, its key then recorded on the draft. */
async function decodedLogoKey(row: DraftRow): Promise<string | null> {
  if (!row.logo_key?.startsWith(RAW_LOGO_PREFIX)) return row.logo_key;
  const key = await decodeRawLogo(row.business_id, row.logo_key);
  await setDraftLogo(row.id, key);
  return key;
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
    const logoKey = await decodedLogoKey(row);
    const stored = logoKey ? await fileStore('uploads').get(logoKey) : undefined;
    const logo =
      stored && logoKey
        ? { file: logoFileName(logoKey), contentType: stored.contentType, data: stored.data }
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
    if (error instanceof LogoRefused) {
      await markError(row.id, error.message);
    } else if (error instanceof CopyError) {
      console.warn(`[generation] draft ${row.id}: ${error.reason}`, (error.cause as Error | undefined)?.message ?? '');
      await markError(row.id, error.message);
    } else {
      console.error(`[generation] draft ${row.id} failed:`, error);
      await markError(row.id, GENERIC_FAILURE);
    }
  }
  return findDraft(row.id);
}
