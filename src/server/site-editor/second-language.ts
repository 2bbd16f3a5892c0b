/**
 * Adding the second language to a one-language website (issue 31, POST /api/site/second-language):
 * the copywriter that writes generated sites (built-in, or OpenAI when configured) writes the new
 * language's words from the owner's own facts as the working copy holds them (name, overview,
 * pages, services, town, phone), and the two copies are saved as one new version, on the version
 * the editor showed. The words are written before anything is saved: a copywriter that fails, or
 * a save that comes too late, leaves the working copy as it was.
 */
import { findService, findType } from '../../shared/catalogue/catalogue.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import { NO_SITE_MESSAGE, SITE_SPEC_STALE_MESSAGE } from '../../schemas/site-editor.ts';
import { SECOND_LANGUAGE_MESSAGES, type AddedSecondLanguage } from '../../schemas/site-second-language.ts';
import { addableLanguage, withSecondLanguage } from '../../features/site-editor/bilingual.ts';
import { CopyError, type Copywriter, type CopyRequest } from '../ai/copywriter.ts';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { loadSiteSpec } from './site-specs.ts';

/** The copywriter's request for `language`, from the working copy: the owner's facts as they are now. */
export function copyRequestFromSpec(spec: SiteSpec, language: SiteLanguage, variant: number): CopyRequest {
  const type = findType(spec.websiteType);
  return {
    language,
    businessName: spec.business.name,
    overview: spec.business.overview,
    websiteType: spec.websiteType,
    typeName: spec.typeName,
    subCategoryName: spec.subCategoryName,
    subCategory: spec.subCategory,
    pages: spec.pages,
    // A catalogue service is named as the catalogue names it (each writer has its language's name);
    // one the catalogue does not know keeps the owner's name.
    services: spec.copy.services.map((s) => {
      const known = type ? findService(type, s.slug) : undefined;
      return { slug: s.slug, name: known?.name ?? s.name, summary: known?.summary ?? s.summary };
    }),
    city: spec.business.address?.city ?? null,
    province: spec.business.address?.province ?? null,
    phone: spec.business.phone,
    email: spec.business.email,
    variant,
  };
}

const refuse = (message: string) =>
  new HttpError(400, 'validation_failed', `language: ${message}`, { language: [message] });

/** The working copy, when `language` can be added to it on `baseVersion`; else the 4xx that says why. */
export async function loadAddable(accountId: string, language: SiteLanguage, baseVersion: number) {
  const current = await loadSiteSpec(accountId);
  if (!current) throw new HttpError(404, 'no_site', NO_SITE_MESSAGE);
  const addable = addableLanguage(current.spec);
  if (!addable) throw refuse(SECOND_LANGUAGE_MESSAGES.already);
  if (language !== addable) throw refuse(SECOND_LANGUAGE_MESSAGES.same);
  if (current.version !== baseVersion) throw new HttpError(409, 'stale_version', SITE_SPEC_STALE_MESSAGE);
  return current;
}

/** Writes `language`'s copy and saves both languages as the next version after `baseVersion`. */
export async function addSecondLanguage(
  accountId: string,
  language: SiteLanguage,
  baseVersion: number,
  writer: Copywriter,
): Promise<AddedSecondLanguage> {
  const current = await loadAddable(accountId, language, baseVersion);
  const written = await writer
    .write(copyRequestFromSpec(current.spec, language, current.draftNumber ?? 1))
    .catch((error: unknown) => {
      if (error instanceof CopyError) throw new HttpError(502, 'copy_failed', SECOND_LANGUAGE_MESSAGES.failed);
      throw error;
    });
  const spec = siteSpecSchema.parse(withSecondLanguage(current.spec, language, written));
  const rows = await query<{ version: number; updated_at: Date }>(
    `UPDATE site_specs SET spec = $3::jsonb, version = version + 1, updated_at = now()
     WHERE business_id = $1 AND version = $2 RETURNING version, updated_at`,
    [accountId, baseVersion, JSON.stringify(spec)],
  );
  if (!rows[0]) throw new HttpError(409, 'stale_version', SITE_SPEC_STALE_MESSAGE);
  return { spec, version: rows[0].version, updatedAt: rows[0].updated_at.toISOString() };
}
