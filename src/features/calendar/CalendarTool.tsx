/** The Calendar tool: the bookings, and for managers and the owner the setup, as two tabs. */
import { useEffect, useState } from 'react';
import { useSession } from '../login/use-session.ts';
import Calendar from './Calendar.tsx';
import BookingSetup from './BookingSetup.tsx';

export default function CalendarTool() {
  const { ready, auth } = useSession();
  const [tab, setTab] = useState<'bookings' | 'setup'>('bookings');
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('tab') === 'setup') setTab('setup');
  }, []);
  const role = auth.status === 1 ? auth.member_role : undefined;
  const canSetUp = ready && auth.status === 1 && (role === undefined || role === 'owner' || role === 'manager');
  return (
    <>
      {canSetUp && (
        <div role="group" aria-label="Calendar sections" className="view-toggle calendar-tabs">
          {(['bookings', 'setup'] as const).map((t) => (
            <button
              key={t}
              type="button"
              className={tab === t ? 'btn btn-primary' : 'btn btn-ghost'}
              aria-pressed={tab === t}
              onClick={() => setTab(t)}
            >
              {t === 'bookings' ? 'Bookings' : 'Setup'}
            </button>
          ))}
        </div>
      )}
      {canSetUp && tab === 'setup' ? (
        <BookingSetup />
      ) : (
        <Calendar onSetUp={canSetUp ? () => setTab('setup') : undefined} />
      )}
    </>
  );
}
