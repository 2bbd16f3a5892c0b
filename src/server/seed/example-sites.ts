/**
 * The feature showcase's example websites: real sites made by the same pipeline as owners' drafts
 * (built-in copywriter, renderer, Chromium screenshot), generated at seed time into the sites
 * store and served at /examples/{slug}/. Idempotent: an example whose pages are unchanged is kept.
 */
import { generateWebsiteSchema, type GenerateWebsiteInput } from '../../schemas/wizard.ts';
import type { Hours } from '../../schemas/seed.ts';
import { EXAMPLE_SITES, type ExampleSite } from './example-showcase.ts';
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

const day = (open: string, close: string) => ({ open, close });
const weekdays = (open: string, close: string, weekend: ReturnType<typeof day> | null): Hours => ({
  monday: day(open, close),
  tuesday: day(open, close),
  wednesday: day(open, close),
  thursday: day(open, close),
  friday: day(open, close),
  saturday: weekend,
  sunday: null,
});

const HOURS: Record<string, Hours> = {
  cafe: weekdays('07:00', '18:00', day('08:00', '16:00')),
  construction: weekdays('08:00', '17:00', null),
  church: {
    monday: null,
    tuesday: day('09:00', '15:00'),
    wednesday: day('09:00', '21:00'),
    thursday: day('09:00', '15:00'),
    friday: day('09:00', '15:00'),
    saturday: null,
    sunday: day('10:00', '12:30'),
  },
  custom: weekdays('09:00', '17:30', day('09:00', '14:00')),
};

function recordFor(example: ExampleSite, input: GenerateWebsiteInput): BusinessRecord {
  return {
    accountId: `example-${example.slug}`,
    listingId: null,
    name: example.name,
    description: null,
    phone: null,
    email: input.contactEmail,
    hours: HOURS[input.websiteType] ?? null,
    address: { street: null, city: example.city, province: example.province, postalCode: null, country: 'CA' },
    social: {},
  };
}

/** True when the stored example has exactly the pages we would render now (and its best image). */
async function isUnchanged(
  example: ExampleSite,
  request: GenerateWebsiteInput,
  baseUrl: string,
  siteUrl: string,
): Promise<boolean> {
  const store = fileStore('sites');
  const stored = await store.get(`examples/${example.slug}/index.html`).catch(() => undefined);
  if (!stored) return false;
  const hasShot = !!(await store.get(`examples/${example.slug}/assets/og.jpg`).catch(() => undefined));
  if (!hasShot && chromiumAvailable()) return false;
  const record = recordFor(example, request);
  const copy = writeBuiltinCopy(copyRequestFor(request, record, 1));
  const ogImage = hasShot ? 'assets/og.jpg' : 'assets/preview.svg';
  const spec = assembleSpec({
    request,
    record,
    copy,
    baseUrl,
    platformUrl: siteUrl,
    logo: null,
    ogImage,
    year: new Date().getFullYear(),
    demo: true,
  });
  const home = renderSite(spec, { fonts: await loadFontFiles(designFontFiles(spec.design), siteUrl) }).find(
    (f) => f.path === 'index.html',
  )!;
  return new TextDecoder().decode(stored.data) === home.body;
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
      const site = await makeSite({
        request,
        record: recordFor(example, request),
        writer: builtinCopywriter,
        variant: 1,
        baseUrl,
        platformUrl: siteUrl,
        demo: true,
      });
      await storeSiteFiles(`examples/${example.slug}/`, site.files);
      made++;
    }
  } finally {
    await closeScreenshotBrowser();
  }
  log(
    `example websites: ${made} generated, ${EXAMPLE_SITES.length - made} unchanged (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
