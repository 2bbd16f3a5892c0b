/**
 * A two-language website's panel at the top of the editor (issue 31): which language is main,
 * what is missing or untranslated in one of them (each a link to the field), and the choice to
 * make the other language the main one or to keep one language only.
 */
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { LANGUAGE_NAMES, type SiteLanguage } from '../../shared/languages.ts';
import { $spec, update } from './site-editor.store.ts';
import { dropSecondLanguage, isBilingual, missingTwins, problemText, swapLanguages } from './bilingual.ts';
import { idOf } from './Fields.tsx';
import { AddLanguagePanel } from './AddLanguagePanel.tsx';

const SHOWN = 12;

/** Opens the groups around a field, then scrolls to it and puts the cursor in it. */
function goToField(id: string): void {
  const field = document.getElementById(id);
  if (!field) return;
  for (let el = field.parentElement; el; el = el.parentElement) if (el instanceof HTMLDetailsElement) el.open = true;
  // The window scrolls (not the sticky columns): the field a third of the way down, below the sticky toolbar.
  window.scrollTo({ top: field.getBoundingClientRect().top + window.scrollY - window.innerHeight / 3 });
  field.focus({ preventScroll: true });
}

export function LanguagesPanel() {
  const spec = useStore($spec)!;
  const missing = useMemo(() => missingTwins(spec), [spec]);
  const [all, setAll] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  if (!isBilingual(spec)) return <AddLanguagePanel />;
  const [main, second] = spec.languages as [SiteLanguage, SiteLanguage];
  const shown = all ? missing : missing.slice(0, SHOWN);
  return (
    <section className="ed-languages" aria-labelledby="ed-languages-title">
      <h2 id="ed-languages-title" className="ed-languages-title">
        Your website in {LANGUAGE_NAMES[main]} and {LANGUAGE_NAMES[second]}
      </h2>
      <p className="ed-hint">
        {LANGUAGE_NAMES[main]} is the main language, at your address; the {LANGUAGE_NAMES[second]} pages are under /
        {second}/. Each text has its two versions side by side. Publishing puts both languages live.
      </p>
      <p className={missing.length ? 'ed-missing-count' : 'ed-missing-count ok'} role="status">
        {missing.length === 0
          ? 'Every text is written in both languages.'
          : `${missing.length} ${missing.length === 1 ? 'text needs' : 'texts need'} attention in one language:`}
      </p>
      {missing.length > 0 && (
        <ul className="ed-missing">
          {shown.map((m) => (
            <li key={m.path.join('.')}>
              <a
                href={`#${idOf(m.path)}`}
                onClick={(e) => {
                  e.preventDefault();
                  goToField(idOf(m.path));
                }}
              >
                {m.label}
              </a>{' '}
              <span className="muted">({problemText(spec, m)})</span>
            </li>
          ))}
        </ul>
      )}
      {missing.length > SHOWN && (
        <button type="button" className="btn btn-ghost ed-small" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${missing.length}`}
        </button>
      )}
      <div className="ed-languages-actions">
        <button type="button" className="btn btn-ghost ed-small" onClick={() => update(swapLanguages)}>
          Make {LANGUAGE_NAMES[second]} the main language
        </button>
        {confirmRemove ? (
          <span className="ed-confirm" role="group" aria-label={`Remove the ${LANGUAGE_NAMES[second]} pages?`}>
            <span>Remove the {LANGUAGE_NAMES[second]} pages? Undo brings them back.</span>
            <button
              type="button"
              className="btn btn-ghost ed-small ed-remove"
              onClick={() => {
                setConfirmRemove(false);
                update(dropSecondLanguage);
              }}
            >
              Remove {LANGUAGE_NAMES[second]}
            </button>
            <button type="button" className="btn btn-ghost ed-small" onClick={() => setConfirmRemove(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" className="btn btn-ghost ed-small" onClick={() => setConfirmRemove(true)}>
            Keep {LANGUAGE_NAMES[main]} only…
          </button>
        )}
      </div>
    </section>
  );
}
