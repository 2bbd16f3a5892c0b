// Shared by the generation-* function tests: accounts with a session cookie (inserted directly, so
// these tests do not depend on the registration flow), the wizard's multipart form, and requests.
import { randomBytes } from 'node:crypto';
import { query } from '../../src/server/db/client.ts';
import { createSessionToken } from '../../src/server/auth/session.ts';
import { insertPendingDraft, markReady } from '../../src/server/generation/drafts-repo.ts';

export interface GenAccount {
  id: string;
  cookie: string;
}

export async function createAccount(name = 'Sunrise Coffee House'): Promise<GenAccount> {
  const tag = randomBytes(5).toString('hex');
  const [row] = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code)
     VALUES ($1, $2, 'scrypt$unusable', $3) RETURNING id`,
    [name, `gen-${tag}@example.ca`, `gen-${tag}`],
  );
  return { id: row!.id, cookie: `accessToken=${await createSessionToken(row!.id)}` };
}

/**
 * A ready draft with the given spec, made ready as generation makes it (markReady, which starts the editor's
 * working copy from the first one), without running a copywriter: generation has its own tests.
 */
export async function insertReadyDraft(accountId: string, spec: object): Promise<string> {
  const pending = { businessId: accountId, category: 'Coffee Shop', request: {}, logoKey: null };
  const draft = await insertPendingDraft(pending);
  const url = `/sites/${draft.id}/`;
  const kind = 'svg' as const;
  const done = { draftUrl: url, screenshotUrl: `${url}shot.svg`, copywriter: 'builtin', screenshotKind: kind, ms: 1 };
  await markReady(draft.id, { ...done, spec: spec as never });
  return draft.id;
}

export const FIELDS: Record<string, string> = {
  websiteType: 'cafe',
  businessSubCategory: 'coffee-shop',
  headerType: 'Non-Transparent',
  footerType: 'Dual-Section',
  primaryColor: '#3a3da3',
  secondaryColor: '#2aeff3',
  darkFontColor: '#000000',
  lightFontColor: '#ffffff',
  headingFont: 'Outfit',
  contentFont: 'Outfit',
  selectedPages: JSON.stringify(['home', 'menu', 'services', 'about', 'contact']),
  selectedServices: JSON.stringify(['dine-in', 'catering']),
  businessName: 'Sunrise Coffee House',
  businessBriefExplaination: 'We roast our own beans and bake every morning for the neighbourhood.',
  contactNumber: '+1 780-555-0134',
  contactEmail: 'hello@sunrise.ca',
};

export function wizardForm(patch: Record<string, string> = {}, logo?: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...FIELDS, ...patch })) form.append(key, value);
  if (logo) form.append('logo', logo);
  return form;
}

/** A 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** Calls a handler with a real Request on any origin (the wizard posts same-origin). */
export async function send(
  handler: (req: Request, context: never) => Promise<Response>,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: any; headers: Headers; bytes: Uint8Array }> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== 'GET' && !headers.has('origin')) headers.set('origin', new URL(url).origin);
  const res = await handler(new Request(url, { ...init, headers }), {} as never);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let body: unknown = new TextDecoder().decode(bytes);
  try {
    body = JSON.parse(body as string);
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers, bytes };
}
