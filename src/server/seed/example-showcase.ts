/**
 * The creator showcase's example websites: what they are (the wizard requests that make them) and
 * the card data the creator pages load at build time. Generating them is example-sites.ts (seed
 * time, with Chromium); this module does no more than read the sites store, so pages can import it.
 */
import { fileStore } from '../storage/storage.ts';

export interface ExampleSite {
  slug: string;
  tab: 'general' | 'cafe' | 'construction';
  name: string;
  kind: string;
  city: string;
  province: string;
  request: Record<string, unknown>;
}

const base = {
  footerType: 'Dual-Section',
  darkFontColor: '#1b1b1f',
  lightFontColor: '#ffffff',
  contactEmail: 'hello@example.ca',
};

export const EXAMPLE_SITES: ExampleSite[] = [
  {
    slug: 'northern-grind-coffee',
    tab: 'cafe',
    name: 'Northern Grind Coffee',
    kind: 'Coffee shop',
    city: 'Sherwood Park',
    province: 'Alberta',
    request: {
      ...base,
      websiteType: 'cafe',
      businessSubCategory: 'coffee-shop',
      headerType: 'Transparent',
      primaryColor: '#6b3e26',
      secondaryColor: '#e9b872',
      headingFont: 'Playfair Display',
      contentFont: 'Lato',
      selectedPages: ['home', 'menu', 'services', 'about', 'events', 'contact'],
      selectedServices: ['dine-in', 'takeout', 'catering'],
      businessName: 'Northern Grind Coffee',
      businessBriefExplaination:
        'We roast small batches of fair-trade beans in-house and bake butter tarts, scones and cinnamon buns every morning for commuters and neighbours.',
      contactNumber: '+1 780-555-0142',
    },
  },
  {
    slug: 'leaf-and-kettle-tea-house',
    tab: 'cafe',
    name: 'Leaf and Kettle Tea House',
    kind: 'Tea house',
    city: 'Banff',
    province: 'Alberta',
    request: {
      ...base,
      footerType: 'Unified',
      websiteType: 'cafe',
      businessSubCategory: 'tea-house',
      headerType: 'Non-Transparent',
      primaryColor: '#2f6b4f',
      secondaryColor: '#c8a951',
      headingFont: 'Cormorant Garamond',
      contentFont: 'Source Sans 3',
      selectedPages: ['home', 'menu', 'shop', 'about', 'contact'],
      selectedServices: [],
      businessName: 'Leaf and Kettle Tea House',
      businessBriefExplaination:
        'A quiet tea room on Banff Avenue with over forty loose-leaf teas, fresh scones and a view of Cascade Mountain from every window.',
      contactNumber: '+1 403-555-0178',
    },
  },
  {
    slug: 'prairie-peak-builders',
    tab: 'construction',
    name: 'Prairie Peak Builders',
    kind: 'General contractor',
    city: 'Camrose',
    province: 'Alberta',
    request: {
      ...base,
      websiteType: 'construction',
      businessSubCategory: 'general-contractor',
      headerType: 'Non-Transparent',
      primaryColor: '#1f3a5f',
      secondaryColor: '#f2a900',
      headingFont: 'Oswald',
      contentFont: 'Roboto',
      selectedPages: ['home', 'services', 'about', 'team', 'contact'],
      selectedServices: ['home-renovations', 'kitchen-remodeling', 'basement-development', 'decks-and-fences'],
      businessName: 'Prairie Peak Builders',
      businessBriefExplaination:
        'Family-owned renovation and construction company serving Camrose County since our first basement in 2009, known for tidy job sites and fixed written quotes.',
      contactNumber: '+1 780-555-0163',
    },
  },
  {
    slug: 'summit-roofing',
    tab: 'construction',
    name: 'Summit Roofing',
    kind: 'Roofing company',
    city: 'Wetaskiwin',
    province: 'Alberta',
    request: {
      ...base,
      websiteType: 'construction',
      businessSubCategory: 'roofing',
      headerType: 'Transparent',
      primaryColor: '#8c2f27',
      secondaryColor: '#f4b860',
      headingFont: 'Bebas Neue',
      contentFont: 'Barlow',
      selectedPages: ['home', 'services', 'about', 'contact'],
      selectedServices: ['roofing', 'additions', 'project-management'],
      businessName: 'Summit Roofing',
      businessBriefExplaination:
        'Asphalt and metal roofing, hail repairs and free inspections for homes and farms around Wetaskiwin and Pigeon Lake.',
      contactNumber: '+1 780-555-0119',
    },
  },
  {
    slug: 'riverside-community-church',
    tab: 'general',
    name: 'Riverside Community Church',
    kind: 'Community church',
    city: 'Fort Saskatchewan',
    province: 'Alberta',
    request: {
      ...base,
      websiteType: 'church',
      businessSubCategory: 'community-church',
      headerType: 'Transparent',
      primaryColor: '#4b3f72',
      secondaryColor: '#e0b04b',
      headingFont: 'Merriweather',
      contentFont: 'Open Sans',
      selectedPages: ['home', 'services', 'about', 'team', 'events', 'contact'],
      selectedServices: ['sunday-worship', 'youth-ministry', 'childrens-ministry', 'community-outreach'],
      businessName: 'Riverside Community Church',
      businessBriefExplaination:
        'A friendly church by the North Saskatchewan River where families, students and seniors worship together every Sunday.',
      contactNumber: '+1 780-555-0187',
    },
  },
  {
    slug: 'happy-tails-dog-grooming',
    tab: 'general',
    name: 'Happy Tails Dog Grooming',
    kind: 'Dog grooming (custom niche)',
    city: 'Sylvan Lake',
    province: 'Alberta',
    request: {
      ...base,
      footerType: 'Unified',
      websiteType: 'custom',
      customNiche: 'Dog Grooming',
      businessSubCategory: 'dog-grooming',
      headerType: 'Non-Transparent',
      primaryColor: '#0f766e',
      secondaryColor: '#f97316',
      headingFont: 'Quicksand',
      contentFont: 'Nunito Sans',
      selectedPages: ['home', 'services', 'about', 'contact'],
      selectedServices: ['appointments', 'free-consultation', 'gift-cards'],
      businessName: 'Happy Tails Dog Grooming',
      businessBriefExplaination:
        'Gentle, fear-free grooming for dogs of every size, with bath, trim and nail care by appointment near the lakeshore.',
      contactNumber: '+1 403-555-0125',
    },
  },
];

