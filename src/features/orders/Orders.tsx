/**
 * The owner's Orders page (/dashboard/orders/, issue 40): the business's paid orders, newest first, filtered by
 * status and paged; each opens to its lines, customer, fulfilment, tax lines, payment and refunds, with the actions
 * the person's role allows. The list refreshes every 30 seconds and when the tab comes back into focus, so new
 * orders show up. ?order={id} (the new-order email's link) opens that order.
 */
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { formatMoney } from '../../shared/money.ts';
import { OWNER_STATUSES, statusLabel } from '../../shared/order-status.ts';
import { $openOrder, $orders, loadOrders, openOrder, type Filter } from './orders.store.ts';
import { formatWhen } from './orders.ts';
import OrderDetail from './OrderDetail.tsx';
import OrdersCsv from './OrdersCsv.tsx';
import './orders.css';

const REFRESH_MS = 30_000;
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All orders',
  new: 'New',
  accepted: 'Accepted',
  ready: 'Ready',
  completed: 'Picked up or delivered',
  cancelled: 'Cancelled',
};

export const EMPTY_ORDERS = 'No orders yet. Orders placed from your listing or website appear here.';

export default function Orders() {
  const state = useStore($orders);
  const open = useStore($openOrder);
  const id = useId();
  const detailRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadOrders('all', 1);
    const wanted = new URLSearchParams(window.location.search).get('order');
    if (wanted) void openOrder(wanted);
    const refresh = () => {
      if (document.visibilityState !== 'visible') return;
      const { filter, page } = $orders.get();
      void loadOrders(filter, page, true);
      const current = $openOrder.get().order;
      if (current) void openOrder(current.id, true);
    };
    const timer = window.setInterval(refresh, REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, []);

  async function show(orderId: string) {
    await openOrder(orderId);
    detailRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }

  if (state.status === 'signed-out')
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your orders.
      </p>
    );
  if (state.status === 'forbidden') return <p className="notice">Your role in this business does not show orders.</p>;

  return (
    <div className="orders">
      <section className="orders-list" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`} className="orders-heading">
          Your orders {state.newCount > 0 && <span className="badge badge-complete">{state.newCount} new</span>}
        </h2>
        <label className="orders-filter">
          Show{' '}
          <select value={state.filter} onChange={(e) => void loadOrders(e.currentTarget.value as Filter, 1)}>
            {(['all', ...OWNER_STATUSES] as Filter[]).map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </select>
        </label>
        {state.status === 'loading' && (
          <p className="muted" role="status">
            Loading your orders…
          </p>
        )}
        {state.status === 'error' && (
          <p className="form-error" role="alert">
            Your orders could not be loaded.{' '}
            <button type="button" className="btn btn-ghost" onClick={() => void loadOrders(state.filter, state.page)}>
              Try again
            </button>
          </p>
        )}
        {state.status === 'ready' && !state.orders.length && (
          <p className="muted">{state.filter === 'all' && state.page === 1 ? EMPTY_ORDERS : 'No orders here.'}</p>
        )}
        {state.status === 'ready' && state.orders.length > 0 && (
          <ul className="orders-items">
            {state.orders.map((o) => (
              <li key={o.id}>
                <button
                  type="button"
                  className={`orders-item${open.order?.id === o.id ? ' orders-item-open' : ''}`}
                  aria-current={open.order?.id === o.id ? 'true' : undefined}
                  onClick={() => void show(o.id)}
                >
                  <span className="orders-item-top">
                    <strong>Order {o.number}</strong>
                    <span className={`badge orders-status-${o.status}`}>{statusLabel(o.status, o.fulfilment)}</span>
                  </span>
                  <span>
                    {o.customer_name} · {o.item_count} item{o.item_count === 1 ? '' : 's'} ·{' '}
                    {formatMoney(o.total_cents, 'en')}
                  </span>
                  <span className="muted small">{formatWhen(o.paid_at ?? o.created_at)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {state.status === 'ready' && (state.page > 1 || state.hasMore) && (
          <nav className="orders-pages" aria-label="Pages of orders">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={state.page === 1}
              onClick={() => void loadOrders(state.filter, state.page - 1)}
            >
              Newer
            </button>
            <span className="muted">Page {state.page}</span>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={!state.hasMore}
              onClick={() => void loadOrders(state.filter, state.page + 1)}
            >
              Older
            </button>
          </nav>
        )}
        {state.status === 'ready' && <OrdersCsv />}
      </section>
      <div className="orders-detail" ref={detailRef}>
        <OrderDetail />
      </div>
    </div>
  );
}
