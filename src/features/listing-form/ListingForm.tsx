/**
 * The owner's directory listing form: the FREE choice at checkout and /dashboard/my-business. It
 * really saves (PUT /api/business/listing, validated with the same schema here and there), uploads
 * photos one by one, and tells the owner the listing page is live now (issue 19).
 */
import { useEffect, useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { PROVINCES } from '../../shared/locations.ts';
import { WEEKDAYS, type Weekday } from '../../schemas/seed.ts';
import { requestJson, NETWORK_ERROR } from '../register/account-api.ts';
import { checkImageFile, IMAGE_ACCEPT, IMAGE_COUNT_MESSAGE, MAX_LISTING_IMAGES } from '../../shared/images.ts';
import { emptyListingState, listingStateFrom, validateListing, type ListingFormState } from './listing-form.ts';
import type { ListingForm as ListingFormValues } from '../../schemas/listing-form.ts';
import { imageCdnUrl, type ImageSize } from '../../shared/image-cdn.ts';
import { sendImageUpload } from '../uploads/upload-image.ts';

/** The thumbnail at twice its shown size (dense screens), cut by the image CDN from the stored photo. */
const THUMB: ImageSize = { width: 240, height: 180, fit: 'cover' };

interface OwnerListing {
  id: string;
  business_unique_id: string;
  directory_path: string;
  form: ListingFormValues;
}

export interface ListingFormProps {
  mode: 'create' | 'edit';
  /** Prefills the display name of a first listing. */
  businessName?: string;
  onSaved?: (listing: OwnerListing) => void;
}

type TextKey = Exclude<keyof ListingFormState, 'showHours' | 'hours' | 'images' | 'email_opt_in'>;
const dayLabel = (d: Weekday) => d[0]!.toUpperCase() + d.slice(1);

async function uploadImage(file: File, onProcessing: () => void): Promise<{ url: string } | { error: string }> {
  const body = new FormData();
  body.set('image', file);
  try {
    const res = await sendImageUpload('/api/business/listing-image', { body }, { onProcessing });
    const data = (await res.json().catch(() => ({}))) as {
      url?: string;
      error?: { message?: string; fields?: { image?: string[] } };
    };
    if (res.ok && data.url) return { url: data.url };
    return {
      error:
        data.error?.fields?.image?.[0] ?? (res.status >= 500 ? NETWORK_ERROR : (data.error?.message ?? NETWORK_ERROR)),
    };
  } catch {
    return { error: NETWORK_ERROR };
  }
}

export default function ListingForm({ mode, businessName = '', onSaved }: ListingFormProps) {
  const id = useId();
  const [state, setState] = useState<ListingFormState | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [saved, setSaved] = useState('');
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<'' | 'uploading' | 'processing'>('');

  useEffect(() => {
    void requestJson<{ listing: OwnerListing | null }>('/api/business/listing').then((res) => {
      if (res.ok && res.data.listing) setState(listingStateFrom(res.data.listing.form));
      else setState(emptyListingState(businessName));
      if (!res.ok) setFormError(res.message);
    });
  }, [businessName]);

  if (!state)
    return (
      <p className="muted" role="status">
        Loading your listing…
      </p>
    );

  const set = <K extends keyof ListingFormState>(key: K, value: ListingFormState[K]) => {
    setSaved('');
    setState((s) => (s ? { ...s, [key]: value } : s));
  };
  const setDay = (day: Weekday, change: Partial<ListingFormState['hours'][Weekday]>) =>
    set('hours', { ...state.hours, [day]: { ...state.hours[day], ...change } });

  const describedBy = (key: string) => (errors[key] ? `${id}-${key}-error` : undefined);
  const errorFor = (key: string) =>
    errors[key] && (
      <p className="field-error" id={`${id}-${key}-error`}>
        {errors[key]}
      </p>
    );

  const text = (
    key: TextKey,
    label: string,
    extra: { type?: string; autoComplete?: string; hint?: string } = {},
  ): ReactNode => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      {extra.hint && <span className="muted small">{extra.hint}</span>}
      <input
        id={`${id}-${key}`}
        name={key}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        value={state[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={describedBy(key)}
      />
      {errorFor(key)}
    </div>
  );

  async function addImages(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    let images = state!.images;
    setErrors((e) => ({ ...e, images: '' }));
    setUploading('uploading');
    for (const file of files) {
      if (images.length >= MAX_LISTING_IMAGES) {
        setErrors((e) => ({ ...e, images: IMAGE_COUNT_MESSAGE }));
        break;
      }
      const problem = checkImageFile(file);
      setUploading('uploading');
      const result = problem ? { error: problem } : await uploadImage(file, () => setUploading('processing'));
      if ('error' in result) {
        setErrors((e) => ({ ...e, images: `${file.name}: ${result.error}` }));
        continue;
      }
      images = [...images, result];
      set('images', images);
    }
    setUploading('');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || uploading) return;
    setFormError('');
    setSaved('');
    const checked = validateListing(state!);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      document
        .getElementById(`${id}-${first?.startsWith('hours.') ? first.split('.').slice(0, 2).join('-') : first}`)
        ?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    const res = await requestJson<{ listing: OwnerListing; message: string }>('/api/business/listing', {
      method: 'PUT',
      body: checked.body,
    });
    setBusy(false);
    if (!res.ok) {
      setFormError(res.message || 'Please correct the fields marked below.');
      setErrors(res.fields);
      return;
    }
    setState(listingStateFrom(res.data.listing.form));
    setSaved(res.data.message);
    onSaved?.(res.data.listing);
  }

  return (
    <form className="listing-form" noValidate onSubmit={submit} aria-label="Business listing">
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <fieldset>
        <legend>About your business</legend>
        {text('business_name', 'Business display name', { autoComplete: 'organization' })}
        {text('category', 'Category', { hint: 'For example Bakery, Plumbing or Hair salon.' })}
        <div className="field">
          <label htmlFor={`${id}-business_description`}>Description</label>
          <textarea
            id={`${id}-business_description`}
            rows={4}
            value={state.business_description}
            onChange={(e) => set('business_description', e.target.value)}
            aria-invalid={errors.business_description ? true : undefined}
            aria-describedby={describedBy('business_description')}
          />
          {errorFor('business_description')}
        </div>
        {text('business_phone_number', 'Phone number', { type: 'tel', autoComplete: 'tel' })}
      </fieldset>
      <fieldset>
        <legend>Address</legend>
        {text('street_address', 'Street address', { autoComplete: 'street-address' })}
        {text('city', 'City', { autoComplete: 'address-level2' })}
        <div className="field">
          <label htmlFor={`${id}-state_code`}>Province or territory</label>
          <select
            id={`${id}-state_code`}
            value={state.state_code}
            onChange={(e) => set('state_code', e.target.value)}
            aria-invalid={errors.state_code ? true : undefined}
            aria-describedby={describedBy('state_code')}
          >
            <option value="">Choose…</option>
            {Object.entries(PROVINCES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {errorFor('state_code')}
        </div>
        {text('postal_code', 'Postal code', { autoComplete: 'postal-code' })}
      </fieldset>
      <fieldset>
        <legend>Social media links</legend>
        {text('facebook', 'Facebook page', { type: 'url' })}
        {text('instagram', 'Instagram profile', { type: 'url' })}
        {text('linkedin', 'LinkedIn page', { type: 'url' })}
      </fieldset>
      <fieldset>
        <legend>Hours of operation</legend>
        <label className="check">
          <input type="checkbox" checked={state.showHours} onChange={(e) => set('showHours', e.target.checked)} /> Show
          hours of operation
        </label>
        {state.showHours && (
          <div className="hours-grid">
            {WEEKDAYS.map((day) => (
              <div className="hours-row" key={day}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={state.hours[day].open}
                    onChange={(e) => setDay(day, { open: e.target.checked })}
                  />{' '}
                  Open on {dayLabel(day)}
                </label>
                {state.hours[day].open ? (
                  <>
                    <label className="visually-hidden" htmlFor={`${id}-hours-${day}`}>
                      {dayLabel(day)} opens
                    </label>
                    <input
                      id={`${id}-hours-${day}`}
                      type="time"
                      value={state.hours[day].from}
                      onChange={(e) => setDay(day, { from: e.target.value })}
                    />
                    <label className="visually-hidden" htmlFor={`${id}-hours-${day}-close`}>
                      {dayLabel(day)} closes
                    </label>
                    <input
                      id={`${id}-hours-${day}-close`}
                      type="time"
                      value={state.hours[day].to}
                      onChange={(e) => setDay(day, { to: e.target.value })}
                    />
                  </>
                ) : (
                  <span className="muted">Closed</span>
                )}
                {(errors[`hours.${day}.open`] || errors[`hours.${day}.close`]) && (
                  <p className="field-error">{errors[`hours.${day}.open`] ?? errors[`hours.${day}.close`]}</p>
                )}
              </div>
            ))}
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>Business images</legend>
        <div className="field">
          <label htmlFor={`${id}-images`}>Add business images</label>
          <span className="muted small">JPEG, PNG, WebP or GIF, up to 4 MB each, {MAX_LISTING_IMAGES} at most.</span>
          <input
            id={`${id}-images`}
            type="file"
            accept={IMAGE_ACCEPT}
            multiple
            onChange={addImages}
            disabled={uploading !== '' || state.images.length >= MAX_LISTING_IMAGES}
            aria-describedby={describedBy('images')}
          />
          {uploading && (
            <p className="muted" role="status">
              {uploading === 'processing' ? 'Processing…' : 'Uploading…'}
            </p>
          )}
          {errorFor('images')}
        </div>
        {state.images.length > 0 && (
          <ul className="image-list">
            {state.images.map((image, i) => (
              <li key={image.url}>
                <img
                  src={imageCdnUrl(image.url, THUMB)}
                  alt={`Business image ${i + 1}`}
                  width={120}
                  height={90}
                  loading="lazy"
                />
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() =>
                    set(
                      'images',
                      state.images.filter((x) => x.url !== image.url),
                    )
                  }
                >
                  Remove image {i + 1}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={state.email_opt_in} onChange={(e) => set('email_opt_in', e.target.checked)} />{' '}
        Send me emails about my listing and Main Street news
      </label>
      {saved && (
        <div className="notice" role="status">
          <p>{saved}</p>
          {mode === 'create' && (
            <p>
              <a href="/dashboard/">Go to your dashboard</a>
            </p>
          )}
        </div>
      )}
      <button className="btn btn-primary" type="submit" disabled={busy || uploading !== ''}>
        {busy ? 'Saving…' : mode === 'create' ? 'Submit Listing' : 'Save listing'}
      </button>
    </form>
  );
}
