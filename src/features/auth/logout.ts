/** Ends the session: it ends only when the server answers 200 (§4); a failure is reported to the caller. */
import { $auth } from './auth.store.ts';

export async function logout(fetcher: typeof fetch = fetch): Promise<void> {
  const res = await fetcher('/api/business/logout', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ business_id: $auth.get().entity?.id }),
  });
  if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
}
