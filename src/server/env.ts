/**
 * The one place that reads configuration. Every variable is optional: each has an
 * embedded default so the platform runs on one laptop with no account anywhere.
 */
import { isOnNetlify, readSessionSecret } from './session-secret.ts';
import { DEFAULT_MAIL_FROM, parseMailAddress } from './mail/mail-address.ts';
import { readPlanTaxSettings, type PlanTaxSettings } from './stripe/plan-tax-settings.ts';

export interface AppEnv {
  /** Neon or PostgreSQL URL; empty means the embedded PGlite server on DB_PORT. */
  databaseUrl: string | undefined;
  /** DATABASE_DRIVER: 'neon' or 'pg' overrides the choice client.ts makes from the URL's host. */
  databaseDriver: 'neon' | 'pg' | undefined;
  /** NEON_WS_PROXY: a WebSocket proxy (ws:// or wss://) the Neon driver reaches a non-Neon Postgres through. */
  neonWsProxy: string | undefined;
  embeddedDbPort: number;
  siteUrl: string;
  production: boolean;
  sessionSecret: string;
  stripeSecretKey: string | undefined;
  stripePublishableKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** The Connect endpoint's own signing secret (events on connected accounts, e.g. account.updated). */
  stripeConnectWebhookSecret: string | undefined;
  /** Where `npm start` runs local test-mode payments (no keys, never on Netlify): the stand-in's API and its webhook secret. */
  stripeTestModeApi: string | undefined;
  stripeTestModeWebhookSecret: string | undefined;
  /** Inside a Netlify build or function (not `netlify dev`). */
  onNetlify: boolean;
  openaiApiKey: string | undefined;
  openaiBaseUrl: string | undefined;
  openaiModel: string;
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every email (one address, with or without a name). */
  mailFrom: string;
  /** MAIL_REPLY_TO: where replies to every email go; unset, none is named. */
  mailReplyTo: string | undefined;
  buildHookUrl: string | undefined;
  /**
   * Main Street's own sales-tax registrations, for the plans' tax (MAIN_STREET_GST_HST_NUMBER,
   * MAIN_STREET_PROVINCIAL_TAX_NUMBERS, MAIN_STREET_PROVINCE): none set, nothing is added (a small supplier).
   */
  planTax: PlanTaxSettings;
  /** Listing pages prebuilt by each build (the most-reviewed); the rest render on demand (issue 19). */
  prebuiltListings: number;
  dataDir: string;
  /** READ_ONLY_GETS=1: GET and HEAD calls run read-only, so a read that writes fails (the function tests). */
  readOnlyGets: boolean;
}

function readEnv(source: NodeJS.ProcessEnv): AppEnv {
  // Netlify sets CONTEXT=production on production deploys (NODE_ENV is 'production' in every astro build).
  const production = source.CONTEXT === 'production';
  const dataDir = source.DATA_DIR || '.data';
  let secret: string | undefined;
  return {
    databaseUrl: source.DATABASE_URL || undefined,
    databaseDriver: readDriver(source.DATABASE_DRIVER),
    neonWsProxy: source.NEON_WS_PROXY || undefined,
    embeddedDbPort: Number(source.DB_PORT || 54329),
    // MAIN_STREET_URL first: netlify dev overwrites URL with its own port, which sits behind the local host router.
    siteUrl: (source.MAIN_STREET_URL || source.URL || source.SITE_URL || 'http://localhost:8888').replace(/\/$/, ''),
    production,
    // Read when first used, so builds and scripts that never sign anything do not need it.
    get sessionSecret() {
      secret ??= readSessionSecret(source, dataDir);
      return secret;
    },
    stripeSecretKey: source.STRIPE_SECRET_KEY || undefined,
    stripePublishableKey: source.PUBLIC_STRIPE_PUBLISHABLE_KEY || source.STRIPE_PUBLISHABLE_KEY || undefined,
    stripeWebhookSecret: source.STRIPE_WEBHOOK_SECRET || undefined,
    stripeConnectWebhookSecret: source.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
    stripeTestModeApi: source.STRIPE_TEST_MODE_API || undefined,
    stripeTestModeWebhookSecret: source.STRIPE_TEST_MODE_WEBHOOK_SECRET || undefined,
    onNetlify: isOnNetlify(source),
    openaiApiKey: source.OPENAI_API_KEY || undefined,
    openaiBaseUrl: source.OPENAI_BASE_URL || undefined,
    openaiModel: source.OPENAI_MODEL || 'gpt-4o-mini',
    smtpUrl: source.SMTP_URL || undefined,
    mailFrom: source.MAIL_FROM ? parseMailAddress('MAIL_FROM', source.MAIL_FROM) : DEFAULT_MAIL_FROM,
    mailReplyTo: source.MAIL_REPLY_TO ? parseMailAddress('MAIL_REPLY_TO', source.MAIL_REPLY_TO) : undefined,
    buildHookUrl: source.BUILD_HOOK_URL || undefined,
    planTax: readPlanTaxSettings(source),
    prebuiltListings: Math.max(0, Number(source.DIRECTORY_PREBUILT_LISTINGS ?? 1000) || 0),
    dataDir,
    readOnlyGets: source.READ_ONLY_GETS === '1',
  };
}

function readDriver(value: string | undefined): AppEnv['databaseDriver'] {
  if (!value) return undefined;
  if (value === 'neon' || value === 'pg') return value;
  throw new Error(`DATABASE_DRIVER must be "neon" or "pg" (or unset to choose by the URL's host), not "${value}".`);
}

let cached: AppEnv | undefined;

/** Reads the environment once per process. */
export function getEnv(): AppEnv {
  cached ??= readEnv(process.env);
  return cached;
}

/** For tests that change variables between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
