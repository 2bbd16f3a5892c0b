import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { LOGO_TYPES, checkLogo } from '../../schemas/wizard.ts';
import { $logo, setLogo } from './wizard.store.ts';
import { useObjectUrl } from './use-object-url.ts';

/** Logo upload: image files only (PNG, JPG, WebP, GIF), up to 2 MB, removable. */
export default function LogoField() {
  const logo = useStore($logo);
  const [error, setError] = useState('');
  const preview = useObjectUrl(logo);
  return (
    <div className="field wz-logo">
      <label htmlFor="wz-logo">Logo (optional)</label>
      {preview ? (
        <div className="wz-logo-row">
          <img src={preview} alt="Your logo" height={48} />
          <button type="button" className="btn btn-ghost" onClick={() => setLogo(null)}>
            Remove logo
          </button>
        </div>
      ) : (
        <input
          id="wz-logo"
          type="file"
          accept={LOGO_TYPES.join(',')}
          aria-describedby="wz-logo-help wz-logo-error"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            const problem = checkLogo(file);
            setError(problem ?? '');
            if (problem) e.target.value = '';
            else setLogo(file);
          }}
        />
      )}
      <p id="wz-logo-help" className="muted">
        PNG, JPG, WebP or GIF, up to 2 MB. Without a logo, your initials are used.
      </p>
      <p id="wz-logo-error" className="field-error" role={error ? 'alert' : undefined}>
        {error}
      </p>
    </div>
  );
}
