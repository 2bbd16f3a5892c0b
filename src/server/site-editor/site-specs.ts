/**
 * The owner's working copy of their website (site_specs, migration 0007): what the editor edits and
 * what publishing renders. It starts as a copy of the first ready draft; contact details and hours
 * always come from the one business record (the listing), never from the editor. Every save carries
 * the version it was based on and is refused when another save came first.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import { NO_SITE_MESSAGE, SITE_SPEC_STALE_MESSAGE, type SiteEditorState } from '../../schemas/site-editor.ts';
import { specWithRecord } from '../generation/assemble.ts';
import { loadBusinessRecord } from '../generation/business-record.ts';
import { listStoredPhotoIds, photoAssetBase } from './photos.ts';

interface Row extends Record<string, unknown> {
  spec: unknown;
  version: number;
  draft_id: string | null;
  draft_number: number | null;
  updated_at: Date;
}

const SELECT = `SELECT s.spec, s.version, s.draft_id, d.draft_number, s.updated_at
  FROM site_specs s LEFT JOIN website_drafts d ON d.id = s.draft_id WHERE s.business_id = $1`;

/**
 * The owner's working copy with the business record's current details, or undefined before any ready draft.
 * Only reads: the copy is made when the first draft becomes ready (markReady in drafts-repo.ts).
 */
export async function loadSiteSpec(accountId: string): Promise<SiteEditorState | undefined> {
  const [row] = await query<Row>(SELECT, [accountId]);
  if (!row) return undefined;
  // A stored copy that fails the schema is the server's fault (a 500, logged), not the caller's (a 400).
  const stored = siteSpecSchema.safeParse(row.spec);
  if (!stored.success) {
    throw new Error(`The stored working copy of ${accountId} fails the site spec schema`, { cause: stored.error });
  }
  const spec = specWithRecord(stored.data, await loadBusinessRecord(accountId));
  return {
    spec,
    version: row.version,
    draftId: row.draft_id,
    draftNumber: row.draft_number,
    updatedAt: row.updated_at.toISOString(),
    assetBase: photoAssetBase(accountId),
  };
}

/**
 * What the editor may change: words, design, pages, photos. What the platform decides stays: the
 * business details (from the listing), addresses, the logo file, the schema type and the year.
 */
export function mergeEditable(current: SiteSpec, edited: SiteSpec, storedPhotos: ReadonlySet<string>): SiteSpec {
  const photos = edited.photos.filter((p) => storedPhotos.has(p.id));
  const known = new Set(photos.map((p) => p.id));
  const keep = (id: string | null) => (id && known.has(id) ? id : null);
  return {
    ...edited,
    version: current.version,
    baseUrl: current.baseUrl,
    platformUrl: current.platformUrl,
    business: current.business,
    websiteType: current.websiteType,
    typeName: current.typeName,
    subCategory: current.subCategory,
    schemaType: current.schemaType,
    ogImage: current.ogImage,
    year: current.year,
    demo: current.demo,
    design: { ...edited.design, logo: current.design.logo },
    // A service renamed in the editor is renamed in the structured data too.
    services: edited.services.map((s) => ({
      ...s,
      name: edited.copy.services.find((c) => c.slug === s.slug)?.name ?? s.name,
    })),
    photos,
    media: {
      hero: keep(edited.media.hero),
      about: keep(edited.media.about),
      gallery: edited.media.gallery.filter((id) => known.has(id)),
    },
  };
}

/** Saves the owner's edits on top of `baseVersion`; 409 when another save came first. Returns the new version. */
export async function saveSiteSpec(
  accountId: string,
  edited: SiteSpec,
  baseVersion: number,
): Promise<{ version: number; updatedAt: string }> {
  const current = await loadSiteSpec(accountId);
  if (!current) throw new HttpError(404, 'no_site', NO_SITE_MESSAGE);
  const spec = siteSpecSchema.parse(mergeEditable(current.spec, edited, await listStoredPhotoIds(accountId)));
  const rows = await query<{ version: number; updated_at: Date }>(
    `UPDATE site_specs SET spec = $3::jsonb, version = version + 1, updated_at = now()
     WHERE business_id = $1 AND version = $2 RETURNING version, updated_at`,
    [accountId, baseVersion, JSON.stringify(spec)],
  );
  if (!rows[0]) throw new HttpError(409, 'stale_version', SITE_SPEC_STALE_MESSAGE);
  return { version: rows[0].version, updatedAt: rows[0].updated_at.toISOString() };
}
