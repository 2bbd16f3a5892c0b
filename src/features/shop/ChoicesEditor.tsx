/** An item's choices (Size: Small +$0, Large +$1.00): add, rename and remove choices and their options. */
import type { ItemForm } from '../../schemas/catalogue.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import LocalizedField from './LocalizedField.tsx';

type Choices = ItemForm['choices'];

interface Props {
  id: string;
  languages: readonly SiteLanguage[];
  choices: Choices;
  onChange: (choices: Choices) => void;
  error?: string;
}

const NEW_OPTION = { name: {}, delta: '0' };

export default function ChoicesEditor({ id, languages, choices, onChange, error }: Props) {
  const setChoice = (n: number, choice: Choices[number]) => onChange(choices.map((c, i) => (i === n ? choice : c)));
  return (
    <fieldset className="shop-choices">
      <legend>Choices (optional)</legend>
      <p className="muted small">A choice the customer makes, such as a size or a milk, with a price difference.</p>
      {choices.map((choice, n) => (
        <div className="shop-choice" key={n}>
          <LocalizedField
            id={`${id}-c${n}`}
            label={`Choice ${n + 1} name`}
            languages={languages}
            value={choice.name}
            maxLength={40}
            onChange={(name) => setChoice(n, { ...choice, name })}
          />
          <ul className="shop-options">
            {choice.options.map((option, k) => (
              <li key={k}>
                <LocalizedField
                  id={`${id}-c${n}-o${k}`}
                  label={`Option ${k + 1}`}
                  languages={languages}
                  value={option.name}
                  maxLength={40}
                  onChange={(name) =>
                    setChoice(n, { ...choice, options: choice.options.map((o, j) => (j === k ? { ...o, name } : o)) })
                  }
                />
                <div className="field field-narrow">
                  <label htmlFor={`${id}-c${n}-o${k}-delta`}>Price difference ($)</label>
                  <input
                    id={`${id}-c${n}-o${k}-delta`}
                    inputMode="decimal"
                    value={option.delta}
                    onChange={(e) =>
                      setChoice(n, {
                        ...choice,
                        options: choice.options.map((o, j) => (j === k ? { ...o, delta: e.currentTarget.value } : o)),
                      })
                    }
                  />
                </div>
                <button
                  type="button"
                  className="btn btn-ghost small"
                  disabled={choice.options.length === 1}
                  onClick={() => setChoice(n, { ...choice, options: choice.options.filter((_, j) => j !== k) })}
                >
                  Remove option {k + 1}
                </button>
              </li>
            ))}
          </ul>
          <div className="shop-actions">
            <button
              type="button"
              className="btn btn-ghost small"
              onClick={() => setChoice(n, { ...choice, options: [...choice.options, { ...NEW_OPTION }] })}
            >
              Add an option
            </button>
            <button
              type="button"
              className="btn btn-ghost small"
              onClick={() => onChange(choices.filter((_, i) => i !== n))}
            >
              Remove choice {n + 1}
            </button>
          </div>
        </div>
      ))}
      {error && <p className="field-error">{error}</p>}
      <button
        type="button"
        className="btn btn-ghost small"
        onClick={() => onChange([...choices, { name: {}, options: [{ ...NEW_OPTION }] }])}
      >
        Add a choice
      </button>
    </fieldset>
  );
}
