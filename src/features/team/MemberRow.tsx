/** One team member: their role (the owner may change it), removal and hand-over with a confirm step. */
import { useState } from 'react';
import { INVITABLE_ROLES, ROLE_LABELS, type Member } from '../../schemas/team.ts';
import { changeMember, handOver } from './team-api.ts';

interface Props {
  member: Member;
  canManage: boolean;
  onChanged: (message: string) => void;
  onError: (message: string) => void;
}

export default function MemberRow({ member, canManage, onChanged, onError }: Props) {
  const [confirming, setConfirming] = useState<'remove' | 'owner' | null>(null);
  const [busy, setBusy] = useState(false);
  const editable = canManage && member.role !== 'owner';

  async function run(action: () => ReturnType<typeof handOver>) {
    setBusy(true);
    const result = await action();
    setBusy(false);
    setConfirming(null);
    if (result.ok) onChanged(result.data.message);
    else onError(result.message || Object.values(result.fields)[0] || 'That did not work.');
  }

  return (
    <li className="member-row">
      <div className="member-who">
        <strong>{member.email}</strong>
        {member.you && <span className="member-you">You</span>}
      </div>
      {editable ? (
        <label className="member-role">
          <span className="visually-hidden">Role of {member.email}</span>
          <select
            value={member.role}
            disabled={busy}
            onChange={(e) => run(() => changeMember('PATCH', { user_id: member.user_id, role: e.target.value }))}
          >
            {INVITABLE_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span className="member-role">{ROLE_LABELS[member.role]}</span>
      )}
      {editable && (
        <div className="member-actions">
          {confirming ? (
            <>
              <span role="status">
                {confirming === 'remove'
                  ? `Remove ${member.email}?`
                  : `Make ${member.email} the owner? You become a manager.`}
              </span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() =>
                  run(() =>
                    confirming === 'remove'
                      ? changeMember('DELETE', { user_id: member.user_id })
                      : handOver(member.user_id),
                  )
                }
              >
                {confirming === 'remove' ? 'Yes, remove' : 'Yes, hand over'}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(null)}>
                Cancel
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming('remove')}>
                Remove
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming('owner')}>
                Make owner
              </button>
            </>
          )}
        </div>
      )}
    </li>
  );
}
