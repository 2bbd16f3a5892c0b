/** The dashboard home's Orders card: how many paid orders wait to be accepted, and the way to them. */
import { useEffect, useState } from 'react';
import { ordersListResponseSchema } from '../../schemas/shop-orders-responses.ts';

export default function NewOrdersCount() {
  const [count, setCount] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    fetch('/api/shop/orders?status=new', { credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(async (res) => setCount(res.ok ? ordersListResponseSchema.parse(await res.json()).new_count : null))
      .catch(() => setCount(null));
  }, []);
  if (count === undefined) return <p className="muted">Loading your orders…</p>;
  return (
    <>
      {count === null ? (
        <p className="muted">Your orders could not be counted just now.</p>
      ) : (
        <p>
          <strong>{count === 0 ? 'No new orders' : `${count} new order${count === 1 ? '' : 's'}`}</strong>
          {count > 0 && <span className="muted"> waiting to be accepted</span>}
        </p>
      )}
      <p>
        <a href="/dashboard/orders/">See your orders</a>
      </p>
    </>
  );
}
