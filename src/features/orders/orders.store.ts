/**
 * The owner's Orders page state (nanostores): the list (filter, page, new count) and the open order, from the
 * orders functions, parsed with their response schemas; and the actions and refunds, whose answers replace the
 * open order only when the server agrees.
 */
import { atom } from 'nanostores';
import {
  orderDetailResponseSchema,
  ordersListResponseSchema,
  type OrderDetail,
  type OrderSummary,
} from '../../schemas/shop-orders-responses.ts';
import type { OwnerStatus, OrderAction } from '../../shared/order-status.ts';

export type Filter = 'all' | OwnerStatus;

export interface OrdersState {
  status: 'loading' | 'ready' | 'signed-out' | 'forbidden' | 'error';
  filter: Filter;
  page: number;
  orders: OrderSummary[];
  hasMore: boolean;
  newCount: number;
}

export interface OpenOrder {
  status: 'idle' | 'loading' | 'ready' | 'error';
  order: OrderDetail | null;
  error: string;
}

export const $orders = atom<OrdersState>({
  status: 'loading',
  filter: 'all',
  page: 1,
  orders: [],
  hasMore: false,
  newCount: 0,
});
export const $openOrder = atom<OpenOrder>({ status: 'idle', order: null, error: '' });

const NETWORK = 'We could not reach Main Street. Check your connection and try again.';
const headers = { 'content-type': 'application/json', accept: 'application/json' };

/** Loads a page of the list; `quiet` keeps what is shown while it refreshes (the 30-second and on-focus refresh). */
export async function loadOrders(filter: Filter, page: number, quiet = false): Promise<void> {
  if (!quiet) $orders.set({ ...$orders.get(), status: 'loading', filter, page });
  try {
    const res = await fetch(`/api/shop/orders?status=${filter}&page=${page}`, { credentials: 'same-origin', headers });
    if (res.status === 401 || res.status === 403) {
      $orders.set({ ...$orders.get(), status: res.status === 401 ? 'signed-out' : 'forbidden' });
      return;
    }
    if (!res.ok) throw new Error('orders unavailable');
    const body = ordersListResponseSchema.parse(await res.json());
    $orders.set({
      status: 'ready',
      filter,
      page,
      orders: body.orders,
      hasMore: body.has_more,
      newCount: body.new_count,
    });
  } catch {
    if (!quiet) $orders.set({ ...$orders.get(), status: 'error' });
  }
}

export async function openOrder(id: string, quiet = false): Promise<void> {
  if (!quiet) $openOrder.set({ status: 'loading', order: null, error: '' });
  try {
    const res = await fetch(`/api/shop/orders/one?id=${encodeURIComponent(id)}`, {
      credentials: 'same-origin',
      headers,
    });
    const body: unknown = await res.json().catch(() => ({}));
    if (!res.ok) {
      const message = (body as { error?: { message?: string } }).error?.message;
      if (!quiet) $openOrder.set({ status: 'error', order: null, error: message ?? 'This order could not be loaded.' });
      return;
    }
    $openOrder.set({ status: 'ready', order: orderDetailResponseSchema.parse(body).order, error: '' });
  } catch {
    if (!quiet) $openOrder.set({ status: 'error', order: null, error: NETWORK });
  }
}

export function closeOrder(): void {
  $openOrder.set({ status: 'idle', order: null, error: '' });
}

export type Outcome = { ok: true } | { ok: false; error: string; fields?: Record<string, string[]> };

async function post(url: string, payload: { order_id: string; [key: string]: unknown }): Promise<Outcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers,
      body: JSON.stringify(payload),
    });
    const body: unknown = await res.json().catch(() => ({}));
    if (!res.ok) {
      const error = (body as { error?: { message?: string; fields?: Record<string, string[]> } }).error;
      if (res.status === 409) void openOrder(payload.order_id, true); // someone else changed it: show what it is now
      return { ok: false, error: error?.message ?? 'That did not work. Please try again.', fields: error?.fields };
    }
    $openOrder.set({ status: 'ready', order: orderDetailResponseSchema.parse(body).order, error: '' });
    const { filter, page } = $orders.get();
    void loadOrders(filter, page, true);
    return { ok: true };
  } catch {
    return { ok: false, error: NETWORK };
  }
}

export const runOrderAction = (orderId: string, action: OrderAction) =>
  post('/api/shop/orders/action', { order_id: orderId, action });

export const refundOrder = (body: { order_id: string; amount_cents?: number; lines?: unknown[]; reason?: string }) =>
  post('/api/shop/orders/refund', body);
