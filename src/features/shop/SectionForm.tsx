/** Add or rename a catalogue section (a name in each of the site's languages). */
import { useId, useState, type FormEvent } from 'react';
import { sectionSchema } from '../../schemas/catalogue.ts';
import type { CatalogueSection } from '../../schemas/catalogue-responses.ts';
import { firstErrors } from '../../schemas/business.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { saveSection } from './shop.store.ts';
import LocalizedField from './LocalizedField.tsx';

interface Props {
  section: CatalogueSection | null;
  languages: SiteLanguage[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

export default function SectionForm({ section, languages, onDone, onCancel }: Props) {
  const id = useId();
  const [name, setName] = useState(() => ({ ...section?.name }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = sectionSchema.safeParse({ name });
    if (!checked.success) return setErrors(firstErrors(checked.error));
    setBusy(true);
    const saved = await saveSection(section?.id ?? null, name);
    setBusy(false);
    if (saved.ok) return onDone(saved.message);
    setErrors({ name: saved.fields.name ?? saved.message });
  }

  return (
    <form className="card shop-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h3 id={`${id}-heading`}>{section ? 'Rename the section' : 'New section'}</h3>
        <LocalizedField
          id={`${id}-name`}
          label="Section name"
          languages={languages}
          value={name}
          maxLength={60}
          error={errors.name}
          onChange={setName}
        />
        <div className="shop-actions">
          <button className="btn btn-primary" type="submit" disabled={busy}>
            {busy ? 'Saving…' : section ? 'Save section' : 'Add section'}
          </button>
          <button className="btn btn-ghost" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </form>
  );
}
