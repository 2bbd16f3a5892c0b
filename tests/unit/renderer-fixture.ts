// A complete, valid site spec for renderer tests (built with the real built-in copywriter).
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { assembleSpec, copyRequestFor } from '../../src/server/generation/assemble.ts';
import type { BusinessRecord } from '../../src/server/generation/business-record.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { siteSpecSchema, type SiteSpec } from '../../src/schemas/site-spec.ts';
import type { SiteCopy } from '../../src/schemas/site-copy.ts';

export const REQUEST = {
  websiteType: 'cafe',
  businessSubCategory: 'coffee-shop',
  headerType: 'Non-Transparent',
  footerType: 'Dual-Section',
  primaryColor: '#3a3da3',
  secondaryColor: '#2aeff3',
  darkFontColor: '#000000',
  lightFontColor: '#ffffff',
  headingFont: 'Outfit',
  contentFont: 'Outfit',
  selectedPages: ['home', 'services', 'about', 'team', 'shop', 'events', 'menu', 'contact'],
  selectedServices: ['dine-in', 'takeout', 'catering'],
  businessName: 'Sunrise Coffee House',
  businessBriefExplaination: 'We roast our own beans and bake every morning for the neighbourhood.',
  contactNumber: '+1 780-555-0134',
  contactEmail: 'hello@sunrise.ca',
};

export const RECORD: BusinessRecord = {
  accountId: '11111111-1111-4111-8111-111111111111',
  formId: 'Zk3mQ8vT1xLw9pR2sY7uAb',
  listingId: '22222222-2222-4222-8222-222222222222',
  name: 'Sunrise Coffee House',
  description: null,
  phone: null,
  email: 'owner@sunrise.ca',
  hours: {
    monday: null,
    tuesday: { open: '07:00', close: '17:30' },
    wednesday: { open: '07:00', close: '17:30' },
    thursday: { open: '07:00', close: '17:30' },
    friday: { open: '07:00', close: '17:30' },
    saturday: { open: '08:00', close: '16:00' },
    sunday: null,
  },
  address: { street: '5012 50 Street', city: 'Barrhead', province: 'Alberta', postalCode: 'T7N 1A1', country: 'CA' },
  social: { facebook: 'https://facebook.com/sunrise', instagram: null, linkedin: null },
};

/** What an owner enters in the editor: priced menu items and products, dated events (copywriters leave these empty). */
export function addOwnerEntries(copy: SiteCopy): SiteCopy {
  const item = (name: string, price: string) => ({ name, description: `Our ${name.toLowerCase()}.`, price });
  return {
    ...copy,
    menu: copy.menu && {
      ...copy.menu,
      sections: copy.menu.sections.map((s, i) =>
        i === 0 ? { ...s, items: [item('Espresso', '$3.25'), item('Latte', '$5.25')] } : s,
      ),
    },
    shop: copy.shop && { ...copy.shop, products: [item('House blend, 340 g', '$18.00')] },
    events: copy.events && {
      ...copy.events,
      items: [
        {
          title: 'Open mic night',
          when: 'Thursday 12 March, 7 p.m.',
          description: 'Local musicians take the corner stage.',
        },
      ],
    },
  };
}

export function makeSpec(
  patch: Record<string, unknown> = {},
  record: BusinessRecord = RECORD,
  extra: Partial<SiteSpec> = {},
): SiteSpec {
  const request = generateWebsiteSchema.parse({ ...REQUEST, ...patch });
  const copy = addOwnerEntries(writeBuiltinCopy(copyRequestFor(request, record, 1)));
  return siteSpecSchema.parse({
    ...assembleSpec({
      request,
      record,
      copy,
      baseUrl: 'https://mainstreet.example/sites/abc/',
      platformUrl: 'https://mainstreet.example',
      logo: null,
      ogImage: 'assets/og.jpg',
      year: 2026,
    }),
    ...extra,
  });
}
