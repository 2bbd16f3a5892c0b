import type { Config } from '@netlify/functions';
import { expireHolds } from '../src/server/bookings/bookings.ts';
import { sendDueReminders, sendDueReviewRequests } from '../src/server/bookings/after-visit.ts';
import { retryDepositRefunds } from '../src/server/bookings/deposits.ts';

// Every 5 minutes: unpaid holds past their 15 minutes free their slots; due reminders and review requests are
// claimed in one statement each and sent once, however often or late this runs; a cancelled booking's deposit
// refund that Stripe did not answer is asked again.
export default async function scheduledBookings(): Promise<Response> {
  try {
    const expired = await expireHolds();
    const reminders = await sendDueReminders();
    const reviews = await sendDueReviewRequests();
    const refunds = await retryDepositRefunds();
    console.log(
      `[scheduled-bookings] ${expired} holds expired, ${reminders} reminders, ${reviews} review requests, ` +
        `${refunds} refunds retried`,
    );
    return new Response(null, { status: 204 });
  } catch (error) {
    console.error('[scheduled-bookings] failed:', (error as Error).message);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '*/5 * * * *' };
