/** The creator's calls: generation status, generate-website (multipart) and registration. */
import type { Registration } from '../../schemas/business.ts';

export const NETWORK_ERROR = 'Unable to connect to server. Please retry in five minutes.';
export const GENERIC_ERROR = 'Something went wrong, please regenerate your website.';

export interface DraftSummary {
  id: string;
  draft_number: number;
  website_category: string;
  label: string;
  status: 'pending' | 'ready' | 'error';
  message: string | null;
  draft_url: string | null;
  draft_url_screenshot_url: { url: string }[] | string;
  download_url: string | null;
}

export interface StatusAnswer {
  status: 0 | 1;
  draft_url: string | null;
  full_list_of_drafts: DraftSummary[];
  pending: boolean;
  business_record: { business_name: string | null; business_brief_explanation: string | null; contact_number: string | null; contact_email: string } | null;
}

export interface GenerateAnswer {
  key: 'success' | 'pending' | 'error';
  message: string;
  draft_id?: string;
  draftUrl?: string | null;
  full_list_of_drafts?: DraftSummary[];
}

export async function fetchStatus(): Promise<StatusAnswer | null> {
  try {
    const res = await fetch('/api/ai/retrieve-generation-status', { credentials: 'include', headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as StatusAnswer) : null;
  } catch {
    return null;
  }
}

export async function postGenerate(fields: Record<string, string>, logo: File | null): Promise<GenerateAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (logo) form.append('logo', logo);
  try {
    const res = await fetch('/api/ai/generate-website', { method: 'POST', body: form, credentials: 'include' });
    const body = (await res.json().catch(() => null)) as (GenerateAnswer & { error?: { message?: string } }) | null;
    if (body?.key) return body;
    return { key: 'error', message: body?.error?.message ?? GENERIC_ERROR };
  } catch {
    return { key: 'error', message: NETWORK_ERROR };
  }
}

export type RegisterResult = { ok: true } | { ok: false; fields: Record<string, string>; message: string };

/** POST /api/business/create (the accounts issue's endpoint): 200 without errorMessage is success. */
export async function registerAccount(values: Registration): Promise<RegisterResult> {
  try {
    const res = await fetch('/api/business/create', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await res.json().catch(() => null)) as { errorMessage?: string; error?: { message?: string; fields?: Record<string, string[]> } } | null;
    if (res.status === 200 && !body?.errorMessage) return { ok: true };
    if (body?.errorMessage) return { ok: false, fields: {}, message: body.errorMessage };
    if (res.status >= 500 || !body?.error) return { ok: false, fields: {}, message: NETWORK_ERROR };
    const fields = Object.fromEntries(Object.entries(body.error.fields ?? {}).map(([k, v]) => [k, v[0] ?? '']));
    return { ok: false, fields, message: Object.keys(fields).length ? '' : (body.error.message ?? NETWORK_ERROR) };
  } catch {
    return { ok: false, fields: {}, message: NETWORK_ERROR };
  }
}
