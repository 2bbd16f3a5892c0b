/** /dashboard/account: change email (confirmed by a link to the new address) and delete the account. */
import { useState } from 'react';
import { changeEmailSchema, deleteAccountSchema, type AccountMessage } from '../../schemas/account.ts';
import { goTo } from '../login/use-session.ts';
import PersonForm from './PersonForm.tsx';
import LocalMailboxLink from '../email/LocalMailboxLink.tsx';

export default function AccountDanger() {
  const [sent, setSent] = useState('');
  return (
    <>
      <section className="card" aria-labelledby="email-heading">
        <div className="card-body">
          <h2 id="email-heading">Change your email</h2>
          {sent && (
            <>
              <p className="notice" role="status">
                {sent}
              </p>
              <LocalMailboxLink />
            </>
          )}
          <PersonForm<AccountMessage>
            fields={[
              { name: 'new_email', label: 'New email address', type: 'email', autoComplete: 'email' },
              {
                name: 'current_password',
                label: 'Current password',
                type: 'password',
                autoComplete: 'current-password',
              },
            ]}
            schema={changeEmailSchema}
            endpoint="/api/account/email"
            submitLabel="Send a confirmation link"
            busyLabel="Sending…"
            onSuccess={(answer, form) => {
              form.reset();
              setSent(answer.message);
            }}
          />
        </div>
      </section>
      <section className="card" aria-labelledby="delete-heading">
        <div className="card-body">
          <h2 id="delete-heading">Delete your account</h2>
          <p className="small">
            Your login and personal details are removed. A business you own alone is closed with its listing, reviews,
            messages, drafts and tasks; its paid plan, if any, is cancelled at once, with no further charge. If your
            business has a team, hand ownership over first on the Team page.
          </p>
          <PersonForm<AccountMessage>
            fields={[
              {
                name: 'current_password',
                label: 'Current password',
                type: 'password',
                autoComplete: 'current-password',
              },
              { name: 'confirm', label: 'Type DELETE to confirm', type: 'text', autoComplete: 'off' },
            ]}
            schema={deleteAccountSchema}
            endpoint="/api/account/delete"
            submitLabel="Delete my account"
            busyLabel="Deleting…"
            onSuccess={() => goTo('/')}
          />
        </div>
      </section>
    </>
  );
}
