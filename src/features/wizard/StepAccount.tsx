import { useStore } from '@nanostores/react';
import { $auth } from '../auth/auth.store.ts';
import SignupForm from '../register/SignupForm.tsx';
import EmailConfirmedNotice from '../register/EmailConfirmedNotice.tsx';
import { $data, generate, prev } from './wizard.store.ts';
import { pagesWaitingForDetails } from './wizard.ts';
import { DRAFT_TIME } from '../../shared/offer.ts';

/**
 * Step 4: the one sign-up (register/SignupForm.tsx: the same fields, messages and emailed link as
 * /get-started), then 'check your inbox': the emailed link signs the person in and reloads the creator
 * here (its state is kept in localStorage), or, when signed in, 'We're ready to create'.
 */
export default function StepAccount() {
  const auth = useStore($auth);
  const data = useStore($data);

  if (auth.status === 1) {
    const waiting = pagesWaitingForDetails(data.selectedPages);
    return (
      <div className="wz-step wz-ready">
        <EmailConfirmedNotice />
        <h2 id="wizard-heading" tabIndex={-1}>
          We're ready to create
        </h2>
        <p>
          Your website for <strong>{data.business_name}</strong> will be generated with the design and details you
          chose. It takes {DRAFT_TIME}.
        </p>
        <p className="muted">
          The site, and your directory listing if you have one, will use the name “{data.business_name}”.
        </p>
        {waiting.length > 0 && (
          <div className="wz-wait" role="note" aria-label="Pages waiting for your details">
            <p>
              <strong>
                {waiting.length === 1 ? 'One page waits for your details' : 'Some pages wait for your details'}
              </strong>
            </p>
            <ul>
              {waiting.map((w) => (
                <li key={w.page}>{w.note}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="wz-nav">
          <button type="button" className="btn btn-ghost" onClick={prev}>
            Prev
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void generate()}>
            Start
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="wz-step">
      <p className="wz-kicker">Create your free account</p>
      <h2 id="wizard-heading" tabIndex={-1}>
        Create your business website
      </h2>
      <p className="muted">
        Register to generate your website. Already registered? <a href="/login/">Log in</a>, then come back here.
      </p>
      <SignupForm
        next="/create-business-website/"
        defaults={{ business_name: data.business_name, business_email: data.contact_email }}
        afterSent={
          <p className="muted">
            The link brings you back here, signed in, with your design and details as you left them.
          </p>
        }
      />
      <div className="wz-nav">
        <button type="button" className="btn btn-ghost" onClick={prev}>
          Prev
        </button>
      </div>
    </div>
  );
}
