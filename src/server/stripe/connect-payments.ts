/**
 * Customer payments on a business's connected account (Stripe Connect): the PaymentIntent's `metadata.kind`
 * says what it pays for, and the payment's Connect events go to that kind's handlers. Each kind lives in its
 * own module (the shop's orders, bookings' deposits) and is one line in CONNECT_PAYMENT_KINDS, so a new kind
 * touches no other kind's code. An event of an unknown kind (another platform's payment) changes nothing.
 */
import type Stripe from 'stripe';
import type { EventHandler } from './event-handler.ts';
import { BOOKING_DEPOSIT_HANDLERS } from '../bookings/deposits.ts';
import { ORDER_PAYMENT_HANDLERS } from '../shop/order-payments.ts';

export const CONNECT_PAYMENT_EVENTS = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
] as const;
export type ConnectPaymentEvent = (typeof CONNECT_PAYMENT_EVENTS)[number];
export type ConnectPaymentHandlers = Partial<Record<ConnectPaymentEvent, EventHandler>>;

/** metadata.kind → the handlers of its payment events. */
export const CONNECT_PAYMENT_KINDS: Record<string, ConnectPaymentHandlers> = {
  order: ORDER_PAYMENT_HANDLERS, // the shop's orders (issue 40)
  booking: BOOKING_DEPOSIT_HANDLERS, // appointment deposits (issue 41)
};

const nothing = async () => {};

/** Routes a Connect payment event by the intent's metadata.kind; events not on a connected account are not ours. */
export const connectPaymentHandler: EventHandler = async (stripe, event) => {
  const intent = event.data.object as Stripe.PaymentIntent;
  const handlers = event.account ? CONNECT_PAYMENT_KINDS[intent.metadata?.kind ?? ''] : undefined;
  const handler = handlers?.[event.type as ConnectPaymentEvent];
  return handler ? handler(stripe, event) : nothing;
};
