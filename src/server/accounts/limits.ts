/** Rate limits of the account calls: per client IP and per email, 10 tries in 10 minutes each. */
import { enforceRateLimits } from '../rate-limit.ts';

const WINDOW_SECONDS = 10 * 60;
const LIMIT = 10;

export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait 10 minutes and try again.';
export const TOO_MANY_REGISTRATIONS = 'Too many registration attempts. Please wait 10 minutes and try again.';

export async function limitAccountAttempts(kind: 'login' | 'register', ip: string, email: string): Promise<void> {
  await enforceRateLimits(
    [
      { name: `${kind}:ip`, value: ip, limit: LIMIT, windowSeconds: WINDOW_SECONDS },
      { name: `${kind}:email`, value: email.trim().toLowerCase(), limit: LIMIT, windowSeconds: WINDOW_SECONDS },
    ],
    kind === 'login' ? TOO_MANY_LOGINS : TOO_MANY_REGISTRATIONS,
  );
}
