/**
 * Makes one website: copy from the copywriter, the spec, the rendered files and a screenshot
 * (or the SVG hero preview when Chromium is missing). Returns everything; stores nothing.
 */
import type { GenerateWebsiteInput } from '../../schemas/wizard.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { siteSpecSchema, type SitePhoto } from '../../schemas/site-spec.ts';
import { renderSite, type SiteFile } from '../../features/site-renderer/render.ts';
import type { Copywriter } from '../ai/copywriter.ts';
import { chromiumAvailable } from '../screenshot/screenshot.ts';
import { shootHome } from '../screenshot/preview.ts';
import { designFontFiles } from '../../shared/catalogue/fonts.ts';
import { loadFontFiles } from '../fonts/web-fonts.ts';
import { assembleSpec, copyRequestFor } from './assemble.ts';
import { languagesOf } from '../../shared/languages.ts';
import type { BusinessRecord } from './business-record.ts';
export interface MadeSite {
  spec: SiteSpec;
  files: SiteFile[];
  screenshotPath: 'assets/og.jpg' | 'assets/preview.svg';
  screenshotKind: 'chromium' | 'svg';
}

export interface MakeSiteInput {
  request: GenerateWebsiteInput;
  record: BusinessRecord;
  writer: Copywriter;
  variant: number;
  baseUrl: string;
  platformUrl: string;
  logo?: { file: string; contentType: string; data: Uint8Array };
  /** The owner's photos (from their listing) and their files by site path: the first is the hero. */
  photos?: { list: SitePhoto[]; files: Map<string, Uint8Array> };
  demo?: boolean;
}

export async function makeSite(input: MakeSiteInput): Promise<MadeSite> {
  // One copy per language, written side by side (a bilingual site has its second copy under /fr/ or /en/).
  const [main, second] = languagesOf(input.request.languages);
  const [copy, secondCopy] = await Promise.all([
    input.writer.write(copyRequestFor(input.request, input.record, input.variant, main)),
    second
      ? input.writer.write(copyRequestFor(input.request, input.record, input.variant, second))
      : Promise.resolve(null),
  ]);
  const logo = input.logo ? { file: input.logo.file, contentType: input.logo.contentType } : null;
  const fonts = await loadFontFiles(designFontFiles(input.request), input.platformUrl);
  const assets = { logo: input.logo?.data, fonts, photos: input.photos?.files };
  const photos = input.photos?.list ?? [];
  const media = {
    hero: photos[0]?.id ?? null,
    about: photos[1]?.id ?? null,
    gallery: photos.length > 2 ? photos.map((p) => p.id) : [],
  };
  const specFor = (ogImage: MadeSite['screenshotPath']) =>
    siteSpecSchema.parse({
      ...assembleSpec({ ...input, copy, secondCopy, logo, ogImage, year: new Date().getFullYear() }),
      photos,
      media,
    });

  if (chromiumAvailable()) {
    const spec = specFor('assets/og.jpg');
    const files = renderSite(spec, assets);
    const shot = await shootHome(files);
    if (shot) {
      files.push({ path: 'assets/og.jpg', contentType: 'image/jpeg', body: shot });
      return { spec, files, screenshotPath: 'assets/og.jpg', screenshotKind: 'chromium' };
    }
  }
  const spec = specFor('assets/preview.svg');
  return { spec, files: renderSite(spec, assets), screenshotPath: 'assets/preview.svg', screenshotKind: 'svg' };
}
