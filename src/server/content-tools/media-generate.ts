/**
 * Making one requested image, in image-generate-background (image-generations.ts records the request and
 * starts it): the image maker (the OpenAI Images API or the built-in illustrator) draws it, the website photo
 * pipeline stores it, and one statement ends the request and adds the image to the library. A failure ends it
 * in error with the maker's message and gives the unit back. Loads sharp (the image maker and photo-upload.ts).
 */
import { query } from '../db/client.ts';
import { findType } from '../../shared/catalogue/catalogue.ts';
import { illustrationAlt } from '../../features/content-tools/illustration.ts';
import { CopyError } from '../ai/copy-request.ts';
import { storePhoto } from '../site-editor/photo-upload.ts';
import { loadSiteSpec } from '../site-editor/site-specs.ts';
import { loadBusinessRecord } from '../generation/business-record.ts';
import { getImageMaker, type ImageMaker } from './image-maker.ts';
import { IMAGE_FAILED, failGenerations, findGeneration, recordImageGeneration } from './image-generations.ts';
import type { MediaRow } from './media.ts';
import type { SessionBusiness } from '../auth/session.ts';

/** Makes the image of one generating request: the library's new item, or undefined (the request failed, with why). */
export async function buildImage(id: string, maker: ImageMaker = getImageMaker()): Promise<MediaRow | undefined> {
  const request = await findGeneration(id);
  if (!request || request.status !== 'generating') return undefined;
  try {
    const working = await loadSiteSpec(request.business_id);
    const record = working ? undefined : await loadBusinessRecord(request.business_id);
    const spec = working?.spec;
    const [business] = await query<{ business_name: string }>('SELECT business_name FROM businesses WHERE id = $1', [
      request.business_id,
    ]);
    const name = spec?.business.name ?? record?.name ?? business?.business_name ?? '';
    const { prompt } = request;
    const made = await maker.make({
      prompt,
      businessName: name,
      businessType: spec?.subCategoryName ?? 'local business',
      primary: spec?.design.primaryColor ?? '#1f4e79',
      secondary: spec?.design.secondaryColor ?? '#f2b134',
      icon: findType(spec?.websiteType)?.icon ?? 'store',
    });
    const alt =
      made.source === 'illustration' ? illustrationAlt(name, prompt) : prompt.replace(/[.!?]+$/, '').slice(0, 160);
    const photo = await storePhoto(request.business_id, made.bytes, alt);
    // Ends the request and adds the image in one statement: a request already given up on adds nothing.
    const [item] = await query<MediaRow>(
      `WITH done AS (
         DELETE FROM image_generations WHERE id = $1 AND status = 'generating' RETURNING business_id, prompt)
       INSERT INTO media_items (business_id, source, photo, alt, prompt)
       SELECT business_id, $2, $3::jsonb, $4, left(prompt, 400) FROM done
       ON CONFLICT (business_id, (photo->>'id'))
       DO UPDATE SET alt = COALESCE(NULLIF(EXCLUDED.alt, ''), media_items.alt)
       RETURNING *`,
      [id, made.source, JSON.stringify({ ...photo, alt: '' }), alt.trim().slice(0, 160)],
    );
    return item;
  } catch (error) {
    if (!(error instanceof CopyError)) console.error(`[images] generation ${id} failed:`, error);
    await failGenerations({ id }, error instanceof CopyError ? error.message : IMAGE_FAILED);
    return undefined;
  }
}

/** The seed's images: a request recorded and made here and now, through the same rows as the background path. */
export async function generateImageNow(
  business: SessionBusiness,
  prompt: string,
  maker: ImageMaker,
): Promise<MediaRow | undefined> {
  return buildImage((await recordImageGeneration(business, prompt)).id, maker);
}
