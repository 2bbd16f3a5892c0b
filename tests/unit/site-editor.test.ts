import { describe, expect, it } from 'vitest';
import {
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  addPhoto,
  appendAt,
  friendlyMessage,
  getAt,
  moveAt,
  recordEdit,
  removeAt,
  removePhoto,
  setAt,
  specIssues,
  togglePage,
  undoStep,
} from '../../src/features/site-editor/site-editor.ts';
import { previewDocument } from '../../src/features/site-editor/preview.ts';
import { pagesNeedingDetails, withOwnerFacts } from '../../src/features/site-renderer/owner-facts.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { copyRequestFor, assembleSpec } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { siteSpecSchema, type SitePhoto, type SiteSpec } from '../../src/schemas/site-spec.ts';
import { makeSpec, RECORD, REQUEST } from './renderer-fixture.ts';

/** A spec exactly as generated: the copywriter left menu, shop and events to the owner. */
function generatedSpec(): SiteSpec {
  const request = generateWebsiteSchema.parse(REQUEST);
  const copy = writeBuiltinCopy(copyRequestFor(request, RECORD, 1));
  return siteSpecSchema.parse(
    assembleSpec({
      request,
      record: RECORD,
      copy,
      baseUrl: 'https://x.example/sites/a/',
      platformUrl: 'https://x.example',
      logo: null,
      ogImage: 'assets/og.jpg',
      year: 2026,
    }),
  );
}
const photo = (id: string): SitePhoto => ({
  id,
  alt: 'Our counter',
  width: 1200,
  height: 800,
  widths: [480, 960, 1200],
  avif: true,
});
const html = (spec: SiteSpec) => new Map(renderSite(spec).map((f) => [f.path, String(f.body)]));

describe('spec edits', () => {
  it('sets, appends, removes and moves by path without touching the original', () => {
    const spec = makeSpec();
    const edited = setAt(spec, ['copy', 'hero', 'headline'], 'Bread at dawn, coffee all day');
    expect(edited.copy.hero.headline).toBe('Bread at dawn, coffee all day');
    expect(spec.copy.hero.headline).not.toBe('Bread at dawn, coffee all day');
    expect(edited.copy.intro).toBe(spec.copy.intro);
    const faq = appendAt(spec, ['copy', 'faq'], {
      question: 'Do you deliver?',
      answer: 'Yes, within the town limits.',
    });
    expect(faq.copy.faq).toHaveLength(spec.copy.faq.length + 1);
    expect(getAt(removeAt(faq, ['copy', 'faq'], 0), ['copy', 'faq', 0])).toEqual(spec.copy.faq[1]);
    const moved = moveAt(spec, ['copy', 'faq'], 0, 1);
    expect(moved.copy.faq[1]).toEqual(spec.copy.faq[0]);
    expect(moveAt(spec, ['copy', 'faq'], 0, -1)).toBe(spec);
  });

  it('adds and removes pages; an added menu starts empty and needs the owner’s details', () => {
    const spec = togglePage(makeSpec({ selectedPages: ['home', 'about', 'contact'] }), 'menu', true);
    expect(spec.pages).toEqual(['home', 'about', 'menu', 'contact']);
    expect(spec.copy.menu!.sections[0]!.items).toEqual([]);
    expect(pagesNeedingDetails(spec).map((p) => p.page)).toEqual(['menu']);
    expect(togglePage(spec, 'about', false).pages).toEqual(['home', 'menu', 'contact']);
    expect(togglePage(spec, 'home', false).pages).toContain('home');
  });

  it('validates with the renderer’s schema and words the messages for people', () => {
    const spec = setAt(makeSpec(), ['copy', 'hero', 'headline'], '');
    const issues = specIssues(spec);
    expect(friendlyMessage(issues.get('copy.hero.headline')!)).toBe('Write at least 6 characters.');
    expect(specIssues(makeSpec()).size).toBe(0);
  });

  it('adds photos (the first becomes the hero) and removes them from every place they are used', () => {
    let spec = addPhoto(makeSpec(), photo('aaaaaaaaaaaaaaaa'));
    spec = addPhoto(spec, photo('bbbbbbbbbbbbbbbb'));
    expect(spec.media.hero).toBe('aaaaaaaaaaaaaaaa');
    spec = {
      ...spec,
      media: { ...spec.media, about: 'aaaaaaaaaaaaaaaa', gallery: ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb'] },
    };
    const site = html(spec);
    expect(site.get('index.html')).toMatch(
      /<picture><source type="image\/avif" srcset="assets\/photos\/aaaaaaaaaaaaaaaa-480\.avif 480w, [^"]+"[^>]*><source type="image\/webp"[^>]*><img src="assets\/photos\/aaaaaaaaaaaaaaaa-1200\.webp" alt="Our counter" width="1200" height="800"/,
    );
    expect(site.get('about/index.html')).toContain('../assets/photos/aaaaaaaaaaaaaaaa-960.webp 960w');
    expect(site.get('index.html')).toContain('id="gallery"');
    const removed = removePhoto(spec, 'aaaaaaaaaaaaaaaa');
    expect(removed.media).toEqual({ hero: null, about: null, gallery: ['bbbbbbbbbbbbbbbb'] });
    // Without a hero photo the illustrated hero stays.
    expect(html(removed).get('index.html')).toContain('class="hero-art"');
  });
});

