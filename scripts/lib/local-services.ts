/**
 * The embedded defaults for email and payments that `npm start` (and `npm test`) run beside the site:
 *  - without SMTP_URL, the local mailbox (/_local/mailbox) and one terminal line per email;
 *  - without STRIPE_SECRET_KEY, local test mode: the local Stripe-compatible server, set up with the
 *    plans' prices and the portal configuration as `npm run stripe:setup` does for a real account, and
 *    the environment that points the functions at it, and test registration numbers for the plans' sales
 *    tax. Never on Netlify (no front door runs there, and
 *    src/server/stripe/payments-mode.ts refuses test mode there anyway).
 */
import { seedDemoPayoutAccounts } from '../../src/server/seed/demo-payouts.ts';
import path from 'node:path';
import type { FSWatcher } from 'node:fs';
import { runCommand } from './run.ts';
import { createLocalRoutes } from './local-routes.ts';
import { MAILBOX_PATH } from './local-mailbox.ts';
import { watchOutbox } from './outbox.ts';
import { PLATFORM_HOSTS } from './front-door.ts';
import { startStripeStandIn, type StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';
import { TEST_MODE_BROWSER_PATH } from '../../src/server/stripe/test-mode/constants.ts';
import { TEST_CARDS } from '../../src/shared/test-cards.ts';

/** Main Street's registrations in local test mode: all zeros, plainly not real ones. */
export const TEST_MODE_TAX_NUMBERS = {
  MAIN_STREET_GST_HST_NUMBER: '000000000 RT0000',
  MAIN_STREET_PROVINCIAL_TAX_NUMBERS: 'QC=0000000000 TQ0000',
};

export interface LocalServices {
  /** Variables for the functions (test mode's server and webhook secret). */
  env: Record<string, string>;
  stripe: StandIn | undefined;
  localRoutes: ReturnType<typeof createLocalRoutes>;
  close(): Promise<void>;
}

export async function startLocalServices(options: {
  port: number;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  persist: boolean;
  printMail?: boolean;
}): Promise<LocalServices> {
  const { port, dataDir, env, log } = options;
  const outboxDir = env.SMTP_URL ? undefined : path.resolve(dataDir, 'outbox');
  let watcher: FSWatcher | undefined;
  if (outboxDir && options.printMail !== false) {
    watcher = watchOutbox(outboxDir, (line) => console.log(`[mail] ${line}`));
  }
  if (outboxDir) {
    log(
      `email: no SMTP_URL, so emails go to the local mailbox at http://localhost:${port}${MAILBOX_PATH} (files in ${path.relative(process.cwd(), outboxDir)})`,
    );
  }
  let stripe: StandIn | undefined;
  const functionsEnv: Record<string, string> = {};
  if (!env.STRIPE_SECRET_KEY) {
    stripe = await startStripeStandIn({
      keys: 'test-mode',
      port: Number(env.STRIPE_TEST_MODE_PORT || 0),
      webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook`,
      browserBase: TEST_MODE_BROWSER_PATH,
      ...(options.persist ? { stateFile: path.resolve(dataDir, 'stripe-test-mode.json') } : {}),
    });
    Object.assign(functionsEnv, stripe.testModeEnv);
    // The plans' prices (by lookup_key) and the portal configuration, as for a real Stripe account.
    await runCommand('tsx', ['scripts/stripe-setup.ts'], { ...env, ...functionsEnv });
    // The demo shops' payout accounts exist in this test mode only (issue 40).
    await seedDemoPayoutAccounts(stripe, log);
    // So a newcomer sees the plans' sales tax at checkout and on the receipt: registration numbers of zeros, which no
    // real registration has (plan-tax-settings.ts); unless the operator set Main Street's own.
    if (!env.MAIN_STREET_GST_HST_NUMBER) {
      Object.assign(functionsEnv, TEST_MODE_TAX_NUMBERS);
      log(`plans' sales tax: test mode's registration numbers (${Object.values(TEST_MODE_TAX_NUMBERS).join('; ')})`);
    }
    log(
      `payments: local test mode (no Stripe keys), no card is charged. Test cards: ${TEST_CARDS.map((c) => `${c.number} ${c.outcome}`).join('; ')}`,
    );
  } else {
    log('payments: Stripe (STRIPE_SECRET_KEY is set)');
  }
  return {
    env: functionsEnv,
    stripe,
    localRoutes: createLocalRoutes({ outboxDir, stripe, platformHosts: PLATFORM_HOSTS }),
    async close() {
      watcher?.close();
      await stripe?.close();
    },
  };
}
