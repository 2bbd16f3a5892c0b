/** The editor's form fields, each bound to one path of the spec in the store, with its validation message. */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $issues, $spec, editAt, update } from './site-editor.store.ts';
import { appendAt, friendlyMessage, getAt, moveAt, removeAt, type Path } from './site-editor.ts';
import { onBothCopies, twinPath } from './bilingual.ts';
import { LANGUAGE_NAMES, type SiteLanguage } from '../../shared/languages.ts';

export const idOf = (path: Path) => `f-${path.join('-')}`;

interface TextProps {
  label: string;
  path: Path;
  multiline?: boolean;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
}

/**
 * A text of the site. On a two-language site, a text of the copy shows its twin beside it (main
 * language first; stacked on narrow screens), each labelled with its language.
 */
export function TextField(props: TextProps) {
  const spec = useStore($spec)!;
  const twin = twinPath(spec, props.path);
  if (!twin) return <OneText {...props} />;
  const [main, second] = spec.languages as [SiteLanguage, SiteLanguage];
  return (
    <div className="ed-pair">
      <OneText {...props} language={main} />
      <OneText {...props} path={twin} language={second} hint={undefined} />
    </div>
  );
}

function OneText({
  label,
  path,
  multiline,
  maxLength,
  hint,
  placeholder,
  language,
}: TextProps & { language?: SiteLanguage }) {
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
      <label htmlFor={id}>
        {label}
        {language && (
          <span className="ed-lang">
            {' '}
            (<span lang={language}>{LANGUAGE_NAMES[language]}</span>)
          </span>
        )}
      </label>
      {hint && (
        <p className="muted ed-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea rows={Math.min(8, Math.max(3, Math.ceil(value.length / 50)))} lang={language} {...common} />
      ) : (
        <input type="text" lang={language} {...common} />
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {friendlyMessage(error)}
        </p>
      )}
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
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
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
      <input
        id={id}
        type="color"
        value={String(getAt(spec, path) ?? '#000000')}
        onChange={(e) => editAt(path, e.target.value)}
      />
    </div>
  );
}

/** An editable list: each entry rendered by `children`, with move up/down and remove, and an add button. */
export function ListEditor<T>({
  path,
  itemLabel,
  blank,
  max,
  min = 0,
  children,
}: {
  path: Path;
  itemLabel: string;
  blank: T;
  max: number;
  min?: number;
  children: (index: number) => ReactNode;
}) {
  const spec = useStore($spec);
  const items = (getAt(spec, path) as T[] | undefined) ?? [];
  // On a two-language site an entry is added, moved or removed in both languages at once.
  const both = (change: (s: NonNullable<typeof spec>, p: Path) => NonNullable<typeof spec>) =>
    update((s) => onBothCopies(s, path, change));
  return (
    <div className="ed-list">
      {items.map((_, i) => (
        <fieldset key={i} className="ed-item">
          <legend>
            {itemLabel} {i + 1}
          </legend>
          {children(i)}
          <div className="ed-item-actions">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={i === 0}
              onClick={() => both((s, p) => moveAt(s, p, i, -1))}
            >
              Move up
            </button>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={i === items.length - 1}
              onClick={() => both((s, p) => moveAt(s, p, i, 1))}
            >
              Move down
            </button>
            <button
              type="button"
              className="btn btn-ghost ed-remove"
              disabled={items.length <= min}
              onClick={() => both((s, p) => removeAt(s, p, i))}
            >
              Remove {itemLabel.toLowerCase()} {i + 1}
            </button>
          </div>
        </fieldset>
      ))}
      {items.length < max && (
        <button type="button" className="btn btn-ghost" onClick={() => both((s, p) => appendAt(s, p, blank))}>
          Add {itemLabel.toLowerCase()}
        </button>
      )}
    </div>
  );
}

/** A collapsible group of the form. */
export function Group({
  title,
  children,
  open,
  note,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
  note?: ReactNode;
}) {
  return (
    <details className="ed-group" open={open}>
      <summary>
        {title}
        {note}
      </summary>
      <div className="ed-group-body">{children}</div>
    </details>
  );
}
