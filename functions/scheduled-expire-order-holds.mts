import { expireHeldOrders } from '../src/server/shop/order-expiry.ts';

// Every minute: unpaid orders past their 15-minute hold expire and give their stock back (issue 40).
export default async function scheduledExpireOrderHolds(): Promise<Response> {
  try {
    const { expired } = await expireHeldOrders();
    if (expired) console.log(`[expire-order-holds] ${expired} unpaid orders expired, their stock given back`);
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[expire-order-holds] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config = { schedule: '* * * * *' };
