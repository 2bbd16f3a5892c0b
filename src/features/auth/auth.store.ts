/**
 * The one auth store (nanostores): the business auth object of spec §3, filled from
 * GET /api/business/auth. Any failure resets it silently to an anonymous business (§4).
 */
import { atom } from 'nanostores';
import type { AuthResponse, BusinessAuth } from '../../schemas/auth.ts';
// Plain checks, not the zod schema: this store ships on every page with the header (see src/shared/auth.ts).
import { ANONYMOUS, homeFor, isSignedInAnswer } from '../../shared/auth.ts';

export type { AuthResponse, BusinessAuth } from '../../schemas/auth.ts';

/** 'loading' until the first answer, so nothing renders for the wrong state. */
export const $authState = atom<'loading' | 'ready'>('loading');
export const $auth = atom<AuthResponse>(ANONYMOUS);

/** The readable (non-secret) hint cookie set beside the HttpOnly accessToken. */
export const SIGNED_IN_HINT_COOKIE = 'ms_signed_in';

export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

export async function loadAuth(fetcher: typeof fetch = fetch): Promise<AuthResponse> {
  try {
    const res = await fetcher('/api/business/auth', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    const body: unknown = res.ok ? await res.json() : null;
    $auth.set(isSignedInAnswer(body) ? (body as AuthResponse) : ANONYMOUS);
  } catch {
    $auth.set(ANONYMOUS);
  }
  $authState.set('ready');
  return $auth.get();
}

export { homeFor };

/** Ends the session (header menu, dashboard): it ends only when the server answers 200 (§4); a failure throws. */
export async function logout(fetcher: typeof fetch = fetch): Promise<void> {
  const res = await fetcher('/api/business/logout', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ business_id: $auth.get().entity?.id }),
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
}
