import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPES, PHOTO_TYPE_MESSAGE } from '../../schemas/site-editor.ts';
import { $photo, setPhoto } from './wizard.store.ts';
import { useObjectUrl } from './use-object-url.ts';

/** One photo of the business for the new site's hero (optional): checked here, checked again by its bytes on the server. */
export default function PhotoField() {
  const photo = useStore($photo);
  const [error, setError] = useState('');
  const preview = useObjectUrl(photo);
  return (
    <div className="field wz-logo">
      <label htmlFor="wz-photo">Photo of your business (optional)</label>
      {preview ? (
        <div className="wz-logo-row">
          <img src={preview} alt="Your photo" height={64} />
          <button type="button" className="btn btn-ghost" onClick={() => setPhoto(null)}>
            Remove photo
          </button>
        </div>
      ) : (
        <input
          id="wz-photo"
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-describedby="wz-photo-help wz-photo-error"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const problem = !(PHOTO_TYPES as readonly string[]).includes(file.type)
              ? PHOTO_TYPE_MESSAGE
              : file.size > PHOTO_MAX_BYTES
                ? PHOTO_SIZE_MESSAGE
                : '';
            setError(problem);
            if (problem) e.target.value = '';
            else setPhoto(file);
          }}
        />
      )}
      <p id="wz-photo-help" className="muted">
        JPEG, PNG, WebP or GIF, up to 4 MB: shown at the top of your home page. Without one, an illustrated header is
        used. Add more later in the editor.
      </p>
      <p id="wz-photo-error" className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
