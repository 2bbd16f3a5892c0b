/** /dashboard/team: members and roles, invitations, and (for the owner) the team log. */
import { useCallback, useEffect, useState } from 'react';
import {
  inviteSchema,
  INVITABLE_ROLES,
  ROLE_LABELS,
  ROLE_SUMMARIES,
  type TeamAnswer,
  type TeamLog,
} from '../../schemas/team.ts';
import type { AccountMessage } from '../../schemas/account.ts';
import { useSession } from '../login/use-session.ts';
import LocalMailboxLink from '../email/LocalMailboxLink.tsx';
import PersonForm from '../account/PersonForm.tsx';
import MemberRow from './MemberRow.tsx';
import { loadTeam, loadTeamLog } from './team-api.ts';
import './team.css';

type State =
  { kind: 'loading' } | { kind: 'refused'; message: string } | { kind: 'ready'; team: TeamAnswer; log: TeamLog | null };

export default function TeamManager() {
  const { ready, auth } = useSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [invited, setInvited] = useState(false);

  const refresh = useCallback(async () => {
    const team = await loadTeam();
    if (!team.ok)
      return setState({
        kind: 'refused',
        message: team.status === 403 ? 'Only the owner and managers can see and change the team.' : team.message,
      });
    const log = team.data.your_role === 'owner' ? await loadTeamLog() : null;
    setState({ kind: 'ready', team: team.data, log: log?.ok ? log.data : null });
  }, []);

  const role = auth.member_role;
  const allowed = role === 'owner' || role === 'manager';
  useEffect(() => {
    if (ready && auth.status === 1 && allowed) void refresh();
  }, [ready, auth.status, allowed, refresh]);

  if (!ready)
    return (
      <p className="muted" role="status">
        Loading your team…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your team.
      </p>
    );
  if (!allowed) return <p className="notice">Only the owner and managers can see and change the team.</p>;
  if (state.kind === 'loading')
    return (
      <p className="muted" role="status">
        Loading your team…
      </p>
    );
  if (state.kind === 'refused') return <p className="notice">{state.message}</p>;

  const { team, log } = state;
  const isOwner = team.your_role === 'owner';
  const roles = INVITABLE_ROLES.filter((r) => isOwner || r !== 'manager');
  const changed = (message: string) => {
    setError('');
    setNotice(message);
    void refresh();
  };

  return (
    <div className="team">
      <div aria-live="polite">{notice && <p className="notice">{notice}</p>}</div>
      {invited && <LocalMailboxLink />}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <section className="card" aria-labelledby="members-heading">
        <div className="card-body">
          <h2 id="members-heading">People ({team.members.length})</h2>
          <ul className="member-list">
            {team.members.map((m) => (
              <MemberRow key={m.user_id} member={m} canManage={isOwner} onChanged={changed} onError={setError} />
            ))}
          </ul>
          {team.invitations.length > 0 && (
            <>
              <h3>Invited, not joined yet</h3>
              <ul className="member-list">
                {team.invitations.map((i) => (
                  <li key={i.email} className="member-row">
                    <span className="member-who">{i.email}</span>
                    <span className="member-role">{ROLE_LABELS[i.role]}</span>
                    <span className="muted small">
                      Link works until {new Date(i.expires_at).toLocaleDateString('en-CA')}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </section>
      <section className="card" aria-labelledby="invite-heading">
        <div className="card-body">
          <h2 id="invite-heading">Invite someone</h2>
          <p className="muted small">They get an email with a link that works once, for 7 days.</p>
          <PersonForm<AccountMessage>
            fields={[
              { name: 'email', label: 'Their email address', type: 'email', autoComplete: 'off' },
              {
                name: 'role',
                label: 'Role',
                type: 'select',
                options: roles.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
                hint: roles.map((r) => `${ROLE_LABELS[r]}: ${ROLE_SUMMARIES[r]}`).join(' '),
              },
            ]}
            schema={inviteSchema}
            endpoint="/api/team/invite"
            submitLabel="Send invitation"
            busyLabel="Sending…"
            onSuccess={(answer, form) => {
              form.reset();
              setInvited(true);
              changed(answer.message);
            }}
          />
        </div>
      </section>
      {log && (
        <section className="card" aria-labelledby="log-heading">
          <div className="card-body">
            <h2 id="log-heading">Team log</h2>
            {log.entries.length === 0 ? (
              <p className="muted">No team changes yet.</p>
            ) : (
              <ol className="team-log">
                {log.entries.map((e, i) => (
                  <li key={i}>
                    <time dateTime={e.at}>{new Date(e.at).toLocaleString('en-CA')}</time> {e.detail}
                    {e.actor && <span className="muted"> — by {e.actor}</span>}
                  </li>
                ))}
              </ol>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
