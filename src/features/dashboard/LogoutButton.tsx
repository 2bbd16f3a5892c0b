/** Logs out: the session ends only when the server answers 200 (§4); a failure is logged only (§8). */
import { useState } from 'react';
import { logout } from '../auth/auth.store.ts';
import { goTo } from '../login/use-session.ts';

export default function LogoutButton() {
  const [busy, setBusy] = useState(false);
  async function onClick() {
    setBusy(true);
    try {
      await logout();
      goTo('/');
    } catch (error) {
      console.error('Logout failed:', error);
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn btn-ghost" onClick={onClick} disabled={busy}>
      {busy ? 'Logging out…' : 'Log out'}
    </button>
  );
}
