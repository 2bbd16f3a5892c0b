/** The Orders page's CSV export: a range of days (the business's time zone), checked with the function's schema. */
import { useId, useState } from 'react';
import { z } from '../../schemas/z.ts';
import { ordersCsvQuerySchema } from '../../schemas/shop-orders.ts';

const day = (d: Date) => d.toLocaleDateString('en-CA'); // YYYY-MM-DD

export default function OrdersCsv() {
  const id = useId();
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(day(today));
  const checked = z.safeParse(ordersCsvQuerySchema, { from, to });
  const href = `/api/shop/orders.csv?${new URLSearchParams({ from, to })}`;
  return (
    <section className="orders-csv" aria-labelledby={`${id}-csv`}>
      <h3 id={`${id}-csv`}>Export as CSV</h3>
      <p className="muted small">One row per order, each tax in its own column.</p>
      <div className="orders-csv-range">
        <label>
          From <input type="date" value={from} onInput={(e) => setFrom(e.currentTarget.value)} />
        </label>
        <label>
          To <input type="date" value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </label>
      </div>
      {checked.success ? (
        <a className="btn btn-ghost" href={href} download>
          Download orders CSV
        </a>
      ) : (
        <p className="form-error" role="alert">
          {checked.error.issues[0]?.message}
        </p>
      )}
    </section>
  );
}
