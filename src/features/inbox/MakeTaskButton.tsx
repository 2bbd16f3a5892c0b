/** 'Make a task': a lead or a review becomes a task in one click, linked to it (then a link to the task manager). */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../auth/auth.store.ts';
import { taskFromInbox } from '../tasks/tasks-api.ts';

export default function MakeTaskButton({ kind, id }: { kind: 'lead' | 'review'; id: string }) {
  const [state, setState] = useState<{ busy: boolean; ok?: boolean; text?: string }>({ busy: false });
  // Viewers read only: no button they would be refused.
  const role = useStore($auth).member_role;
  async function make() {
    setState({ busy: true });
    const r = await taskFromInbox(kind, id);
    setState(r.ok ? { busy: false, ok: true, text: r.data.message } : { busy: false, ok: false, text: r.message });
  }
  if (role === 'viewer') return null;
  if (state.ok)
    return (
      <p className="notice" role="status">
        {state.text} <a href="/dashboard/tasks/">Open tasks</a>
      </p>
    );
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={make} disabled={state.busy}>
        {state.busy ? 'Making a task…' : 'Make a task'}
      </button>
      {state.ok === false && (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      )}
    </>
  );
}
