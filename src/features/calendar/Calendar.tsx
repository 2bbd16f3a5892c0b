/**
 * /dashboard/calendar: the business's bookings by day, week or as a list, in the business's time zone (labelled).
 * Each booking opens to its details with move, cancel, no-show and completed; time can be blocked; the private .ics
 * link. What a person sees is what the server answers: staff their own bookings, managers and the owner everyone's.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CalendarAnswer, CalendarBooking } from '../../schemas/bookings-calendar-answers.ts';
import type { CalendarAction } from '../../schemas/bookings.ts';
import { formatSlotTime, zoneLabel } from '../../shared/booking-time.ts';
import { useSession } from '../login/use-session.ts';
import CalendarFeed from '../tasks/CalendarFeed.tsx';
import { actOnBooking, loadCalendar, makeBookingFeed, stopBookingFeed, type ActFailure } from './calendar-api.ts';
import { groupByDay, periodOf, statusLabel, stepAnchor, todayIn, type CalendarView } from './calendar-view.ts';
import BookingDetails from './BookingDetails.tsx';
import BlockTime from './BlockTime.tsx';
import NewBooking from './NewBooking.tsx';
import '../tasks/tasks.css';
import './calendar.css';

const VIEWS: { id: CalendarView; label: string }[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'list', label: 'List' },
];
const dayTitle = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

export default function Calendar({ onSetUp }: { onSetUp?: (() => void) | undefined }) {
  const { ready, auth } = useSession();
  const [view, setView] = useState<CalendarView>('week');
  const [anchor, setAnchor] = useState<string | null>(null);
  const [data, setData] = useState<CalendarAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  // Only the newest request's answer is shown: a slow week answer must not land under the List heading.
  const latest = useRef(0);
  const refresh = useCallback(async (v: CalendarView, a: string | null) => {
    const request = ++latest.current;
    setLoading(true);
    // Before the zone is known, today in the browser is close enough to ask; the answer names the zone.
    const period = periodOf(v, a ?? todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone));
    const r = await loadCalendar(period.from, period.to);
    if (request !== latest.current) return;
    setLoading(false);
    if (!r.ok) return setFailure(r.message);
    setFailure('');
    setData(r.data);
    if (!a) setAnchor(todayIn(r.data.time_zone));
  }, []);
  useEffect(() => {
    if (ready && auth.status === 1) void refresh(view, anchor);
  }, [ready, auth.status, view, anchor, refresh]);

  if (ready && auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your calendar.
      </p>
    );
  if (!ready || (!data && !failure))
    return (
      <p className="muted" role="status">
        Loading your calendar…
      </p>
    );
  if (!data || !anchor)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );

  const tz = data.time_zone;
  const zoneName = zoneLabel(tz, 'en');
  const period = periodOf(view, anchor);
  const days = groupByDay(data.bookings, tz, period, view !== 'list');
  const opened = data.bookings.find((b) => b.id === openId);

  async function act(action: CalendarAction, done: string): Promise<ActFailure | null> {
    const failed = await actOnBooking(action);
    if (failed) return failed;
    setNotice(done);
    setOpenId(null);
    await refresh(view, anchor);
    return null;
  }

  return (
    <div className="tasks calendar">
      <div aria-live="polite">{notice && <p className="notice">{notice}</p>}</div>
      <p className="muted">
        Times are in <strong>{zoneName}</strong>, the business’s time zone.
      </p>
      <div className="tasks-toolbar">
        <div role="group" aria-label="View" className="view-toggle">
          {VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              className={view === v.id ? 'btn btn-primary' : 'btn btn-ghost'}
              aria-pressed={view === v.id}
              onClick={() => setView(v.id)}
            >
              {v.label}
            </button>
          ))}
        </div>
        <div role="group" aria-label="Period" className="view-toggle">
          <button type="button" className="btn btn-ghost" onClick={() => setAnchor(stepAnchor(view, anchor, -1))}>
            <span aria-hidden="true">←</span> Earlier
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setAnchor(todayIn(tz))}>
            Today
          </button>
          <button type="button" className="btn btn-ghost" onClick={() => setAnchor(stepAnchor(view, anchor, 1))}>
            Later <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      <h2 className="calendar-period" aria-live="polite">
        {period.from === period.to ? dayTitle(period.from) : `${dayTitle(period.from)} – ${dayTitle(period.to)}`}
        {loading && <span className="muted small"> (loading…)</span>}
      </h2>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {opened && (
        <BookingDetails
          key={opened.id}
          booking={opened}
          timeZone={tz}
          zoneName={zoneName}
          onAct={act}
          onClose={() => setOpenId(null)}
        />
      )}
      {data.providers.length === 0 ? (
        <p className="notice">
          No bookings yet: nobody takes bookings here.{' '}
          {onSetUp ? (
            <button type="button" className="btn btn-primary" onClick={onSetUp}>
              Set up bookable services
            </button>
          ) : (
            'A manager or the owner sets up bookable services.'
          )}
        </p>
      ) : days.length === 0 ? (
        <p className="muted">No bookings in these 30 days.</p>
      ) : (
        <ol className={`calendar-days calendar-${view}`}>
          {days.map((d) => (
            <li key={d.date} className="calendar-day">
              <h3>{dayTitle(d.date)}</h3>
              {d.bookings.length === 0 ? (
                <p className="muted small">No bookings.</p>
              ) : (
                <ul className="calendar-entries">
                  {d.bookings.map((b) => (
                    <Entry key={b.id} booking={b} timeZone={tz} onOpen={() => setOpenId(b.id)} />
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
      <NewBooking
        key={data.services.map((s) => s.id).join()}
        services={data.services}
        providers={data.providers}
        day={anchor}
        timeZone={tz}
        zoneName={zoneName}
        onAct={act}
      />
      <BlockTime providers={data.providers} day={anchor} timeZone={tz} zoneName={zoneName} onAct={act} />
      <CalendarFeed
        heading="Bookings in your calendar app"
        intro="Your bookings can appear in Google Calendar or Apple Calendar through a private address."
        make={makeBookingFeed}
        stop={stopBookingFeed}
      />
    </div>
  );
}

function Entry({ booking: b, timeZone, onOpen }: { booking: CalendarBooking; timeZone: string; onOpen: () => void }) {
  const time = `${formatSlotTime(b.start, timeZone, 'en')}–${formatSlotTime(b.end, timeZone, 'en')}`;
  const what = b.kind === 'block' ? `Blocked${b.note ? `: ${b.note}` : ''}` : (b.service_name ?? 'Class');
  return (
    <li className={`calendar-entry calendar-${b.kind} status-${b.status}`}>
      <button type="button" className="task-title-button" onClick={onOpen}>
        <span className="calendar-time">{time}</span> {what}
        {b.customer_name && <> · {b.customer_name}</>}
      </button>
      <span className="task-meta">
        {b.provider_name} · {statusLabel(b)}
      </span>
    </li>
  );
}
