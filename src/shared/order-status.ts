/**
 * An order's statuses and the owner's actions on it (issue 40), apart from the schemas so that the dashboard's
 * island and the server read one table. Checkout writes pending_payment, new (paid), failed and expired; the
 * owner's actions move a paid order along: new → accepted → ready → completed, or cancelled. Pure.
 */
import { roleAtLeast, type MemberRole } from './roles.ts';

export const ORDER_STATUSES = [
  'pending_payment',
  'new',
  'accepted',
  'ready',
  'completed',
  'cancelled',
  'failed',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses the Orders page lists and filters by: paid orders and cancelled ones (never unpaid checkouts). */
export const OWNER_STATUSES = ['new', 'accepted', 'ready', 'completed', 'cancelled'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/** Paid and not cancelled: what can still be refunded. */
export const REFUNDABLE_STATUSES: readonly OrderStatus[] = ['new', 'accepted', 'ready', 'completed'];

export type OrderFulfilment = 'pickup' | 'local-delivery' | 'shipping';

export const ORDER_ACTIONS = ['accept', 'ready', 'complete', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Each action: the statuses it may start from, the one it leads to, and the least role that may take it. */
export const TRANSITIONS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus; least: MemberRole }> = {
  accept: { from: ['new'], to: 'accepted', least: 'staff' },
  ready: { from: ['new', 'accepted'], to: 'ready', least: 'staff' },
  complete: { from: ['accepted', 'ready'], to: 'completed', least: 'staff' },
  // Cancelling a paid order refunds what is left of it, so it is a refund's role.
  cancel: { from: ['new', 'accepted', 'ready'], to: 'cancelled', least: 'manager' },
};

/** Refunds (full, partial, by line) are the owner's and managers' only. */
export const REFUND_LEAST_ROLE: MemberRole = 'manager';

export function statusLabel(status: OrderStatus, fulfilment: OrderFulfilment): string {
  if (status === 'completed') return fulfilment === 'pickup' ? 'Picked up' : 'Delivered';
  return {
    pending_payment: 'Awaiting payment',
    new: 'New',
    accepted: 'Accepted',
    ready: fulfilment === 'pickup' ? 'Ready for pickup' : 'Out for delivery',
    cancelled: 'Cancelled',
    failed: 'Payment failed',
    expired: 'Expired unpaid',
  }[status];
}

export function actionLabel(action: OrderAction, fulfilment: OrderFulfilment): string {
  if (action === 'complete') return fulfilment === 'pickup' ? 'Mark picked up' : 'Mark delivered';
  if (action === 'ready') return fulfilment === 'pickup' ? 'Mark ready' : 'Mark out for delivery';
  return action === 'accept' ? 'Accept' : 'Cancel and refund';
}

/** The actions a person with `role` can take on an order in `status`, in the order they come. */
export function availableActions(status: OrderStatus, role: MemberRole | undefined): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => TRANSITIONS[a].from.includes(status) && roleAtLeast(role, TRANSITIONS[a].least));
}

export const canRefund = (status: OrderStatus, role: MemberRole | undefined) =>
  REFUNDABLE_STATUSES.includes(status) && roleAtLeast(role, REFUND_LEAST_ROLE);
