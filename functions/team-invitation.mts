import type { Config } from '@netlify/functions';
import { allowMethods, handle, HttpError, json, parseJsonBody } from '../src/server/http.ts';
import { optionalBusiness } from '../src/server/auth/session.ts';
import { enforceRateLimits, clientIp } from '../src/server/rate-limit.ts';
import { invitationActionSchema } from '../src/schemas/team.ts';
import {
  acceptSignedIn,
  acceptWithNewAccount,
  acceptWithPassword,
  invitationState,
} from '../src/server/team/invitations.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';

// The invitation link (/join#token=…): check it; accept it signed in; or sign in / sign up and join in one step.
export default handle(async (req, context) => {
  allowMethods(req, 'POST');
  const input = await parseJsonBody(req, invitationActionSchema);
  if (input.action === 'check') return json(await invitationState(input.token));
  if (input.action === 'accept') {
    const person = await optionalBusiness(req);
    if (!person) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
    return signedInResponse(await acceptSignedIn(input.token, person), { replaces: person.session_id });
  }
  await enforceRateLimits(
    [{ name: 'join:ip', value: clientIp(req, context as { ip?: string }), limit: 10, windowSeconds: 600 }],
    'Too many tries. Please wait 10 minutes and try again.',
  );
  const business =
    input.action === 'sign-in'
      ? await acceptWithPassword(input.token, input.password)
      : await acceptWithNewAccount(input.token, input.new_password);
  return signedInResponse(business);
});

export const config: Config = { path: '/api/team/invitation' };
