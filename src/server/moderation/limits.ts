/** The hard limits on anything a stranger can post here: per IP and per email address (429 beyond). */
import { enforceRateLimits } from '../rate-limit.ts';

export const CONTACT_RATE_LIMITS = { perIp: 10, perEmail: 5, windowSeconds: 600 } as const;

export const TOO_MANY_MESSAGE =
  'You have sent several reviews or messages in a short time. Please wait 10 minutes and try again.';

export async function enforceContactLimits(ip: string, email: string): Promise<void> {
  const { perIp, perEmail, windowSeconds } = CONTACT_RATE_LIMITS;
  await enforceRateLimits(
    [
      { name: 'contact:ip', value: ip, limit: perIp, windowSeconds },
      { name: 'contact:email', value: email.trim(), limit: perEmail, windowSeconds },
    ],
    TOO_MANY_MESSAGE,
  );
}
