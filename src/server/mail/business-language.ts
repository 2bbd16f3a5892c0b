/**
 * The language a business reads its emails in (issue 31): French when its website is French-first
 * (`languages[0] === 'fr'` in the spec it edits, else in its newest draft), English otherwise.
 */
import { query } from '../db/client.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';

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
