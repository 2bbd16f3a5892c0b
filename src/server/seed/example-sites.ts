/**
 * The feature showcase's example websites: real sites made by the same pipeline as owners' drafts
 * (built-in copywriter, renderer, Chromium screenshot), generated at seed time into the sites
 * store and served at /examples/{slug}/. Idempotent: an example whose pages are unchanged is kept.
 */
import { generateWebsiteSchema, type GenerateWebsiteInput } from '../../schemas/wizard.ts';
import type { Hours } from '../../schemas/seed.ts';
import { builtinCopywriter, writeBuiltinCopy } from '../ai/builtin.ts';
import { renderSite } from '../../features/site-renderer/render.ts';
import { assembleSpec, copyRequestFor } from '../generation/assemble.ts';
import { getEnv } from '../env.ts';
import { makeSite } from '../generation/make-site.ts';
import type { BusinessRecord } from '../generation/business-record.ts';
import { fileStore, storeSiteFiles } from '../storage/storage.ts';
import { chromiumAvailable, closeScreenshotBrowser } from '../screenshot/screenshot.ts';
import { designFontFiles } from '../../shared/catalogue/fonts.ts';
import { loadFontFiles } from '../fonts/web-fonts.ts';

export interface ExampleSite {
  slug: string;
  tab: 'general' | 'cafe' | 'construction';
  name: string;
  kind: string;
  city: string;
  province: string;
  request: Record<string, unknown>;
}

const day = (open: string, close: string) => ({ open, close });
const weekdays = (open: string, close: string, weekend: ReturnType<typeof day> | null): Hours => ({
  monday: day(open, close), tuesday: day(open, close), wednesday: day(open, close), thursday: day(open, close), friday: day(open, close), saturday: weekend, sunday: null,
});

const base = { footerType: 'Dual-Section', darkFontColor: '#1b1b1f', lightFontColor: '#ffffff', contactEmail: 'hello@example.ca' };

export const EXAMPLE_SITES: ExampleSite[] = [
  { slug: 'northern-grind-coffee', tab: 'cafe', name: 'Northern Grind Coffee', kind: 'Coffee shop', city: 'Sherwood Park', province: 'Alberta',
    request: { ...base, websiteType: 'cafe', businessSubCategory: 'coffee-shop', headerType: 'Transparent', primaryColor: '#6b3e26', secondaryColor: '#e9b872', headingFont: 'Playfair Display', contentFont: 'Lato',
      selectedPages: ['home', 'menu', 'services', 'about', 'events', 'contact'], selectedServices: ['dine-in', 'takeout', 'catering'],
      businessName: 'Northern Grind Coffee', businessBriefExplaination: 'We roast small batches of fair-trade beans in-house and bake butter tarts, scones and cinnamon buns every morning for commuters and neighbours.', contactNumber: '+1 780-555-0142' } },
  { slug: 'leaf-and-kettle-tea-house', tab: 'cafe', name: 'Leaf and Kettle Tea House', kind: 'Tea house', city: 'Banff', province: 'Alberta',
    request: { ...base, footerType: 'Unified', websiteType: 'cafe', businessSubCategory: 'tea-house', headerType: 'Non-Transparent', primaryColor: '#2f6b4f', secondaryColor: '#c8a951', headingFont: 'Cormorant Garamond', contentFont: 'Source Sans 3',
      selectedPages: ['home', 'menu', 'shop', 'about', 'contact'], selectedServices: [],
      businessName: 'Leaf and Kettle Tea House', businessBriefExplaination: 'A quiet tea room on Banff Avenue with over forty loose-leaf teas, fresh scones and a view of Cascade Mountain from every window.', contactNumber: '+1 403-555-0178' } },
  { slug: 'prairie-peak-builders', tab: 'construction', name: 'Prairie Peak Builders', kind: 'General contractor', city: 'Camrose', province: 'Alberta',
    request: { ...base, websiteType: 'construction', businessSubCategory: 'general-contractor', headerType: 'Non-Transparent', primaryColor: '#1f3a5f', secondaryColor: '#f2a900', headingFont: 'Oswald', contentFont: 'Roboto',
      selectedPages: ['home', 'services', 'about', 'team', 'contact'], selectedServices: ['home-renovations', 'kitchen-remodeling', 'basement-development', 'decks-and-fences'],
      businessName: 'Prairie Peak Builders', businessBriefExplaination: 'Family-owned renovation and construction company serving Camrose County since our first basement in 2009, known for tidy job sites and fixed written quotes.', contactNumber: '+1 780-555-0163' } },
  { slug: 'summit-roofing', tab: 'construction', name: 'Summit Roofing', kind: 'Roofing company', city: 'Wetaskiwin', province: 'Alberta',
    request: { ...base, websiteType: 'construction', businessSubCategory: 'roofing', headerType: 'Transparent', primaryColor: '#8c2f27', secondaryColor: '#f4b860', headingFont: 'Bebas Neue', contentFont: 'Barlow',
      selectedPages: ['home', 'services', 'about', 'contact'], selectedServices: ['roofing', 'additions', 'project-management'],
      businessName: 'Summit Roofing', businessBriefExplaination: 'Asphalt and metal roofing, hail repairs and free inspections for homes and farms around Wetaskiwin and Pigeon Lake.', contactNumber: '+1 780-555-0119' } },
  { slug: 'riverside-community-church', tab: 'general', name: 'Riverside Community Church', kind: 'Community church', city: 'Fort Saskatchewan', province: 'Alberta',
    request: { ...base, websiteType: 'church', businessSubCategory: 'community-church', headerType: 'Transparent', primaryColor: '#4b3f72', secondaryColor: '#e0b04b', headingFont: 'Merriweather', contentFont: 'Open Sans',
      selectedPages: ['home', 'services', 'about', 'team', 'events', 'contact'], selectedServices: ['sunday-worship', 'youth-ministry', 'childrens-ministry', 'community-outreach'],
      businessName: 'Riverside Community Church', businessBriefExplaination: 'A friendly church by the North Saskatchewan River where families, students and seniors worship together every Sunday.', contactNumber: '+1 780-555-0187' } },
  { slug: 'happy-tails-dog-grooming', tab: 'general', name: 'Happy Tails Dog Grooming', kind: 'Dog grooming (custom niche)', city: 'Sylvan Lake', province: 'Alberta',
    request: { ...base, footerType: 'Unified', websiteType: 'custom', customNiche: 'Dog Grooming', businessSubCategory: 'dog-grooming', headerType: 'Non-Transparent', primaryColor: '#0f766e', secondaryColor: '#f97316', headingFont: 'Quicksand', contentFont: 'Nunito Sans',
      selectedPages: ['home', 'services', 'about', 'contact'], selectedServices: ['appointments', 'free-consultation', 'gift-cards'],
      businessName: 'Happy Tails Dog Grooming', businessBriefExplaination: 'Gentle, fear-free grooming for dogs of every size, with bath, trim and nail care by appointment near the lakeshore.', contactNumber: '+1 403-555-0125' } },
];

