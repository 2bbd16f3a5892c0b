import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { inviteSchema } from '../src/schemas/team.ts';
import { createInvitation } from '../src/server/team/invitations.ts';

// Invite by email: a single-use link that works for 7 days.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const actor = await requireRole(req, 'team-invite');
  const input = await parseJsonBody(req, inviteSchema);
  await enforceRateLimits(
    [{ name: 'invite:business', value: actor.id, limit: 50, windowSeconds: 86400 }],
    'Too many invitations today. Please try again tomorrow.',
  );
  await createInvitation(actor, input);
  return json(
    { status: 200, message: `Invitation sent to ${input.email}. The link works once, for 7 days.` },
    { status: 201 },
  );
});

export const config: Config = { path: '/api/team/invite' };
