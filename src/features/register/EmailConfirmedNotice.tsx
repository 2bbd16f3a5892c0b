/** 'Your email is confirmed…', once, on the page the emailed sign-up link continued to (./confirmed.ts). */
import { useEffect, useState } from 'react';
import { EMAIL_CONFIRMED, readConfirmedFlag } from './confirmed.ts';

export default function EmailConfirmedNotice({ next }: { next?: string }) {
  const [confirmed, setConfirmed] = useState(false);
  useEffect(() => {
    const flag = readConfirmedFlag(window.location.href);
    if (!flag.confirmed) return;
    setConfirmed(true);
    history.replaceState(history.state, '', flag.cleaned);
  }, []);
  if (!confirmed) return null;
  return (
    <p className="notice notice-confirmed" role="status">
      <strong>{EMAIL_CONFIRMED}</strong>
      {next ? ` ${next}` : ''}
    </p>
  );
}
