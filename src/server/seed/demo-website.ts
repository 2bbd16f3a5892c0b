/**
 * The demo account's website, so a newcomer on `npm start` can publish at once: a bilingual ready
 * draft (English, and French under /fr/) made by the real pipeline (built-in copywriter), and, when the demo holds a paid plan, its first published
 * version. The demo salon's the same way (issue 41): its live site is where a visitor books a haircut.
 * Idempotent: an account that already has a ready draft or a live site is left as it is.
 */
import { query } from '../db/client.ts';
import { builtinCopywriter } from '../ai/builtin.ts';
import { findBusinessById } from '../auth/session.ts';
import { generateWebsiteSchema } from '../../schemas/wizard.ts';
import { canPublish } from '../../features/publishing/publishing.ts';
import { websiteCategory } from '../generation/assemble.ts';
import { insertPendingDraft, listDrafts } from '../generation/drafts-repo.ts';
import { buildDraft } from '../generation/pipeline.ts';
import { publishSite } from '../publishing/publish.ts';
import { findWebsite } from '../publishing/websites-repo.ts';
import { DEMO_ACCOUNT } from './seed.ts';
import { DEMO_SALON } from './demo-salon.ts';

const DEMO_REQUEST = {
  websiteType: 'cafe',
  businessSubCategory: 'bakery-cafe',
  headerType: 'Non-Transparent',
  footerType: 'Dual-Section',
  primaryColor: '#8a4b2a',
  secondaryColor: '#f3c77b',
  darkFontColor: '#1b1b1f',
  lightFontColor: '#ffffff',
  headingFont: 'Playfair Display',
  contentFont: 'Lato',
  // The Menu page shows the demo bakery's catalogue (demo-shop.ts), orderable where its payout account is active.
  selectedPages: ['home', 'menu', 'services', 'about', 'contact'],
  selectedServices: ['takeout', 'catering'],
  businessName: DEMO_ACCOUNT.name,
  businessBriefExplaination:
    'A neighbourhood bakery baking bread, croissants and cakes from scratch every morning. This is the Main Street demo account.',
  contactNumber: '+1 780-555-0100',
  contactEmail: DEMO_ACCOUNT.email,
  // Bilingual (issue 31): English at the root, French under /fr/.
  languages: 'en-fr',
};

/** The salon's services page lists what it books online (demo-salon-bookings.ts: the same service slugs). */
const SALON_REQUEST = {
  ...DEMO_REQUEST,
  websiteType: 'beauty',
  businessSubCategory: 'hair-salon',
  selectedPages: ['home', 'services', 'about', 'contact'],
  primaryColor: '#2f5d62',
  secondaryColor: '#e8c4b8',
  selectedServices: ['haircuts', 'colour'],
  businessName: DEMO_SALON.name,
  businessBriefExplaination:
    'A hair salon in downtown Halifax for cuts and colour, booked online. This is the Main Street demo salon.',
  contactNumber: '+1 902-555-0160',
  contactEmail: DEMO_SALON.email,
};

export const DEMO_SITES = {
  bakery: { email: DEMO_ACCOUNT.email, label: 'demo account', request: DEMO_REQUEST },
  salon: { email: DEMO_SALON.email, label: 'demo salon', request: SALON_REQUEST },
};

export async function seedDemoWebsite(
  log: (line: string) => void = () => undefined,
  demo: (typeof DEMO_SITES)[keyof typeof DEMO_SITES] = DEMO_SITES.bakery,
): Promise<void> {
  const [row] = await query<{ id: string }>('SELECT id FROM businesses WHERE lower(business_email) = lower($1)', [
    demo.email,
  ]);
  if (!row) return;
  let draft = (await listDrafts(row.id)).find((d) => d.status === 'ready');
  if (!draft) {
    const request = generateWebsiteSchema.parse(demo.request);
    const pending = await insertPendingDraft({
      businessId: row.id,
      category: websiteCategory(request),
      request,
      logoKey: null,
    });
    draft = await buildDraft(pending.id, builtinCopywriter);
    log(
      draft?.status === 'ready'
        ? `${demo.label}: draft ${draft.draft_number} ready`
        : `${demo.label}: its draft could not be built`,
    );
  }
  const business = await findBusinessById(row.id);
  if (draft?.status !== 'ready' || !business || !canPublish(business.rank) || (await findWebsite(row.id))) return;
  const published = await publishSite(business);
  log(`${demo.label}: version ${published.version} live at ${published.address}`);
}
