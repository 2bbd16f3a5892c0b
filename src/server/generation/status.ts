/** The answers of generate-website and retrieve-generation-status (spec §7), from draft rows. */
import type { BusinessRecord } from './business-record.ts';
import type { DraftSummary, GenerateAnswer, StatusAnswer } from '../../schemas/generation.ts';
import { GENERIC_FAILURE, STALE_PENDING_MS, listDrafts, type DraftRow } from './drafts-repo.ts';

export function summarise(row: DraftRow, now = Date.now()): DraftSummary {
  const stale = row.status === 'pending' && now - new Date(row.created_at).getTime() > STALE_PENDING_MS;
  const status = stale ? 'error' : row.status;
  return {
    id: row.id,
    draft_number: row.draft_number,
    website_category: row.website_category,
    label: `Draft ${row.draft_number} - ${row.website_category}`,
    status,
    message: status === 'error' ? (stale ? GENERIC_FAILURE : (row.error_message ?? GENERIC_FAILURE)) : null,
    draft_url: status === 'ready' ? row.draft_url : null,
    draft_url_screenshot_url: status === 'ready' && row.screenshot_url ? [{ url: row.screenshot_url }] : [],
    download_url: status === 'ready' ? `/api/ai/download-website?draft_id=${row.id}` : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export const ANONYMOUS_STATUS: StatusAnswer = {
  status: 0,
  draft_url: null,
  draft_url_screenshot_url: [],
  full_list_of_drafts: [],
  pending: false,
  business_record: null,
};

export async function statusFor(accountId: string, record: BusinessRecord | null): Promise<StatusAnswer> {
  const drafts = (await listDrafts(accountId)).map((row) => summarise(row));
  const newestReady = drafts.find((d) => d.status === 'ready');
  return {
    status: 1,
    draft_url: newestReady?.draft_url ?? null,
    draft_url_screenshot_url: newestReady?.draft_url_screenshot_url ?? [],
    full_list_of_drafts: drafts,
    pending: drafts.some((d) => d.status === 'pending'),
    business_record: record
      ? {
          business_name: record.name,
          business_brief_explanation: record.description,
          contact_number: record.phone,
          contact_email: record.email,
        }
      : null,
  };
}

/** The generate-website answer (spec §7 keys) for the draft just made or started. */
export function generationAnswer(draft: DraftSummary, all: DraftSummary[]): GenerateAnswer {
  const key: GenerateAnswer['key'] =
    draft.status === 'ready' ? 'success' : draft.status === 'pending' ? 'pending' : 'error';
  const message =
    key === 'success'
      ? `${draft.label} is ready.`
      : key === 'pending'
        ? 'Website generation in progress'
        : (draft.message ?? GENERIC_FAILURE);
  return {
    key,
    message,
    draft_id: draft.id,
    draftUrl: draft.draft_url,
    draft_url_screenshot_url: draft.draft_url_screenshot_url,
    full_list_of_drafts: all,
  };
}
