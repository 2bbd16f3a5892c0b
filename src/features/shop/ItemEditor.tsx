/**
 * Add or edit a catalogue item. The shared item schema checks it here and in the function; a failed save keeps
 * everything typed in the form and shows the server's message under its field.
 */
import { useId, useState, type FormEvent } from 'react';
import { itemSchema, TAX_CATEGORIES, TAX_CATEGORY_LINES, type ItemForm } from '../../schemas/catalogue.ts';
import type { CatalogueItem, CatalogueSection } from '../../schemas/catalogue-responses.ts';
import { firstErrors } from '../../schemas/business.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { textIn } from '../../shared/shop/catalogue-text.ts';
import { itemToForm, NEW_ITEM } from './shop.ts';
import { saveItem, uploadPhoto } from './shop.store.ts';
import LocalizedField from './LocalizedField.tsx';
import ChoicesEditor from './ChoicesEditor.tsx';
import { imageCdnUrl, type ImageSize } from '../../shared/image-cdn.ts';

/** The thumbnail at twice its shown size (dense screens), cut by the image CDN from the stored photo. */
const THUMB: ImageSize = { width: 192, height: 144, fit: 'cover' };

interface Props {
  item: CatalogueItem | null;
  sectionId: string | null;
  sections: CatalogueSection[];
  languages: SiteLanguage[];
  onDone: (message: string) => void;
  onCancel: () => void;
}

const WAYS = [
  ['pickup', 'Pickup'],
  ['local_delivery', 'Local delivery'],
  ['shipping', 'Shipping'],
] as const;

export default function ItemEditor({ item, sectionId, sections, languages, onDone, onCancel }: Props) {
  const id = useId();
  const [v, setV] = useState<ItemForm>(() => (item ? itemToForm(item) : { ...NEW_ITEM, section_id: sectionId }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<'' | 'saving' | 'uploading' | 'processing'>('');
  const set = (patch: Partial<ItemForm>) => setV((old) => ({ ...old, ...patch }));
  const described = (name: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const error = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = itemSchema.safeParse(v);
    if (!checked.success) return setErrors(firstErrors(checked.error));
    setBusy('saving');
    const saved = await saveItem(item?.id ?? null, v, item?.stock ?? null);
    setBusy('');
    if (saved.ok) return onDone(`${saved.message} ${textIn(saved.value.name, languages[0]!)}`);
    setErrors({ ...saved.fields, ...(saved.message ? { _: saved.message } : {}) });
  }

  async function addPhoto(file: File | undefined) {
    if (!file) return;
    setBusy('uploading');
    const uploaded = await uploadPhoto(file, () => setBusy('processing'));
    setBusy('');
    if (uploaded.ok) set({ photos: [...v.photos, uploaded.value] });
    else setErrors({ ...errors, photos: uploaded.message });
  }

  return (
    <form className="card shop-editor" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <div className="card-body">
        <h3 id={`${id}-heading`}>{item ? `Edit ${textIn(item.name, languages[0]!)}` : 'New item'}</h3>
        <LocalizedField
          id={`${id}-name`}
          label="Name"
          languages={languages}
          value={v.name}
          maxLength={80}
          error={errors.name}
          onChange={(name) => set({ name })}
        />
        <LocalizedField
          id={`${id}-description`}
          label="Description"
          languages={languages}
          value={v.description}
          maxLength={500}
          multiline
          error={errors.description}
          onChange={(description) => set({ description })}
        />
        <div className="shop-grid">
          <div className="field">
            <label htmlFor={`${id}-price`}>Price (CAD $)</label>
            <input
              id={`${id}-price`}
              inputMode="decimal"
              placeholder="4.50"
              value={v.price}
              onChange={(e) => set({ price: e.currentTarget.value })}
              {...described('price')}
            />
            {error('price')}
          </div>
          <div className="field">
            <label htmlFor={`${id}-section`}>Section</label>
            <select
              id={`${id}-section`}
              value={v.section_id ?? ''}
              onChange={(e) => set({ section_id: e.currentTarget.value || null })}
              {...described('section_id')}
            >
              <option value="">Other items (no section)</option>
              {sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {textIn(s.name, languages[0]!)}
                </option>
              ))}
            </select>
            {error('section_id')}
          </div>
        </div>
        <fieldset className="field">
          <legend>Stock</legend>
          <label className="shop-check">
            <input
              type="checkbox"
              checked={v.stock === null}
              onChange={(e) => set({ stock: e.currentTarget.checked ? null : 0 })}
            />
            Unlimited (never runs out)
          </label>
          {v.stock !== null && (
            <>
              <label htmlFor={`${id}-stock`}>How many are in stock</label>
              <input
                id={`${id}-stock`}
                type="number"
                min={0}
                step={1}
                value={Number.isNaN(v.stock) ? '' : v.stock}
                onChange={(e) => set({ stock: e.currentTarget.valueAsNumber })}
                {...described('stock')}
              />
            </>
          )}
          {error('stock')}
        </fieldset>
        <fieldset className="field">
          <legend>Tax category</legend>
          {TAX_CATEGORIES.map((c) => (
            <label key={c} className="shop-check">
              <input
                type="radio"
                name={`${id}-tax`}
                checked={v.tax_category === c}
                onChange={() => set({ tax_category: c })}
              />
              {TAX_CATEGORY_LINES[c]}
            </label>
          ))}
          {error('tax_category')}
        </fieldset>
        <fieldset className="field">
          <legend>How customers can get it</legend>
          {WAYS.map(([key, label]) => (
            <label key={key} className="shop-check">
              <input type="checkbox" checked={v[key]} onChange={(e) => set({ [key]: e.currentTarget.checked })} />
              {label}
            </label>
          ))}
          {error('pickup')}
        </fieldset>
        <ChoicesEditor
          id={`${id}-choices`}
          languages={languages}
          choices={v.choices}
          error={errors.choices}
          onChange={(choices) => set({ choices })}
        />
        <div className="field">
          <label htmlFor={`${id}-photo`}>Photos (at most 4)</label>
          <ul className="shop-photos">
            {v.photos.map((p) => (
              <li key={p}>
                <img src={imageCdnUrl(p, THUMB)} alt="" width={96} height={72} loading="lazy" />
                <button
                  type="button"
                  className="btn btn-ghost small"
                  onClick={() => set({ photos: v.photos.filter((x) => x !== p) })}
                >
                  Remove photo
                </button>
              </li>
            ))}
          </ul>
          {v.photos.length < 4 && (
            <input
              id={`${id}-photo`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/gif"
              disabled={busy !== ''}
              onChange={(e) => void addPhoto(e.currentTarget.files?.[0])}
            />
          )}
          {busy === 'uploading' && <p role="status">Uploading the photo…</p>}
          {busy === 'processing' && <p role="status">Processing the photo…</p>}
          {error('photos')}
        </div>
        <label className="shop-check">
          <input type="checkbox" checked={v.visible} onChange={(e) => set({ visible: e.currentTarget.checked })} />
          Visible to customers (untick to hide it without deleting it)
        </label>
        {errors._ && (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        )}
        <div className="shop-actions">
          <button className="btn btn-primary" type="submit" disabled={busy !== ''}>
            {busy === 'saving' ? 'Saving…' : item ? 'Save item' : 'Add item'}
          </button>
          <button className="btn btn-ghost" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </div>
    </form>
  );
}
