/** The editor's toolbar: save state (of the draft), undo, and a slot for more buttons. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $history, $meta, $save, keepMyEdits, loadNewerVersion, saveNow, undo } from './site-editor.store.ts';

/** Saving keeps a draft: nothing here says 'live' (the publish panel does, only when it is). */
const LABELS = {
  saved: 'Saved as a draft',
  pending: 'Unsaved changes…',
  saving: 'Saving draft…',
  invalid: 'Not saved',
  conflict: 'Not saved',
  failed: 'Not saved',
};

export function EditorToolbar({ actions }: { actions?: ReactNode }) {
  const save = useStore($save);
  const history = useStore($history);
  const meta = useStore($meta)!;
  return (
    <div className="ed-toolbar">
      <div className="ed-toolbar-row">
        <p className={`ed-status ${save.state}`} role="status" aria-live="polite">
          {LABELS[save.state]}
          {meta.draftNumber ? <span className="muted"> · started from draft {meta.draftNumber}</span> : null}
        </p>
        <button type="button" className="btn btn-ghost" onClick={undo} disabled={!history.past.length}>
          Undo
        </button>
        {save.state === 'failed' && (
          <button type="button" className="btn btn-ghost" onClick={() => void saveNow()}>
            Try saving again
          </button>
        )}
        <div className="ed-toolbar-actions" data-slot="toolbar-actions">
          {actions}
        </div>
      </div>
      {save.message && save.state !== 'conflict' && (
        <p className={save.state === 'saved' ? 'notice' : 'form-error'} role="alert">
          {save.message}
        </p>
      )}
      {save.state === 'conflict' && (
        <div className="form-error ed-conflict" role="alert">
          <p>{save.message}</p>
          <div className="ed-item-actions">
            <button type="button" className="btn btn-primary" onClick={() => void loadNewerVersion()}>
              Load the newer version
            </button>
            <button type="button" className="btn btn-ghost" onClick={() => void keepMyEdits()}>
              Keep my edits and save them
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
