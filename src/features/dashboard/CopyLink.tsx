/** A link shown whole (wrapping only at its slashes) with a Copy button that says when it worked. */
import { useId, useState } from 'react';

export default function CopyLink({ value, label }: { value: string; label: string }) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="copy-link">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <button type="button" className="btn btn-ghost" onClick={copy}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </button>
      <span role="status" className="muted small">
        {state === 'failed' ? 'Copy did not work here: select the link and copy it.' : ''}
      </span>
    </div>
  );
}
