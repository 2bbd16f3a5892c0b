/** A stored site's binary assets (logo, web fonts), for rendering its pages again from its spec. */
import { designFontFiles } from '../../shared/catalogue/fonts.ts';
import { FONTS_FOLDER } from '../../features/site-renderer/layout.ts';
import type { RenderAssets } from '../../features/site-renderer/render.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { fileStore } from '../storage/storage.ts';

export async function storedRenderAssets(prefix: string, spec: SiteSpec): Promise<RenderAssets> {
  const store = fileStore('sites');
  const read = (key: string) => store.get(`${prefix}${key}`).then((f) => f?.data, () => undefined);
  const fontFiles = designFontFiles(spec.design);
  const [logo, ...fontData] = await Promise.all([
    spec.design.logo ? read(spec.design.logo.file) : undefined,
    ...fontFiles.map((f) => read(`${FONTS_FOLDER}${f.file}`)),
  ]);
  const fonts = new Map(fontFiles.flatMap((f, i) => (fontData[i] ? [[f.file, fontData[i]] as const] : [])));
  return { logo, fonts };
}
