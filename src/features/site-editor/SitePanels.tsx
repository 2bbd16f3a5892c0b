/** The editor's groups for the site as a whole: design, pages, header and footer, home page, search listing. */
import { useStore } from '@nanostores/react';
import { PAGE_IDS, PAGE_LABELS } from '../../shared/catalogue/catalogue.ts';
import { CONTENT_FONTS, HEADING_FONTS } from '../../shared/catalogue/fonts.ts';
import { FOOTER_TYPES, HEADER_TYPES } from '../../schemas/wizard.ts';
import { $spec, update } from './site-editor.store.ts';
import { togglePage } from './site-editor.ts';
import { ColorField, Group, ListEditor, SelectField, TextField } from './Fields.tsx';

export function DesignPanel() {
  return (
    <Group title="Colours and fonts">
      <div className="ed-row">
        <ColorField label="Main colour" path={['design', 'primaryColor']} />
        <ColorField label="Accent colour" path={['design', 'secondaryColor']} />
        <ColorField label="Dark text" path={['design', 'darkFontColor']} />
        <ColorField label="Light text" path={['design', 'lightFontColor']} />
      </div>
      <p className="muted ed-hint">Colours are adjusted where needed so text stays readable (WCAG AA contrast).</p>
      <div className="ed-row">
        <SelectField label="Heading font" path={['design', 'headingFont']} options={HEADING_FONTS} />
        <SelectField label="Text font" path={['design', 'contentFont']} options={CONTENT_FONTS} />
      </div>
    </Group>
  );
}

export function PagesPanel() {
  const spec = useStore($spec)!;
  return (
    <Group title="Pages" open>
      <fieldset className="ed-pages">
        <legend>Pages on your website</legend>
        {PAGE_IDS.map((id) => (
          <label key={id} className="ed-check">
            <input
              type="checkbox"
              checked={spec.pages.includes(id)}
              disabled={id === 'home'}
              onChange={(e) => update((s) => togglePage(s, id, e.target.checked))}
            />
            {PAGE_LABELS[id]}
          </label>
        ))}
      </fieldset>
    </Group>
  );
}

export function HeaderFooterPanel() {
  return (
    <Group title="Header and footer">
      <div className="ed-row">
        <SelectField label="Header" path={['design', 'headerType']} options={HEADER_TYPES} />
        <SelectField label="Footer" path={['design', 'footerType']} options={FOOTER_TYPES} />
      </div>
      <TextField label="Tagline (under your name in the footer)" path={['copy', 'tagline']} maxLength={90} />
      <p className="muted ed-hint">
        Your phone, email, address and opening hours come from your business listing, so they are the same everywhere.
        Change them in <a href="/dashboard/my-business/">My business</a>.
      </p>
    </Group>
  );
}

export function HomePanel() {
  return (
    <Group title="Home page" open>
      <TextField label="Headline" path={['copy', 'hero', 'headline']} maxLength={110} />
      <TextField label="Text under the headline" path={['copy', 'hero', 'subheadline']} multiline maxLength={300} />
      <TextField label="Main button" path={['copy', 'hero', 'primaryCta']} maxLength={32} />
      <TextField label="Welcome title" path={['copy', 'intro', 'title']} maxLength={90} />
      <TextField label="Welcome text" path={['copy', 'intro', 'body']} multiline maxLength={900} />
      <h3 className="ed-sub">What you stand for</h3>
      <ListEditor path={['copy', 'values']} itemLabel="Value" blank={{ title: '', text: '' }} min={3} max={4}>
        {(i) => (
          <>
            <TextField label="Title" path={['copy', 'values', i, 'title']} maxLength={90} />
            <TextField label="Text" path={['copy', 'values', i, 'text']} multiline maxLength={320} />
          </>
        )}
      </ListEditor>
      <h3 className="ed-sub">Closing call to action</h3>
      <TextField label="Title" path={['copy', 'cta', 'title']} maxLength={90} />
      <TextField label="Text" path={['copy', 'cta', 'text']} multiline maxLength={300} />
      <TextField label="Button" path={['copy', 'cta', 'button']} maxLength={32} />
    </Group>
  );
}

export function SearchPanel() {
  return (
    <Group title="Search engines">
      <TextField
        label="Page title in search results"
        path={['copy', 'seo', 'title']}
        maxLength={80}
        hint="Your business name always comes first, from your directory listing: what you write after it ('Name | …') is kept."
      />
      <TextField
        label="Description in search results"
        path={['copy', 'seo', 'description']}
        multiline
        maxLength={200}
      />
    </Group>
  );
}
