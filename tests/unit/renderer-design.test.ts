import { describe, expect, it } from 'vitest';
import { buildPalette, contrast, ensureContrast, mix } from '../../src/features/site-renderer/colors.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { previewSvg } from '../../src/features/site-renderer/assets.ts';
import { makeSpec } from './renderer-fixture.ts';

const page = (patch: Record<string, unknown> = {}, path = 'index.html', logo?: Uint8Array) => {
  const spec = makeSpec(patch);
  if (logo) spec.design.logo = { file: 'assets/logo.png', contentType: 'image/png' };
  return renderSite(spec, logo ? { logo } : {});
};
const bodyOf = (files: ReturnType<typeof renderSite>, path = 'index.html') =>
  files.find((f) => f.path === path)!.body as string;

describe('site renderer: design choices', () => {
  it('draws a Transparent header over the hero, or a solid Non-Transparent one', () => {
    expect(bodyOf(page({ headerType: 'Transparent' }))).toMatch(
      /<body class="has-transparent">[\s\S]*<header class="site-header transparent">/,
    );
    expect(bodyOf(page({ headerType: 'Non-Transparent' }))).toMatch(
      /<body class="">[\s\S]*<header class="site-header">/,
    );
  });

  it('draws a Unified or a Dual-Section footer', () => {
    expect(bodyOf(page({ footerType: 'Unified' }))).toContain('<footer class="site-footer unified">');
    const dual = bodyOf(page({ footerType: 'Dual-Section' }));
    expect(dual).toContain('<footer class="site-footer dual">');
    expect(dual).toContain('Tuesday – Friday: 7 a.m. – 5:30 p.m.');
  });

  it('uses the chosen colours and font stacks; without font files given, no @font-face and nothing from a font service', () => {
    const home = bodyOf(page({ primaryColor: '#6b3e26', headingFont: 'Playfair Display', contentFont: 'Lato' }));
    expect(home).toContain('--primary:#6b3e26');
    expect(home).toContain("--heading:'Playfair Display', Didot");
    expect(home).toContain("--body:'Lato', 'Segoe UI'");
    expect(home).not.toMatch(/fonts\.googleapis|@import|@font-face/);
  });

  it('shows the logo when one is uploaded, else a monogram', () => {
    const withLogo = page({}, 'index.html', new Uint8Array([0x89, 0x50]));
    expect(bodyOf(withLogo)).toContain('<img src="assets/logo.png" alt="Sunrise Coffee House logo"');
    expect(withLogo.find((f) => f.path === 'assets/logo.png')!.body).toEqual(new Uint8Array([0x89, 0x50]));
    expect(bodyOf(page())).toContain('<span class="mono" aria-hidden="true">SC</span>');
  });

  it('keeps text readable whatever colours are picked (WCAG AA 4.5:1)', () => {
    for (const colours of [
      { primaryColor: '#ffff66', secondaryColor: '#ffffff', darkFontColor: '#cccccc', lightFontColor: '#ffffff' },
      { primaryColor: '#2aeff3', secondaryColor: '#2aeff3', darkFontColor: '#777777', lightFontColor: '#eeeeee' },
      { primaryColor: '#000000', secondaryColor: '#000000', darkFontColor: '#000000', lightFontColor: '#000000' },
    ]) {
      const p = buildPalette(colours);
      expect(contrast(p.onPrimary, p.primaryFill)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.onPrimary, p.heroEnd)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.ink, p.soft)).toBeGreaterThanOrEqual(7);
      expect(contrast(p.link, p.soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.accentText, p.soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(p.inkMuted, p.soft)).toBeGreaterThanOrEqual(4.5);
      expect(contrast('#ffffff', p.deep)).toBeGreaterThanOrEqual(10);
    }
  });

  it('changes a colour only as much as needed', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ensureContrast('#3a3da3', '#ffffff')).toBe('#3a3da3');
    const fixed = ensureContrast('#2aeff3', '#ffffff');
    expect(contrast(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(fixed).not.toBe('#000000');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });

  it('draws an SVG preview of the header and hero for when Chromium is missing', () => {
    const svg = previewSvg(makeSpec({ headerType: 'Transparent' }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1280" height="800"/);
    expect(svg).toContain('Sunrise Coffee House');
    expect(svg).toContain('role="img"');
  });
});
