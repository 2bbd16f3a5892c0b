/** One text field per site language (a name in English and in French), labelled with the language. */
import { LANGUAGE_NAMES, type SiteLanguage } from '../../shared/languages.ts';

interface Props {
  id: string;
  label: string;
  languages: readonly SiteLanguage[];
  value: { en?: string; fr?: string };
  onChange: (value: { en?: string; fr?: string }) => void;
  maxLength: number;
  multiline?: boolean;
  error?: string;
  disabled?: boolean;
}

export default function LocalizedField(props: Props) {
  const { id, label, languages, value, onChange, maxLength, multiline, error, disabled } = props;
  return (
    <div className="field">
      {languages.map((lang) => {
        const fieldId = `${id}-${lang}`;
        const common = {
          id: fieldId,
          value: value[lang] ?? '',
          maxLength,
          disabled,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          onChange: (e: { currentTarget: { value: string } }) => onChange({ ...value, [lang]: e.currentTarget.value }),
        };
        return (
          <div key={lang} className="shop-localized">
            <label htmlFor={fieldId}>
              {label}
              {languages.length > 1 ? ` (${LANGUAGE_NAMES[lang]})` : ''}
            </label>
            {multiline ? <textarea rows={2} {...common} /> : <input {...common} />}
          </div>
        );
      })}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
