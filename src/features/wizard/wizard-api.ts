/** The creator's calls: generation status, generate-website (multipart) and registration. */
import type { Registration } from '../../schemas/business.ts';
import { generateAnswerSchema, statusAnswerSchema, type GenerateAnswer, type StatusAnswer } from '../../schemas/generation.ts';

export const NETWORK_ERROR = 'Unable to connect to server. Please retry in five minutes.';
export const GENERIC_ERROR = 'Something went wrong, please regenerate your website.';

export async function fetchStatus(): Promise<StatusAnswer | null> {
  try {
    const res = await fetch('/api/ai/retrieve-generation-status', { credentials: 'include', headers: { accept: 'application/json' } });
    if (!res.ok) return null;
    const parsed = statusAnswerSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : null;
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
    const body: unknown = await res.json().catch(() => null);
    const answer = generateAnswerSchema.safeParse(body);
    if (answer.success) return answer.data;
    return { key: 'error', message: (body as { error?: { message?: string } } | null)?.error?.message ?? GENERIC_ERROR };
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
