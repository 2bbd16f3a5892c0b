import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { CUSTOM_TYPE_SLUG, PAGE_LABELS, findType, toSlug, type PageId } from '../../shared/catalogue/catalogue.ts';
import { CONTENT_FONTS, HEADING_FONTS } from '../../shared/catalogue/fonts.ts';
import { FOOTER_TYPES, HEADER_TYPES, customNicheSchema } from '../../schemas/wizard.ts';
import DesignPreview from './DesignPreview.tsx';
import LogoField from './LogoField.tsx';
import PhotoField from './PhotoField.tsx';
import ServicesDialog from './ServicesDialog.tsx';
import { $data, goTo, prev, update } from './wizard.store.ts';
import { pagesWaitingForDetails } from './wizard.ts';

const COLOURS = [
  ['primaryColor', 'Primary colour'],
  ['secondaryColor', 'Secondary colour'],
  ['darkFontColor', 'Dark font colour'],
  ['lightFontColor', 'Light font colour'],
] as const;

/** Step 2: sub-category, pages and services, colours, fonts, logo, header and footer, with a live preview. */
export default function StepDesign() {
  const data = useStore($data);
  const type = findType(data.websiteType);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');
  if (!type) return null;
  const custom = data.websiteType === CUSTOM_TYPE_SLUG;

  const waiting = new Map<string, string>(pagesWaitingForDetails(data.selectedPages).map((w) => [w.page, w.note]));
  const togglePage = (page: PageId, on: boolean) => {
    update({ selectedPages: on ? [...data.selectedPages, page] : data.selectedPages.filter((p) => p !== page) });
    // No service is ticked for the owner: a Services page starts by asking which ones.
    if (page === 'services' && on && data.selectedServices.length === 0) setEditing(true);
  };

  const next = () => {
    if (custom) {
      const niche = customNicheSchema.safeParse(data.customNiche);
      if (!niche.success) return setError(niche.error.issues[0]!.message);
    }
    if (data.selectedPages.includes('services') && data.selectedServices.length === 0) {
      return setError('Choose at least one service for your Services page (use Edit).');
    }
    setError('');
    goTo(3);
  };

  return (
    <div className="wz-step">
      <h2 id="wizard-heading" tabIndex={-1}>
        Design your website
      </h2>
      <div className="wz-design">
        <div className="wz-fields">
          {custom ? (
            <div className="field">
              <label htmlFor="wz-niche">Your niche</label>
              <input
                id="wz-niche"
                value={data.customNiche}
                maxLength={60}
                onChange={(e) => update({ customNiche: e.target.value, businessSubCategory: toSlug(e.target.value) })}
              />
            </div>
          ) : (
            <div className="field">
              <label htmlFor="wz-sub">What type of business are you?</label>
              <select
                id="wz-sub"
                value={data.businessSubCategory}
                onChange={(e) => update({ businessSubCategory: e.target.value })}
              >
                {type.subCategories.map((s) => (
                  <option key={s} value={toSlug(s)}>
                    {s}
                  </option>
                ))}
              </select>
            </div>
          )}
          <fieldset className="wz-pages">
            <legend>Pages</legend>
            {(['home', ...type.pages.filter((p) => p !== 'home')] as PageId[]).map((page) => (
              <div key={page} className="wz-check">
                <input
                  type="checkbox"
                  id={`wz-page-${page}`}
                  checked={page === 'home' || data.selectedPages.includes(page)}
                  disabled={page === 'home'}
                  onChange={(e) => togglePage(page, e.target.checked)}
                  aria-describedby={waiting.has(page) ? `wz-wait-${page}` : undefined}
                />
                <label htmlFor={`wz-page-${page}`}>
                  {PAGE_LABELS[page]}
                  {page === 'home' && ' (always included)'}
                </label>
                {page === 'services' && (
                  <button
                    type="button"
                    className="btn btn-ghost wz-edit"
                    onClick={() => setEditing(true)}
                    aria-label="Edit services"
                  >
                    Edit
                  </button>
                )}
                {waiting.has(page) && (
                  <p id={`wz-wait-${page}`} className="wz-wait">
                    {waiting.get(page)}
                  </p>
                )}
              </div>
            ))}
            {data.selectedPages.includes('services') && (
              <p className="muted wz-services-note">
                {data.selectedServices.length} service{data.selectedServices.length === 1 ? '' : 's'} selected, each
                with its own page.
              </p>
            )}
          </fieldset>
          <fieldset className="wz-colours">
            <legend>Theme colours</legend>
            {COLOURS.map(([key, label]) => (
              <div key={key} className="wz-colour">
                <input
                  type="color"
                  id={`wz-${key}`}
                  value={data[key]}
                  onChange={(e) => update({ [key]: e.target.value })}
                />
                <label htmlFor={`wz-${key}`}>{label}</label>
                <code>{data[key]}</code>
              </div>
            ))}
          </fieldset>
          <div className="wz-row">
            <div className="field">
              <label htmlFor="wz-heading-font">Heading font</label>
              <select
                id="wz-heading-font"
                value={data.headingFont}
                onChange={(e) => update({ headingFont: e.target.value })}
              >
                {HEADING_FONTS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="wz-content-font">Content font</label>
              <select
                id="wz-content-font"
                value={data.contentFont}
                onChange={(e) => update({ contentFont: e.target.value })}
              >
                {CONTENT_FONTS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </div>
          </div>
          <LogoField />
          <PhotoField />
          <div className="wz-row">
            <fieldset className="wz-radios">
              <legend>Header</legend>
              {HEADER_TYPES.map((h) => (
                <label key={h}>
                  <input
                    type="radio"
                    name="wz-header"
                    checked={data.headerType === h}
                    onChange={() => update({ headerType: h })}
                  />{' '}
                  {h}
                </label>
              ))}
            </fieldset>
            <fieldset className="wz-radios">
              <legend>Footer</legend>
              {FOOTER_TYPES.map((f) => (
                <label key={f}>
                  <input
                    type="radio"
                    name="wz-footer"
                    checked={data.footerType === f}
                    onChange={() => update({ footerType: f })}
                  />{' '}
                  {f}
                </label>
              ))}
            </fieldset>
          </div>
        </div>
        <DesignPreview />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="wz-nav">
        <button type="button" className="btn btn-ghost" onClick={prev}>
          Prev
        </button>
        <button type="button" className="btn btn-primary" onClick={next}>
          Next
        </button>
      </div>
      {editing && <ServicesDialog type={type} onClose={() => setEditing(false)} />}
    </div>
  );
}
