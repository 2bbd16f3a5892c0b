/** Logging out ends the session on the server, not only the cookie. */
import { endLegacyTokens, revokeSession, type SessionBusiness } from '../auth/sessions-repo.ts';

export async function endSession(business: SessionBusiness): Promise<void> {
  if (business.session_id) return revokeSession(business.session_id);
  // A token from before server sessions cannot be ended alone: end every such token of the person.
  if (business.user_id) await endLegacyTokens(business.user_id);
}
