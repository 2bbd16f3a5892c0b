/** Logs out: the session ends only when the server answers 200 (§4); a failure is logged only (§8). */
import { useState } from 'react';
import { $auth } from '../auth/auth.store.ts';
import { goTo } from '../login/use-session.ts';

export default function LogoutButton() {
  const [busy, setBusy] = useState(false);
  async function logout() {
    setBusy(true);
    try {
      const res = await fetch('/api/business/logout', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ business_id: $auth.get().entity?.id }),
      });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      goTo('/');
    } catch (error) {
      console.error('Logout failed:', error);
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-ghost" onClick={logout} disabled={busy}>
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  );
}
