/**
 * A one-language website's panel at the top of the editor (issue 31): "Add French pages" (or, on a
 * French website, « Ajouter les pages en anglais »). The server writes the new language's words from
 * the business's details with the same copywriter as generation; the editor then shows both
 * languages side by side with what is missing, and one Undo takes the new pages away.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { SiteLanguage } from '../../shared/languages.ts';
import { $languageJob, $spec, addSecondLanguagePages, resumeLanguageJob } from './site-editor.store.ts';
import { addableLanguage } from './bilingual.ts';

/** The editor speaks English; the languages by their English names. */
const NAME: Record<SiteLanguage, string> = { en: 'English', fr: 'French' };

/** The button in the website's own language: the owner of a French website reads French. */
const ADD_LABEL: Record<SiteLanguage, { label: (to: SiteLanguage) => string; busy: (to: SiteLanguage) => string }> = {
  en: { label: (to) => `Add ${NAME[to]} pages`, busy: (to) => `Writing the ${NAME[to]} pages…` },
  fr: {
    label: (to) => `Ajouter les pages en ${to === 'en' ? 'anglais' : 'français'}`,
    busy: (to) => `Rédaction des pages en ${to === 'en' ? 'anglais' : 'français'}…`,
  },
};

export function AddLanguagePanel() {
  const spec = useStore($spec)!;
  const job = useStore($languageJob);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Pages being written when the browser closed are still being written: follow them (issue 42).
  useEffect(() => {
    void resumeLanguageJob().then((message) => message && setError(message));
  }, []);
  const to = addableLanguage(spec);
  if (!to) return null;
  const main = spec.languages[0]!;
  const words = ADD_LABEL[main];
  const add = async () => {
    setBusy(true);
    setError('');
    const message = await addSecondLanguagePages(to);
    setBusy(false);
    if (message) setError(message);
  };
  return (
    <section className="ed-languages" aria-labelledby="ed-languages-title">
      <h2 id="ed-languages-title" className="ed-languages-title">
        Your website in {NAME[main]}
      </h2>
      <p className="ed-hint">
        Add pages in {NAME[to]}, under /{to}/: they are written from your business’s details, then you see each text
        beside its {NAME[main]} version, with what still needs attention. Publishing puts both languages live; Undo
        takes the new pages away.
      </p>
      <div className="ed-languages-actions">
        <button
          type="button"
          className="btn btn-primary ed-small"
          lang={main === 'fr' ? 'fr-CA' : undefined}
          disabled={busy || !!job}
          aria-busy={busy || !!job}
          onClick={() => void add()}
        >
          {busy || job ? words.busy(to) : words.label(to)}
        </button>
      </div>
      <p className="ed-hint" role="status">
        {job ? `Writing in the background (${job.elapsedSeconds} s): you can close this page; the pages are kept.` : ''}
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
