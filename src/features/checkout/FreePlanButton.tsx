/** Checkout's free choice: straight to the dashboard, no form (POST /api/business/choose-free-plan). */
import { useState } from 'react';
import { loadAuth } from '../auth/auth.store.ts';
import { goTo } from '../login/use-session.ts';
import { requestJson } from '../register/account-api.ts';

export default function FreePlanButton() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function choose() {
    setBusy(true);
    setError('');
    const result = await requestJson<unknown>('/api/business/choose-free-plan', { body: {} });
    if (!result.ok) {
      setBusy(false);
      return setError(result.message);
    }
    await loadAuth();
    goTo('/dashboard/?plan=free');
  }
  return (
    <>
      <p>
        <button className="btn btn-primary" type="button" disabled={busy} onClick={() => void choose()}>
          {busy ? 'Opening your dashboard…' : 'Continue to my dashboard'}
        </button>
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
