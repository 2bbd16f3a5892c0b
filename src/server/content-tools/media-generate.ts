/**
 * A new image for the owner's media library, made by the image maker (the OpenAI Images API or the
 * built-in illustrator) and turned into a website photo. Loads sharp (through the image maker and
 * photo-upload.ts): only the images function imports it.
 */
import { HttpError } from '../http.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { findType } from '../../shared/catalogue/catalogue.ts';
import { illustrationAlt } from '../../features/content-tools/illustration.ts';
import type { MediaView } from '../../schemas/media.ts';
import { CopyError } from '../ai/copy-request.ts';
import { storePhoto } from '../site-editor/photo-upload.ts';
import { loadSiteSpec } from '../site-editor/site-specs.ts';
import { loadBusinessRecord } from '../generation/business-record.ts';
import { getImageMaker, type ImageMaker } from './image-maker.ts';
import { addToLibrary, mediaView } from './media.ts';
import { assertToolIncluded, giveBackUnit, takeUnit } from './quotas.ts';

/** Makes one image for the owner's words: a unit is taken first and given back if it fails. */
export async function generateImage(
  business: SessionBusiness,
  prompt: string,
  maker: ImageMaker = getImageMaker(),
): Promise<MediaView> {
  const limit = assertToolIncluded(business, 'image');
  const month = await takeUnit(business.id, 'image', limit);
  try {
    const working = await loadSiteSpec(business.id);
    const record = working ? undefined : await loadBusinessRecord(business.id);
    const spec = working?.spec;
    const name = spec?.business.name ?? record?.name ?? business.business_name;
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
    const photo = await storePhoto(business.id, made.bytes, alt);
    return mediaView(await addToLibrary(business.id, made.source, photo, alt, prompt));
  } catch (error) {
    await giveBackUnit(business.id, 'image', month);
    if (error instanceof CopyError) throw new HttpError(502, `image_${error.reason}`, error.message);
    throw error;
  }
}
