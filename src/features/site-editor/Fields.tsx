/** The editor's form fields, each bound to one path of the spec in the store, with its validation message. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $issues, $spec, editAt, update } from './site-editor.store.ts';
import { appendAt, friendlyMessage, getAt, moveAt, removeAt, type Path } from './site-editor.ts';

const idOf = (path: Path) => `f-${path.join('-')}`;

interface TextProps {
  label: string;
  path: Path;
  multiline?: boolean;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
}

export function TextField({ label, path, multiline, maxLength, hint, placeholder }: TextProps) {
  const spec = useStore($spec);
  const issues = useStore($issues);
  const id = idOf(path);
  const value = String(getAt(spec, path) ?? '');
  const error = issues.get(path.join('.'));
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    maxLength,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (e: { target: { value: string } }) => editAt(path, e.target.value),
  };
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && <p className="muted ed-hint" id={`${id}-hint`}>{hint}</p>}
      {multiline ? <textarea rows={Math.min(8, Math.max(3, Math.ceil(value.length / 50)))} {...common} /> : <input type="text" {...common} />}
      {error && <p className="field-error" id={`${id}-error`}>{friendlyMessage(error)}</p>}
    </div>
  );
}

export function SelectField({ label, path, options }: { label: string; path: Path; options: readonly string[] }) {
  const spec = useStore($spec);
  const id = idOf(path);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={String(getAt(spec, path) ?? '')} onChange={(e) => editAt(path, e.target.value)}>
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    </div>
  );
}

export function ColorField({ label, path }: { label: string; path: Path }) {
  const spec = useStore($spec);
  const id = idOf(path);
  return (
    <div className="field ed-color">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="color" value={String(getAt(spec, path) ?? '#000000')} onChange={(e) => editAt(path, e.target.value)} />
    </div>
  );
}

/** An editable list: each entry rendered by `children`, with move up/down and remove, and an add button. */
export function ListEditor<T>({ path, itemLabel, blank, max, min = 0, children }: {
  path: Path;
  itemLabel: string;
  blank: T;
  max: number;
  min?: number;
  children: (index: number) => ReactNode;
}) {
  const spec = useStore($spec);
  const items = (getAt(spec, path) as T[] | undefined) ?? [];
  return (
    <div className="ed-list">
      {items.map((_, i) => (
        <fieldset key={i} className="ed-item">
          <legend>{itemLabel} {i + 1}</legend>
          {children(i)}
          <div className="ed-item-actions">
            <button type="button" className="btn btn-ghost" disabled={i === 0} onClick={() => update((s) => moveAt(s, path, i, -1))}>Move up</button>
            <button type="button" className="btn btn-ghost" disabled={i === items.length - 1} onClick={() => update((s) => moveAt(s, path, i, 1))}>Move down</button>
            <button type="button" className="btn btn-ghost ed-remove" disabled={items.length <= min} onClick={() => update((s) => removeAt(s, path, i))}>
              Remove {itemLabel.toLowerCase()} {i + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {items.length < max && (
        <button type="button" className="btn btn-ghost" onClick={() => update((s) => appendAt(s, path, blank))}>Add {itemLabel.toLowerCase()}</button>
      )}
    </div>
  );
}

/** A collapsible group of the form. */
export function Group({ title, children, open, note }: { title: string; children: ReactNode; open?: boolean; note?: ReactNode }) {
  return (
    <details className="ed-group" open={open}>
      <summary>{title}{note}</summary>
      <div className="ed-group-body">{children}</div>
    </details>
  );
}
