/** 'Download website': a draft as a ZIP of static files that runs on any host. */
import JSZip from 'jszip';
import { slugify } from '../../shared/locations.ts';
import { renderSite } from '../../features/site-renderer/render.ts';
import { siteSpecSchema } from '../../schemas/site-spec.ts';
import { notFound } from '../http.ts';
import { fileStore } from '../storage/storage.ts';
import { findDraft } from './drafts-repo.ts';
import { findFormId } from '../messages/contact-forms.ts';
import { storedRenderAssets } from './stored-assets.ts';

const README = (name: string, url: string) => `${name} website (made with Main Street)

These are the files of a complete static website. To publish it, upload everything in this
folder to any web host (Netlify, GitHub Pages, cPanel, an S3 bucket, ...), keeping the folders.
The home page is index.html; each page is a folder with its own index.html.

The contact form sends messages to your Main Street inbox. The draft also lives at:
${url}
`;

export async function zipDraft(
  accountId: string,
  draftId: string,
): Promise<{ data: Uint8Array<ArrayBuffer>; fileName: string }> {
  const draft = await findDraft(draftId);
  if (!draft || draft.business_id !== accountId || draft.status !== 'ready')
    throw notFound('No ready draft with this id in your account.');
  const stored = siteSpecSchema.parse(draft.site_spec);
  // Drafts made before form ids existed get the account's one (never the account id).
  const formId = stored.business.formId ?? (await findFormId(accountId));
  const spec = formId === stored.business.formId ? stored : { ...stored, business: { ...stored.business, formId } };
  const store = fileStore('sites');
  // Rendered again from the stored spec (pure, identical pages), with the 404 page rooted at '/'.
  const files = renderSite(spec, await storedRenderAssets(`drafts/${draft.id}/`, spec), { notFoundBase: '/' });
  const zip = new JSZip();
  for (const f of files) zip.file(f.path, f.body);
  if (spec.ogImage === 'assets/og.jpg') {
    const shot = await store.get(`drafts/${draft.id}/assets/og.jpg`);
    if (shot) zip.file('assets/og.jpg', shot.data);
  }
  zip.file('README.txt', README(spec.business.name, spec.baseUrl));
  const data = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
  return {
    data: new Uint8Array(data),
    fileName: `${slugify(spec.business.name) || 'website'}-draft-${draft.draft_number}.zip`,
  };
}
