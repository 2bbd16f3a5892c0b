/**
 * Choosing the free Community plan at checkout: the account is marked as having chosen (a bloc
 * service, so `homeFor` sends it to the dashboard from now on), and nothing else is asked for. The
 * directory listing can be filled in later from the dashboard, which says what it still needs.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { findBusinessById, type SessionBusiness } from '../auth/session.ts';

export const COMMUNITY_SERVICE = 'community-plan';

export async function chooseFreePlan(business: SessionBusiness): Promise<SessionBusiness> {
  await query(
    `UPDATE businesses SET bloc_services = array_append(bloc_services, $2), updated_at = now()
     WHERE id = $1 AND NOT ($2 = ANY(bloc_services))`,
    [business.id, COMMUNITY_SERVICE],
  );
  const fresh = await findBusinessById(business.id);
  if (!fresh) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  return fresh;
}
