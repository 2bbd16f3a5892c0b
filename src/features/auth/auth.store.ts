/**
 * The one auth store (nanostores): the business auth object of spec §3, filled from
 * GET /api/business/auth. Any failure resets it silently to an anonymous business (§4).
 */
import { atom } from 'nanostores';

export type Rank = 'registered' | 'web-hosting' | 'complete';

export interface BusinessAuth {
  status: 0 | 1;
  entity: { type: 'business'; id: string } | null;
  name: string;
  email: string;
  rank: Rank | null;
  bloc_services: string[];
  /** Present on the seeded demo account only. */
  demo?: true;
}

export const ANONYMOUS: BusinessAuth = { status: 0, entity: null, name: '', email: '', rank: null, bloc_services: [] };

/** 'loading' until the first answer, so nothing renders for the wrong state. */
export const $authState = atom<'loading' | 'ready'>('loading');
export const $auth = atom<BusinessAuth>(ANONYMOUS);

/** The readable (non-secret) hint cookie set beside the HttpOnly accessToken. */
export const SIGNED_IN_HINT_COOKIE = 'ms_signed_in';

export function hasSignedInHint(cookie: string): boolean {
  return cookie.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

export async function loadAuth(fetcher: typeof fetch = fetch): Promise<BusinessAuth> {
  try {
    const res = await fetcher('/api/business/auth', { credentials: 'include', headers: { accept: 'application/json' } });
    const body = res.ok ? ((await res.json()) as Partial<BusinessAuth>) : null;
    $auth.set(body && body.status === 1 && body.entity ? { ...ANONYMOUS, ...body, status: 1 } : ANONYMOUS);
  } catch {
    $auth.set(ANONYMOUS);
  }
  $authState.set('ready');
  return $auth.get();
}

/** Where a signed-in business belongs (§4 intent): a registered rank without services picks a plan first. */
export function homeFor(auth: Pick<BusinessAuth, 'rank' | 'bloc_services'>): '/checkout' | '/dashboard' {
  return auth.rank === 'registered' && auth.bloc_services.length === 0 ? '/checkout' : '/dashboard';
}

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
