/**
 * The media library (media_items, migration 0012): the owner's uploads, built-in illustrations and
 * model images, all made into website photos by the one pipeline (storePhoto: WebP + AVIF at
 * 480/960/1600 px, metadata dropped). From here an image goes to the site's hero or about page, the
 * directory listing, or an article. Making an image is in media-generate.ts (it loads sharp).
 */
import { query } from '../db/client.ts';
import { HttpError, notFound } from '../http.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { findType } from '../../shared/catalogue/catalogue.ts';
import { photoFile } from '../../features/site-renderer/sections.ts';
import { illustrationAlt } from '../../features/content-tools/illustration.ts';
import type { SitePhoto } from '../../schemas/site-spec.ts';
import type { MediaAnswer, MediaView } from '../../schemas/media.ts';
import { MAX_LISTING_IMAGES, IMAGE_COUNT_MESSAGE } from '../../shared/images.ts';
import { CopyError } from '../ai/copy-request.ts';
import { photoAssetBase } from '../site-editor/photos.ts';
import { loadSiteSpec, saveSiteSpec } from '../site-editor/site-specs.ts';
import { markSiteChanged } from '../site-state.ts';
import { loadBusinessRecord } from '../generation/business-record.ts';
import { imageMakerName } from './image-maker-name.ts';
import { quotaFor } from './quotas.ts';
import { listGenerations } from './image-generations.ts';

export interface MediaRow extends Record<string, unknown> {
  id: string;
  business_id: string;
  source: MediaView['source'];
  photo: SitePhoto;
  alt: string;
  prompt: string;
  created_at: Date;
}

export function mediaView(row: MediaRow): MediaView {
  const base = photoAssetBase(row.business_id);
  const p = row.photo;
  const preview = p.widths.filter((w) => w <= 960).at(-1) ?? p.widths[0]!;
  return {
    id: row.id,
    source: row.source,
    alt: row.alt,
    prompt: row.prompt,
    photoId: p.id,
    width: p.width,
    height: p.height,
    widths: p.widths,
    previewUrl: `${base}${photoFile(p.id, preview, 'webp')}`,
    srcset: p.widths.map((w) => `${base}${photoFile(p.id, w, 'webp')} ${w}w`).join(', '),
    sitePath: `/${photoFile(p.id, preview, 'webp')}`,
    createdAt: row.created_at.toISOString(),
  };
}

/** Adds a stored photo to the library (the same photo twice stays one item; a new alt text wins). */
export async function addToLibrary(
  businessId: string,
  source: MediaView['source'],
  photo: SitePhoto,
  alt: string,
  prompt = '',
): Promise<MediaRow> {
  const [row] = await query<MediaRow>(
    `INSERT INTO media_items (business_id, source, photo, alt, prompt) VALUES ($1, $2, $3::jsonb, $4, $5)
     ON CONFLICT (business_id, (photo->>'id')) DO UPDATE SET alt = COALESCE(NULLIF(EXCLUDED.alt, ''), media_items.alt)
     RETURNING *`,
    [businessId, source, JSON.stringify({ ...photo, alt: '' }), alt.trim().slice(0, 160), prompt.slice(0, 400)],
  );
  return row!;
}

export async function findMedia(businessId: string, id: string): Promise<MediaRow | undefined> {
  const [row] = await query<MediaRow>('SELECT * FROM media_items WHERE id = $1 AND business_id = $2', [id, businessId]);
  return row;
}

export async function listMedia(business: SessionBusiness): Promise<MediaAnswer> {
  const rows = await query<MediaRow>(
    'SELECT * FROM media_items WHERE business_id = $1 ORDER BY created_at DESC LIMIT 200',
    [business.id],
  );
  const generations = await listGenerations(business.id);
  const quota = await quotaFor(business, 'image');
  return {
    locked: quota.limit <= 0,
    quota: { ...quota, kind: 'image' },
    items: rows.map(mediaView),
    generations,
    illustrator: imageMakerName(),
  };
}

export const NO_SITE_FOR_MEDIA = 'Create your website first: then its photos can come from your library.';

/** Puts a library image on the website (hero or about, saved to the editor's working copy) or the listing. */
export async function useMedia(
  business: SessionBusiness,
  id: string,
  target: 'hero' | 'about' | 'listing',
  altOverride?: string,
): Promise<{ message: string }> {
  const item = await findMedia(business.id, id);
  if (!item) throw notFound('This image is not in your library.');
  const alt = (altOverride ?? item.alt).trim().slice(0, 160);
  if (target === 'listing') {
    const url = `/files/site-assets/${business.id}/${photoFile(item.photo.id, Math.max(...item.photo.widths), 'webp')}`;
    const rows = await query<{ n: number }>(
      `UPDATE listings SET images = CASE WHEN images @> $2::jsonb THEN images ELSE images || $2::jsonb END, updated_at = now()
       WHERE id = (SELECT id FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1)
         AND (images @> $2::jsonb OR jsonb_array_length(images) < $3)
       RETURNING jsonb_array_length(images) AS n`,
      [business.id, JSON.stringify([{ url }]), MAX_LISTING_IMAGES],
    );
    if (!rows[0]) {
      const [has] = await query('SELECT 1 FROM listings WHERE owner_id = $1', [business.id]);
      throw has
        ? new HttpError(400, 'validation_failed', IMAGE_COUNT_MESSAGE)
        : notFound('Create your directory listing first.');
    }
    await markSiteChanged();
    return {
      message: 'Added to your directory listing. It shows after the next site update, usually within a few minutes.',
    };
  }
  const working = await loadSiteSpec(business.id);
  if (!working) throw notFound(NO_SITE_FOR_MEDIA);
  const spec = working.spec;
  const photo: SitePhoto = { ...item.photo, alt };
  const photos = spec.photos.some((p) => p.id === photo.id)
    ? spec.photos.map((p) => (p.id === photo.id ? photo : p))
    : [...spec.photos, photo];
  if (photos.length > 24)
    throw new HttpError(
      400,
      'validation_failed',
      'Your website has 24 photos already. Remove one in the editor first.',
    );
  await saveSiteSpec(business.id, { ...spec, photos, media: { ...spec.media, [target]: photo.id } }, working.version);
  return {
    message:
      target === 'hero'
        ? 'Now the photo at the top of your home page. Publish your website to put it live.'
        : 'Now the photo on your about page. Publish your website to put it live.',
  };
}
