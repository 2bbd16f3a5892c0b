/**
 * The business switcher: for a person in several businesses, a select that makes another one
 * current for this session, then reloads the page. Nothing shows for a person in one business.
 * A small island the site header can mount as is.
 */
import { useEffect, useId, useState } from 'react';
import type { MyBusinesses } from '../../schemas/team.ts';
import { ROLE_LABELS } from '../../shared/roles.ts';
import { hasSignedInHint } from '../auth/auth.store.ts';
import { loadMyBusinesses, switchTo } from './team-api.ts';
import './team.css';

export default function BusinessSwitcher() {
  const id = useId();
  const [mine, setMine] = useState<MyBusinesses | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return;
    void loadMyBusinesses().then((r) => r.ok && setMine(r.data));
  }, []);

  if (!mine || mine.businesses.length < 2) return null;

  async function change(businessId: string) {
    setBusy(true);
    const result = await switchTo(businessId);
    if (result.ok) return window.location.reload();
    setBusy(false);
    setError(result.message || result.fields.business_id || 'Could not switch.');
  }

  return (
    <div className="business-switcher">
      <label htmlFor={id}>Business</label>
      <select id={id} value={mine.current} disabled={busy} onChange={(e) => change(e.target.value)}>
        {mine.businesses.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name} ({ROLE_LABELS[b.role as keyof typeof ROLE_LABELS] ?? b.role})
          </option>
        ))}
      </select>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
