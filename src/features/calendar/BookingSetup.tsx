/** The setup tab (managers and the owner): rules, who takes bookings with hours and days off, bookable services. */
import { useCallback, useEffect, useState } from 'react';
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';
import { applySetup, loadSetup } from './setup-api.ts';
import SetupSettings from './SetupSettings.tsx';
import SetupProviders from './SetupProviders.tsx';
import SetupServices from './SetupServices.tsx';

export default function BookingSetup() {
  const [data, setData] = useState<BookingSetupAnswer | null>(null);
  const [failure, setFailure] = useState('');
  const [notice, setNotice] = useState('');
  const refresh = useCallback(async () => {
    const r = await loadSetup();
    if (r.ok) setData(r.data);
    else setFailure(r.status === 403 ? 'Only managers and the owner set up bookings.' : r.message);
  }, []);
  useEffect(() => void refresh(), [refresh]);

  async function save(action: Record<string, unknown>, done: string) {
    const failed = await applySetup(action);
    if (failed) return failed;
    setNotice(done);
    await refresh();
    return null;
  }

  if (failure)
    return (
      <p className="form-error" role="alert">
        {failure}
      </p>
    );
  if (!data)
    return (
      <p className="muted" role="status">
        Loading the setup…
      </p>
    );
  return (
    <div className="tasks">
      <div aria-live="polite">{notice && <p className="notice">{notice}</p>}</div>
      <SetupSettings key={String(data.saved)} data={data} onSave={save} />
      <SetupProviders data={data} onSave={save} />
      <SetupServices data={data} onSave={save} />
    </div>
  );
}
