/**
 * Local test mode's fixed names: the keys the local Stripe-compatible server accepts (they open
 * nothing anywhere else) and the path the browser reaches it on, through `npm start`'s front door.
 */
export const TEST_MODE_SECRET_KEY = 'sk_test_local_mode';
export const TEST_MODE_PUBLISHABLE_KEY = 'pk_test_local_mode';
/** Same origin as the site, so the platform's CSP ('self') allows the local Stripe.js and its calls. */
export const TEST_MODE_BROWSER_PATH = '/_local/stripe';
export const TEST_MODE_STRIPE_JS = `${TEST_MODE_BROWSER_PATH}/v3/`;
