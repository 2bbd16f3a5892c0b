/**
 * What every registration shows once sent: the same for a new address and one that already has an
 * account (the email itself says which), so the page reveals nothing. Focus moves here for screen readers.
 */
import { useEffect, useRef } from 'react';
import LocalMailboxLink from '../email/LocalMailboxLink.tsx';
import './check-inbox.css';

export interface CheckInboxProps {
  email: string;
  /** Offered as 'Use another address' (back to the form). */
  onBack?: () => void;
  /** False where the page already has the heading (the creator's step). */
  heading?: boolean;
}

export default function CheckInbox({ email, onBack, heading = true }: CheckInboxProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="notice check-inbox" role="status">
      {heading && (
        <h2 ref={title} tabIndex={-1}>
          Check your inbox
        </h2>
      )}
      <p>
        We sent an email to <strong className="check-inbox-email">{email}</strong>. Open the link in it to confirm your
        address and finish creating your account. The link works once, for 24 hours; what you entered is kept until
        then.
      </p>
      <LocalMailboxLink />
      <p className="muted">
        If this address already has a Main Street account, the email says so and links to logging in and choosing a new
        password.
      </p>
      <p className="muted">
        No email after a few minutes? Look in your spam folder
        {onBack ? (
          <>
            , or{' '}
            <button type="button" className="link-button" onClick={onBack}>
              use another address
            </button>
          </>
        ) : null}
        .
      </p>
    </div>
  );
}
