/**
 * The shape of a webhook event's handler (webhook.ts): it reads what it needs from Stripe first, with no
 * transaction open (a slow Stripe answer must not hold the event's row lock and a pooled connection), and
 * returns its writes: they run in the transaction that records the event, so the record and the effects
 * commit together. `after` receives work to run after the commit (CDN purges, emails).
 */
import type Stripe from 'stripe';
import type { Queryable } from '../db/client.ts';
import type { AfterCommit } from './subscriptions.ts';

export type EventWrites = (tx: Queryable, after: AfterCommit) => Promise<void>;
export type EventHandler = (stripe: Stripe, event: Stripe.Event) => Promise<EventWrites>;
