/** On a 'check your inbox' screen, when running locally without email: where the email can be read. */
import { useEffect, useState } from 'react';
import { localMailbox } from './local-mailbox.ts';

export default function LocalMailboxLink() {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void localMailbox().then((found) => live && setPath(found));
    return () => {
      live = false;
    };
  }, []);
  if (!path) return null;
  return (
    <p className="notice local-mailbox-link">
      Running locally without email: the email is in the{' '}
      <a href={path} target="_blank" rel="noopener">
        local mailbox
      </a>
      .
    </p>
  );
}