describe('needs your details', () => {
  it('leaves the generated menu, shop and events out of the site until the owner fills them', () => {
    const spec = generatedSpec();
    expect(pagesNeedingDetails(spec).map((p) => p.page)).toEqual(['menu', 'shop', 'events']);
    const site = html(spec);
    for (const page of ['menu', 'shop', 'events']) {
      expect(site.has(`${page}/index.html`)).toBe(false);
      expect(site.get('index.html')).not.toContain(`href="${page}/"`);
    }
  });

  it('shows only complete entries: priced items, dated events', () => {
    let spec = generatedSpec();
    spec = setAt(
      spec,
      ['copy', 'menu', 'sections', 0, 'items'],
      [
        { name: 'Espresso', description: '', price: '$3.50' },
        { name: 'Mystery cake', description: 'Price to come.', price: '' },
      ],
    );
    spec = setAt(spec, ['copy', 'events', 'items'], [{ title: 'Poetry night', when: '', description: 'No date yet.' }]);
    expect(pagesNeedingDetails(spec).map((p) => p.page)).toEqual(['shop', 'events']);
    const visible = withOwnerFacts(spec);
    expect(visible.copy.menu!.sections).toHaveLength(1);
    expect(visible.copy.menu!.sections[0]!.items.map((i) => i.name)).toEqual(['Espresso']);
    const menu = html(spec).get('menu/index.html')!;
    expect(menu).toContain('$3.50');
    expect(menu).not.toContain('Mystery cake');
  });
});

describe('undo history', () => {
  it('makes typing in one field one step, a new field a new step, and undoes in order', () => {
    const a = makeSpec();
    const b = setAt(a, ['copy', 'tagline'], 'B tagline');
    const c = setAt(b, ['copy', 'tagline'], 'BC tagline');
    const d = setAt(c, ['copy', 'cta', 'title'], 'Come by today');
    let h = recordEdit(EMPTY_HISTORY, a, 'copy.tagline', 1000);
    h = recordEdit(h, b, 'copy.tagline', 1500);
    h = recordEdit(h, c, 'copy.cta.title', 2000);
    expect(h.past).toEqual([a, c]);
    const first = undoStep(h)!;
    expect(first.spec).toBe(c);
    expect(undoStep(first.history)!.spec).toBe(a);
    expect(undoStep(EMPTY_HISTORY)).toBeUndefined();
    // A pause in typing starts a new step.
    expect(recordEdit(recordEdit(EMPTY_HISTORY, a, 'k', 0), b, 'k', 5000).past).toEqual([a, b]);
    void d;
  });

  it('keeps at most the last hundred steps', () => {
    let h = EMPTY_HISTORY;
    const spec = makeSpec();
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = recordEdit(h, setAt(spec, ['year'], 2000 + i), null, i);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    expect(h.past[0]!.year).toBe(2020);
  });
});

describe('HTML typed into editor fields', () => {
  it('shows as text on the site and in the preview, never as markup', () => {
    const attack = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    let spec = setAt(makeSpec(), ['copy', 'hero', 'headline'], attack);
    spec = setAt(spec, ['copy', 'faq', 0, 'answer'], `"><svg onload=alert(3)> ${attack}`);
    spec = setAt(spec, ['copy', 'menu', 'sections', 0, 'items', 0, 'price'], '<b>$3</b>');
    spec = addPhoto(spec, { ...photo('cccccccccccccccc'), alt: '" onerror="alert(4)' });
    spec = setAt(spec, ['design', 'primaryColor'], '#3a3da3');
    for (const [path, body] of html(spec)) {
      if (!path.endsWith('.html')) continue;
      expect(body, path).not.toMatch(/<script>alert|<img src=x|<svg onload|<b>\$3|onerror="alert/);
    }
    const preview = previewDocument(spec, '', '/files/site-assets/acct/')!;
    expect(preview).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview).toContain('alt="&quot; onerror=&quot;alert(4)"');
    expect(html(spec).get('menu/index.html')).toContain('&lt;b&gt;$3&lt;/b&gt;');
  });
});