const HOURS: Record<string, Hours> = {
  cafe: weekdays('07:00', '18:00', day('08:00', '16:00')),
  construction: weekdays('08:00', '17:00', null),
  church: { monday: null, tuesday: day('09:00', '15:00'), wednesday: day('09:00', '21:00'), thursday: day('09:00', '15:00'), friday: day('09:00', '15:00'), saturday: null, sunday: day('10:00', '12:30') },
  custom: weekdays('09:00', '17:30', day('09:00', '14:00')),
};

function recordFor(example: ExampleSite, input: GenerateWebsiteInput): BusinessRecord {
  return {
    accountId: `example-${example.slug}`, listingId: null, name: example.name, description: null, phone: null, email: input.contactEmail,
    hours: HOURS[input.websiteType] ?? null,
    address: { street: null, city: example.city, province: example.province, postalCode: null, country: 'CA' },
    social: {},
  };
}

/** True when the stored example has exactly the pages we would render now (and its best image). */
async function isUnchanged(example: ExampleSite, request: GenerateWebsiteInput, baseUrl: string, siteUrl: string): Promise<boolean> {
  const store = fileStore('sites');
  const stored = await store.get(`examples/${example.slug}/index.html`).catch(() => undefined);
  if (!stored) return false;
  const hasShot = !!(await store.get(`examples/${example.slug}/assets/og.jpg`).catch(() => undefined));
  if (!hasShot && chromiumAvailable()) return false;
  const record = recordFor(example, request);
  const copy = writeBuiltinCopy(copyRequestFor(request, record, 1));
  const ogImage = hasShot ? 'assets/og.jpg' : 'assets/preview.svg';
  const spec = assembleSpec({ request, record, copy, baseUrl, platformUrl: siteUrl, logo: null, ogImage, year: new Date().getFullYear(), demo: true });
  const home = renderSite(spec, { fonts: await loadFontFiles(designFontFiles(spec.design), siteUrl) }).find((f) => f.path === 'index.html')!;
  return new TextDecoder().decode(stored.data) === home.body;
}

/** The showcase image of an example: its Chromium screenshot when one was taken, else the SVG preview. */
export async function exampleScreenshot(slug: string): Promise<string> {
  const shot = await fileStore('sites').get(`examples/${slug}/assets/og.jpg`).catch(() => undefined);
  return `/examples/${slug}/assets/${shot ? 'og.jpg' : 'preview.svg'}`;
}

export async function seedExampleSites(log: (line: string) => void = () => undefined): Promise<void> {
  const started = performance.now();
  const siteUrl = getEnv().siteUrl;
  let made = 0;
  try {
    for (const example of EXAMPLE_SITES) {
      const request = generateWebsiteSchema.parse(example.request);
      const baseUrl = `${siteUrl}/examples/${example.slug}/`;
      if (await isUnchanged(example, request, baseUrl, siteUrl)) continue;
      const site = await makeSite({ request, record: recordFor(example, request), writer: builtinCopywriter, variant: 1, baseUrl, platformUrl: siteUrl, demo: true });
      await storeSiteFiles(`examples/${example.slug}/`, site.files);
      made++;
    }
  } finally {
    await closeScreenshotBrowser();
  }
  log(`example websites: ${made} generated, ${EXAMPLE_SITES.length - made} unchanged (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
