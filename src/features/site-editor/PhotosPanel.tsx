/** The owner's photos: upload (or take one from the listing), describe, and choose where each shows. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE } from '../../schemas/site-editor.ts';
import { $meta, $spec, addUploadedPhoto, editAt, update } from './site-editor.store.ts';
import { removePhoto } from './site-editor.ts';
import { fetchListingPhotos } from './site-editor-api.ts';
import { Group } from './Fields.tsx';

export function PhotosPanel() {
  const spec = useStore($spec)!;
  const meta = useStore($meta)!;
  const [busy, setBusy] = useState<'' | 'uploading' | 'processing'>('');
  const [error, setError] = useState('');
  const [listing, setListing] = useState<string[]>([]);
  useEffect(() => void fetchListingPhotos().then(setListing), []);

  async function add(source: File | { fromListing: string }) {
    if (source instanceof File && source.size > PHOTO_MAX_BYTES) return setError(PHOTO_SIZE_MESSAGE);
    setBusy('uploading');
    setError((await addUploadedPhoto(source, () => setBusy('processing'))) ?? '');
    setBusy('');
  }
  const thumb = (id: string, w: number) => `${meta.assetBase}assets/photos/${id}-${w}.webp`;
  const { media } = spec;

  return (
    <Group title="Photos" open>
      <p className="muted ed-hint">
        JPEG, PNG, WebP or GIF up to 4 MB. We make fast web sizes and remove hidden details such as camera data and GPS
        location.
      </p>
      <div className="field">
        <label htmlFor="ed-photo">Add a photo</label>
        <input
          id="ed-photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={busy !== ''}
          onChange={(e) => {
            const f = e.target.files?.[0];
            e.target.value = '';
            if (f) void add(f);
          }}
        />
      </div>
      {busy && <p role="status">{busy === 'processing' ? 'Processing your photo…' : 'Preparing your photo…'}</p>}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {listing.length > 0 && (
        <div className="ed-listing-photos">
          <p className="muted">From your business listing:</p>
          {listing.map((url) => (
            <button
              key={url}
              type="button"
              className="ed-thumb-btn"
              disabled={busy !== ''}
              onClick={() => void add({ fromListing: url })}
            >
              <img src={url} alt="" width="96" height="72" />
              <span>Use this listing photo</span>
            </button>
          ))}
        </div>
      )}
      {spec.photos.length === 0 && (
        <p className="muted">No photos yet: your home page shows its illustrated header until you add one.</p>
      )}
      <ul className="ed-photos">
        {spec.photos.map((p, i) => (
          <li key={p.id} className="ed-photo">
            <img src={thumb(p.id, p.widths[0]!)} alt="" width="160" height={Math.round((160 * p.height) / p.width)} />
            <div>
              <div className="field">
                <label htmlFor={`ed-alt-${p.id}`}>Describe the photo (for people who cannot see it)</label>
                <input
                  id={`ed-alt-${p.id}`}
                  type="text"
                  maxLength={160}
                  value={p.alt}
                  onChange={(e) => editAt(['photos', i, 'alt'], e.target.value)}
                />
              </div>
              <fieldset className="ed-uses">
                <legend>Show it</legend>
                <label className="ed-check">
                  <input
                    type="checkbox"
                    checked={media.hero === p.id}
                    onChange={(e) => editAt(['media', 'hero'], e.target.checked ? p.id : null)}
                  />{' '}
                  At the top of the home page
                </label>
                <label className="ed-check">
                  <input
                    type="checkbox"
                    checked={media.about === p.id}
                    onChange={(e) => editAt(['media', 'about'], e.target.checked ? p.id : null)}
                  />{' '}
                  On the about page
                </label>
                <label className="ed-check">
                  <input
                    type="checkbox"
                    checked={media.gallery.includes(p.id)}
                    disabled={!media.gallery.includes(p.id) && media.gallery.length >= 12}
                    onChange={(e) =>
                      editAt(
                        ['media', 'gallery'],
                        e.target.checked ? [...media.gallery, p.id] : media.gallery.filter((g) => g !== p.id),
                      )
                    }
                  />{' '}
                  In the gallery
                </label>
              </fieldset>
              <button
                type="button"
                className="btn btn-ghost ed-remove"
                onClick={() => update((s) => removePhoto(s, p.id))}
              >
                Remove photo {i + 1}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </Group>
  );
}
