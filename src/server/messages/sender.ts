/** Who posted a review or a message: the client's address, and the signed-in account when the request is our own. */
import { optionalBusiness } from '../auth/session.ts';
import { assertSameOrigin } from '../http.ts';
import { clientIp } from '../rate-limit.ts';

export interface SenderContext {
  ip: string;
  senderId: string | null;
}

/**
 * Anyone may post, from our pages or from a business's generated website. The session (cookie or
 * x-access-token) only links the sender on same-origin requests, so another site cannot post in
 * a visitor's name.
 */
export async function senderContext(req: Request, context?: { ip?: string } | null): Promise<SenderContext> {
  let sameOrigin = true;
  try {
    assertSameOrigin(req);
  } catch {
    sameOrigin = false;
  }
  const business = sameOrigin ? await optionalBusiness(req) : undefined;
  return { ip: clientIp(req, context), senderId: business?.id ?? null };
}

/** CORS for the public contact endpoint (no credentials: cross-site posts are anonymous). */
export const PUBLIC_POST_CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, x-access-token',
  'access-control-max-age': '86400',
};
