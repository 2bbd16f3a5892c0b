/**
 * Which payments this server runs, decided once from the environment:
 *  - live: Stripe keys are set (real Stripe, or a stand-in the tests name with STRIPE_API_HOST/PORT);
 *  - test: no keys, not on Netlify, and `npm start` runs the local Stripe-compatible server
 *    (src/server/stripe/test-mode/): the same server code, no card is ever charged;
 *  - off: no keys and no local test-mode server (e.g. `netlify dev` started by hand).
 * On Netlify without keys test mode would be on, so payments refuse to start with one `[config]`
 * log line (as SESSION_SECRET does) and callers get a plain 503 saying payments are off.
 */
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { getPlan } from '../../features/plans/plans.ts';
import { TEST_MODE_PUBLISHABLE_KEY, TEST_MODE_SECRET_KEY, TEST_MODE_STRIPE_JS } from './test-mode/constants.ts';

const FREE_PLAN = getPlan('registered').name;
export const PAYMENTS_NOT_CONFIGURED = `Payments are off on this server: no Stripe keys are set and local test mode is not running (npm start runs it), so paid plans cannot be bought here. Your free ${FREE_PLAN} plan works as usual.`;
export const PAYMENTS_OFF_ON_NETLIFY = `Payments are off on this site: its Stripe keys are not set, so paid plans cannot be bought yet. Your free ${FREE_PLAN} plan works as usual.`;
const NETLIFY_CONFIG_LINE =
  'STRIPE_SECRET_KEY is not set on Netlify: payments refuse to start (local test mode never runs on Netlify). Set STRIPE_SECRET_KEY, PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET for Functions.';

export interface StripeApi {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export type PaymentsMode =
  | {
      kind: 'live' | 'test';
      secretKey: string;
      publishableKey: string | undefined;
      webhookSecret: string | undefined;
      api: StripeApi;
      stripeJsUrl: string | null;
    }
  | { kind: 'off'; message: string };

function apiFromUrl(url: string): StripeApi {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (parsed.protocol === 'https:' ? 443 : 80)),
    protocol: parsed.protocol === 'https:' ? 'https' : 'http',
  };
}

/** The override the tests use to point keyed Stripe at a stand-in; read here, the one seam that may. */
function apiOverride(): StripeApi {
  const { STRIPE_API_HOST: host, STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: protocol } = process.env;
  return {
    ...(host ? { host } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
}

let refusalLogged = false;

export function paymentsMode(): PaymentsMode {
  const env = getEnv();
  if (env.stripeSecretKey) {
    return {
      kind: 'live',
      secretKey: env.stripeSecretKey,
      publishableKey: env.stripePublishableKey,
      webhookSecret: env.stripeWebhookSecret,
      api: apiOverride(),
      stripeJsUrl: null,
    };
  }
  if (env.onNetlify) {
    if (!refusalLogged) console.error(`[config] ${NETLIFY_CONFIG_LINE}`);
    refusalLogged = true;
    return { kind: 'off', message: PAYMENTS_OFF_ON_NETLIFY };
  }
  if (env.stripeTestModeApi && env.stripeTestModeWebhookSecret) {
    return {
      kind: 'test',
      secretKey: TEST_MODE_SECRET_KEY,
      publishableKey: TEST_MODE_PUBLISHABLE_KEY,
      webhookSecret: env.stripeTestModeWebhookSecret,
      api: apiFromUrl(env.stripeTestModeApi),
      stripeJsUrl: TEST_MODE_STRIPE_JS,
    };
  }
  return { kind: 'off', message: PAYMENTS_NOT_CONFIGURED };
}

/** The mode when payments can run; a 503 that says why they cannot otherwise. */
export function requirePayments(): Exclude<PaymentsMode, { kind: 'off' }> {
  const mode = paymentsMode();
  if (mode.kind === 'off') throw new HttpError(503, 'payments_not_configured', mode.message);
  return mode;
}
