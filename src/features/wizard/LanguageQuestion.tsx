/** Step 3's language question (issue 31): a radio group; the province's default is chosen until the owner picks. */
import { useStore } from '@nanostores/react';
import { $data, $province, update } from './wizard.store.ts';
import { LANGUAGE_OPTIONS, LANGUAGE_QUESTION, QUEBEC_NOTE, languageChoiceFor } from './wizard-languages.ts';

export default function LanguageQuestion() {
  const data = useStore($data);
  const province = useStore($province);
  const current = languageChoiceFor(data.languages, province);
  const quebecDefault = !data.languages && province?.toUpperCase() === 'QC';
  return (
    <fieldset className="wz-languages" aria-describedby={quebecDefault ? 'wz-languages-note' : undefined}>
      <legend>{LANGUAGE_QUESTION}</legend>
      {quebecDefault && (
        <p className="muted wz-languages-note" id="wz-languages-note">
          {QUEBEC_NOTE}
        </p>
      )}
      {LANGUAGE_OPTIONS.map((o) => {
        const french = o.value.startsWith('fr');
        return (
          <div key={o.value} className="wz-language">
            <input
              type="radio"
              id={`wz-lang-${o.value}`}
              name="wz-languages"
              value={o.value}
              checked={current === o.value}
              onChange={() => update({ languages: o.value })}
              aria-describedby={`wz-lang-${o.value}-hint`}
            />
            <label htmlFor={`wz-lang-${o.value}`} lang={french ? 'fr' : undefined}>
              {o.label}
            </label>
            <p className="muted" id={`wz-lang-${o.value}-hint`} lang={french ? 'fr' : undefined}>
              {o.hint}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