/** The showcase image of an example: its Chromium screenshot when one was taken, else the SVG preview. */
export async function exampleScreenshot(slug: string): Promise<string> {
  const shot = await fileStore('sites')
    .get(`examples/${slug}/assets/og.jpg`)
    .catch(() => undefined);
  return `/examples/${slug}/assets/${shot ? 'og.jpg' : 'preview.svg'}`;
}

/** The sitemaps of the example websites that are stored (each lists its own pages under /examples/{slug}/). */
export async function exampleSitemaps(site: string): Promise<string[]> {
  const stored = await Promise.all(
    EXAMPLE_SITES.map(async ({ slug }) =>
      (await fileStore('sites')
        .get(`examples/${slug}/sitemap.xml`)
        .catch(() => undefined))
        ? slug
        : null,
    ),
  );
  return stored.filter((slug): slug is string => slug !== null).map((slug) => `${site}/examples/${slug}/sitemap.xml`);
}

export interface ExampleCard extends Omit<ExampleSite, 'request'> {
  /** The showcase image: the example's screenshot, or its SVG preview. */
  shot: string;
}

/** The showcase cards, with their images, for the creator pages. */
export async function loadExampleCards(): Promise<ExampleCard[]> {
  return Promise.all(
    EXAMPLE_SITES.map(async ({ request: _request, ...card }) => ({
      ...card,
      shot: await exampleScreenshot(card.slug),
    })),
  );
}
