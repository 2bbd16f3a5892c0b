/**
 * The language a business reads its emails in (issue 31): French when its website is French-first
 * (`languages[0] === 'fr'` in the spec it edits, else in its newest draft), English otherwise.
 */
import { query } from '../db/client.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { defaultLanguageChoice, languagesOf } from '../../shared/languages.ts';

export async function businessLanguage(businessId: string | null | undefined): Promise<Lang> {
  if (!businessId) return 'en';
  const [row] = await query<{ lang: string | null }>(
    `SELECT coalesce(
       (SELECT spec->'languages'->>0 FROM site_specs WHERE business_id = $1),
       (SELECT site_spec->'languages'->>0 FROM website_drafts WHERE business_id = $1 ORDER BY created_at DESC, draft_number DESC LIMIT 1)
     ) AS lang`,
    [businessId],
  );
  return row?.lang === 'fr' ? 'fr' : 'en';
}

/**
 * The language of emails about a listing: its owner's (above) once claimed; for an unclaimed one, the
 * first language the wizard would give its business (French in Quebec, defaultLanguageChoice).
 */
export async function listingLanguage(listingId: string): Promise<Lang> {
  const [row] = await query<{ owner_id: string | null; state_code: string | null }>(
    'SELECT owner_id, state_code FROM listings WHERE id = $1',
    [listingId],
  );
  if (row?.owner_id) return businessLanguage(row.owner_id);
  return languagesOf(defaultLanguageChoice(row?.state_code))[0] === 'fr' ? 'fr' : 'en';
}
