import { describe, expect, it } from 'vitest';
import { catalogueFontFiles, designFontFiles, fontFaceCss } from '../../src/shared/catalogue/fonts.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { loadFontFiles } from '../../src/server/fonts/web-fonts.ts';
import { makeSpec } from './renderer-fixture.ts';

describe('web fonts of a generated site', () => {
  it('needs the heading font at its heading weight and the content font regular and bold', () => {
    expect(designFontFiles({ headingFont: 'Playfair Display', contentFont: 'Lato' }).map((f) => f.file)).toEqual([
      'playfair-display-700.woff2',
      'lato-400.woff2',
      'lato-700.woff2',
    ]);
    // a script face is set at 400; one family for both roles is loaded once; unknown names load nothing
    expect(designFontFiles({ headingFont: 'Pacifico', contentFont: 'Inter' }).map((f) => f.file)).toEqual([
      'pacifico-400.woff2',
      'inter-400.woff2',
      'inter-700.woff2',
    ]);
    expect(designFontFiles({ headingFont: 'Outfit', contentFont: 'Outfit' }).map((f) => f.file)).toEqual([
      'outfit-700.woff2',
      'outfit-400.woff2',
    ]);
    expect(designFontFiles({ headingFont: 'Comic Sans', contentFont: 'Nope' })).toEqual([]);
  });

  it('writes @font-face rules that swap in the font once it arrives', () => {
    expect(
      fontFaceCss([{ family: 'Source Sans 3', weight: 400, file: 'source-sans-3-400.woff2' }], '../assets/fonts/'),
    ).toBe(
      "@font-face{font-family:'Source Sans 3';font-style:normal;font-weight:400;font-display:swap;src:url(../assets/fonts/source-sans-3-400.woff2) format('woff2')}",
    );
  });

  it('ships the given font files with the site, preloads the heading font, and links them from every depth', () => {
    const spec = makeSpec({ headingFont: 'Playfair Display', contentFont: 'Lato' });
    const fonts = new Map([
      ['playfair-display-700.woff2', new Uint8Array([1])],
      ['lato-400.woff2', new Uint8Array([2])],
    ]);
    const files = renderSite(spec, { fonts });
    expect(files.filter((f) => f.path.startsWith('assets/fonts/')).map((f) => [f.path, f.contentType])).toEqual([
      ['assets/fonts/playfair-display-700.woff2', 'font/woff2'],
      ['assets/fonts/lato-400.woff2', 'font/woff2'],
    ]);
    const home = files.find((f) => f.path === 'index.html')!.body as string;
    expect(home).toContain(
      '<link rel="preload" href="assets/fonts/playfair-display-700.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(home).toContain('src:url(assets/fonts/lato-400.woff2)');
    expect(home).not.toContain('lato-700.woff2'); // not given, so not linked: the fallback stack serves bold
    const nested = files.find((f) => f.path === 'services/dine-in/index.html')!.body as string;
    expect(nested).toContain('src:url(../../assets/fonts/playfair-display-700.woff2)');
  });

  it('has every catalogue font installed, in both weights (single-weight faces reuse their regular)', async () => {
    const files = catalogueFontFiles();
    const loaded = await loadFontFiles(files);
    expect([...files.map((f) => f.file)].filter((f) => !loaded.has(f))).toEqual([]);
    const woff2 = [...loaded.values()].every((b) => new TextDecoder().decode(b.slice(0, 4)) === 'wOF2');
    expect(woff2).toBe(true);
  });
});
