/**
 * What `npm start`'s front door answers itself under /_local/, for this machine only:
 *  - /_local/mailbox: the local mailbox (only without SMTP_URL; ./local-mailbox.ts);
 *  - /_local/stripe/*: local test mode's Stripe.js, card confirmations and Customer Portal, handed to
 *    the local Stripe-compatible server (only in test mode: no Stripe keys).
 * Anything else under /_local/, or either part while it is off, is a 404. Only loopback clients and
 * the platform's own hosts are answered (a live website's host never is). Netlify has no front door.
 */
import type http from 'node:http';
import { createLocalMailbox, MAILBOX_PATH } from './local-mailbox.ts';
import { TEST_MODE_BROWSER_PATH } from '../../src/server/stripe/test-mode/constants.ts';
import type { StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';

const LOCAL_PREFIX = '/_local/';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface LocalRoutesOptions {
  /** The outbox folder; undefined when SMTP_URL is set (no mailbox). */
  outboxDir?: string;
  /** The local Stripe-compatible server in test mode; undefined when Stripe keys are set. */
  stripe?: StandIn;
  /** The platform's own host names (front-door.ts PLATFORM_HOSTS). */
  platformHosts: string[];
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('Not found');
}

/** A handler for the front door: true when it answered the request (a /_local/ path); `body` read within its limits. */
export function createLocalRoutes(
  options: LocalRoutesOptions,
): (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => boolean {
  const mailbox = options.outboxDir ? createLocalMailbox(options.outboxDir) : undefined;
  return (req, res, body) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith(LOCAL_PREFIX)) return false;
    const host = String(req.headers.host ?? '')
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '');
    if (!options.platformHosts.includes(host) || !LOOPBACK.has(req.socket.remoteAddress ?? ''))
      return (notFound(res), true);
    const done = (work: Promise<void>) => void work.catch(() => (res.headersSent ? res.destroy() : notFound(res)));
    if (mailbox && (path === MAILBOX_PATH || path.startsWith(`${MAILBOX_PATH}/`) || path === `${MAILBOX_PATH}.json`))
      done(mailbox(req, res, path));
    else if (options.stripe && path.startsWith(`${TEST_MODE_BROWSER_PATH}/`)) {
      done(options.stripe.handleBrowser(req, res, path.slice(TEST_MODE_BROWSER_PATH.length), body));
    } else notFound(res);
    return true;
  };
}
