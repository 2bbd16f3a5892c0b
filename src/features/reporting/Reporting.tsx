/**
 * /dashboard/reporting: what the website and the listing bring in, over 7, 30 or 90 days against the
 * period before. Counts are private by design (no cookies; visitors are counted per day).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { PERIODS, type ReportResponse } from '../../schemas/reporting.ts';
import { changeLabel } from './reporting.ts';
import { $digestNotice, $report, loadReport, setWeeklyDigest } from './reporting.store.ts';
import Chart, { type Series } from './Chart.tsx';
import './reporting.css';

const COLORS = {
  visitors: '#3046c5',
  views: '#8a5a00',
  phone: '#0b7a4b',
  email: '#8e2a8e',
  directions: '#b3261e',
  leads: '#0b7a4b',
  reviews: '#3046c5',
  rating: '#8a5a00',
};

function Stat({
  label,
  now,
  before,
  suffix = '',
}: {
  label: string;
  now: number | null;
  before: number | null;
  suffix?: string;
}) {
  return (
    <div className="report-stat">
      <p className="report-stat-label">{label}</p>
      <p className="report-stat-value" data-stat={label}>
        {now === null ? '–' : `${now}${suffix}`}
      </p>
      <p className="muted small">
        {now === null || before === null
          ? 'nothing to compare yet'
          : `${changeLabel(now, before)} on the period before (${before}${suffix})`}
      </p>
    </div>
  );
}

function TopTable({
  title,
  rows,
  empty,
  column,
}: {
  title: string;
  rows: { value: string; views: number }[];
  empty: string;
  column: string;
}) {
  return (
    <section className="card" aria-label={title}>
      <div className="card-body">
        <h2>{title}</h2>
        {rows.length === 0 ? (
          <p className="muted">{empty}</p>
        ) : (
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col">Views</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.value}>
                  <td className="report-value">{r.value}</td>
                  <td>{r.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}

function charts(r: ReportResponse) {
  const days = r.series.map((d) => d.day);
  const col = (key: 'visitors' | 'views' | 'phone' | 'email' | 'directions' | 'leads' | 'reviews') =>
    r.series.map((d) => d[key]);
  const traffic: Series[] = [
    { label: 'Visitors', values: col('visitors'), color: COLORS.visitors },
    { label: 'Page views', values: col('views'), color: COLORS.views },
  ];
  const clicks: Series[] = [
    { label: 'Phone', values: col('phone'), color: COLORS.phone, bars: true },
    { label: 'Email', values: col('email'), color: COLORS.email },
    { label: 'Directions', values: col('directions'), color: COLORS.directions },
  ];
  const inbox: Series[] = [
    { label: 'Leads', values: col('leads'), color: COLORS.leads, bars: true },
    { label: 'Reviews', values: col('reviews'), color: COLORS.reviews },
    { label: 'Average rating', values: r.series.map((d) => d.rating), color: COLORS.rating, scale: 'rating' },
  ];
  return { days, traffic, clicks, inbox };
}

export default function Reporting() {
  const state = useStore($report);
  const notice = useStore($digestNotice);
  useEffect(() => {
    void loadReport(30);
  }, []);
  const r = state.report;
  const c = useMemo(() => (r ? charts(r) : null), [r]);

  if (state.status === 'signed-out')
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your reports.
      </p>
    );
  if (!r && state.status === 'error')
    return (
      <p className="form-error" role="alert">
        {state.message || 'The report could not be loaded.'}{' '}
        <button className="btn btn-ghost" type="button" onClick={() => void loadReport(state.days)}>
          Try again
        </button>
      </p>
    );
  if (!r || !c)
    return (
      <p className="muted" role="status">
        Loading your report…
      </p>
    );

  const clicks = r.current.phone + r.current.email + r.current.directions;
  const clicksBefore = r.previous.phone + r.previous.email + r.previous.directions;
  const nothing = r.current.views + clicks + r.current.leads + r.current.reviews === 0;
  return (
    <div className="reporting" aria-busy={state.status === 'loading'}>
      <div className="report-toolbar">
        <div role="group" aria-label="Period" className="report-periods">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              className={`btn ${p === r.days ? 'btn-primary' : 'btn-ghost'}`}
              aria-pressed={p === r.days}
              onClick={() => void loadReport(p)}
            >
              {p} days
            </button>
          ))}
        </div>
        <a className="btn btn-ghost" href={`/api/reporting/csv?days=${r.days}`} download>
          Download CSV
        </a>
      </div>
      <p className="muted small" role="status">
        {state.status === 'loading'
          ? 'Updating…'
          : `${r.from} to ${r.to} (UTC), compared with the ${r.days} days before. Today counts as it happens.`}
      </p>
      {nothing && (
        <p className="notice">
          No visits, clicks, leads or reviews in this period yet. Visits are counted on your live website and your
          directory listing.
        </p>
      )}

      <div className="report-stats">
        <Stat label="Visitors" now={r.current.visitors} before={r.previous.visitors} />
        <Stat label="Page views" now={r.current.views} before={r.previous.views} />
        <Stat label="Calls and clicks" now={clicks} before={clicksBefore} />
        <Stat label="Leads" now={r.current.leads} before={r.previous.leads} />
        <Stat label="Visit → lead" now={r.conversion.current} before={r.conversion.previous} suffix="%" />
        <Stat label="Average rating" now={r.rating.current} before={r.rating.previous} />
      </div>
      <p className="muted small">
        Website: {r.bySource.website} page views · Listing: {r.bySource.listing} page views. A visitor is counted once a
        day per site, without cookies; visitors on several days count once each day.
      </p>

      <Chart
        id="traffic"
        title="Visitors and page views"
        days={c.days}
        series={c.traffic}
        summary={`${r.current.visitors} visitors and ${r.current.views} page views in ${r.days} days.`}
      />
      <Chart
        id="clicks"
        title="Calls and clicks"
        days={c.days}
        series={c.clicks}
        summary={`${r.current.phone} phone, ${r.current.email} email and ${r.current.directions} directions clicks.`}
      />
      <Chart
        id="inbox"
        title="Leads, reviews and rating"
        days={c.days}
        series={c.inbox}
        summary={`${r.current.leads} leads and ${r.current.reviews} new reviews${r.rating.current !== null ? `, rated ${r.rating.current} on average` : ''}.`}
      />

      <div className="grid report-tops">
        <TopTable title="Top pages" rows={r.topPages} empty="No page views yet." column="Page" />
        <TopTable
          title="Top sources"
          rows={r.sources}
          empty="No visits from other websites yet (direct visits are not listed)."
          column="Website"
        />
        <TopTable title="Devices" rows={r.devices} empty="No page views yet." column="Device" />
      </div>

      <section className="card" aria-labelledby="digest-title">
        <div className="card-body">
          <h2 id="digest-title">Weekly email</h2>
          <label className="report-check">
            <input
              type="checkbox"
              checked={r.settings.weeklyDigest}
              disabled={!r.settings.canEdit}
              onChange={(e) => void setWeeklyDigest(e.currentTarget.checked)}
            />
            <span>Send me last week's numbers every Monday morning</span>
          </label>
          {!r.settings.canEdit && <p className="muted small">The owner or a manager can change this.</p>}
          <p className="muted small" role="status">
            {notice}
          </p>
        </div>
      </section>
    </div>
  );
}
