/** /confirm-email#token=…: opening the link sent to a new address makes the email change (or says why not). */
import { useEffect, useState } from 'react';
import type { AccountMessage } from '../../schemas/account.ts';
import { requestJson } from '../register/account-api.ts';

export default function ConfirmEmail() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    history.replaceState(null, '', window.location.pathname);
    if (!token) return setResult({ ok: false, text: 'This link is not complete. Open it again from the email.' });
    void requestJson<AccountMessage>('/api/account/confirm-email', { body: { token } }).then((r) =>
      setResult(r.ok ? { ok: true, text: r.data.message } : { ok: false, text: r.fields.token || r.message }),
    );
  }, []);
  if (!result) return <p className="muted" role="status">Confirming your new address…</p>;
  return <p className={result.ok ? 'notice' : 'form-error'} role={result.ok ? 'status' : 'alert'}>{result.text} {result.ok && <a href="/login/">Log in</a>}</p>;
}
