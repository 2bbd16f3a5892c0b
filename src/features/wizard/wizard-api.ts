/** The creator's calls: generation status and generate-website (multipart); registration is register/SignupForm.tsx. */
import { NETWORK_ERROR } from '../register/account-api.ts';
import type { GenerateAnswer, StatusAnswer } from '../../schemas/generation.ts';

// The answers' schemas (and zod) load with the first answer to check, not with the page (issue 29): a first
// visitor, signed out, never needs them.
const schemas = () => import('../../schemas/generation.ts');

export const GENERIC_ERROR = 'Something went wrong, please regenerate your website.';

export async function fetchStatus(): Promise<StatusAnswer | null> {
  try {
    const res = await fetch('/api/ai/retrieve-generation-status', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const { statusAnswerSchema } = await schemas();
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
    const { generateAnswerSchema } = await schemas();
    const answer = generateAnswerSchema.safeParse(body);
    if (answer.success) return answer.data;
    return {
      key: 'error',
      message: (body as { error?: { message?: string } } | null)?.error?.message ?? GENERIC_ERROR,
    };
  } catch {
    return { key: 'error', message: NETWORK_ERROR };
  }
}

/** The signed-in owner's province code from their directory listing (the language default), or null. */
export async function fetchOwnerProvince(): Promise<string | null> {
  try {
    const res = await fetch('/api/business/listing', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { listing?: { form?: { state_code?: unknown } } | null };
    const code = body.listing?.form?.state_code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}
