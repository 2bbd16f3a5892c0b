// /_local/* gets the front door's body limits (issue 37): any page open in the developer's browser can post
// there, and the Stripe stand-in used to read any body whole (8 MB was accepted). Real servers on loopback:
// the front door with its /_local/ routes, and the local Stripe-compatible server behind them and on its own port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_HOSTS, startFrontDoor } from '../../scripts/lib/front-door.ts';
import { createLocalRoutes } from '../../scripts/lib/local-routes.ts';
import { STAND_IN_BODY_LIMITS, startStripeStandIn, type StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';
import { TEST_MODE_BROWSER_PATH } from '../../src/server/stripe/test-mode/constants.ts';

let stripe: StandIn;
let door: http.Server;
let base: string;
const OVER = 'x'.repeat(STAND_IN_BODY_LIMITS.maxBytes + 1024); // 5 MB and a bit: the front door's default limit too

beforeAll(async () => {
  stripe = await startStripeStandIn({ keys: 'test-mode', browserBase: TEST_MODE_BROWSER_PATH });
  // No upstream: anything the door forwarded would fail; /_local/ is answered by the door itself.
  const localRoutes = createLocalRoutes({ stripe, platformHosts: PLATFORM_HOSTS });
  door = startFrontDoor({ host: '127.0.0.1', port: 0, upstreamPort: 1, localRoutes, log: () => undefined });
  await new Promise<void>((resolve) => (door.listening ? resolve() : door.once('listening', () => resolve())));
  base = `http://127.0.0.1:${(door.address() as AddressInfo).port}`;
});

afterAll(async () => {
  door.close();
  await stripe.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('/_local/ behind the front door', () => {
  it('answers 413 for a body over the limit before the stand-in sees it, and still serves small ones', async () => {
    const confirm = `${base}${TEST_MODE_BROWSER_PATH}/v1/payment_intents/pi_missing/confirm`;
    const big = await fetch(confirm, { method: 'POST', headers: form, body: `payment_method=pm_card_visa&p=${OVER}` });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const small = await fetch(confirm, { method: 'POST', headers: form, body: 'payment_method=pm_card_visa' });
    expect(small.status).not.toBe(413);
    expect(small.status).toBeLessThan(500);
  });
});

describe("the Stripe stand-in's own port", () => {
  it('refuses a body over the same limit with 413 and records nothing; a normal API call works', async () => {
    const api = `http://127.0.0.1:${stripe.port}/v1/customers`;
    const headers = { ...form, authorization: `Bearer ${stripe.secretKey}` };
    const before = stripe.requests.length;
    const body = `email=a%40example.ca&description=${OVER}`;
    const big = await fetch(api, { method: 'POST', headers, body }).catch((error: Error) => error);
    // The server answers 413 and closes the connection; a client still sending may see the close first.
    if (!(big instanceof Error)) expect(big.status).toBe(413);
    expect(stripe.requests.length).toBe(before);
    const ok = await fetch(api, { method: 'POST', headers, body: 'email=b%40example.ca' });
    expect(ok.status).toBe(200);
    expect(stripe.requests.length).toBe(before + 1);
  });
});
