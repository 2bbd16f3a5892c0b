// What changed since the live version, as the editor lists it (issue 27, point 2).
import { describe, expect, it } from 'vitest';
import { publishSummary, specChanges } from '../../src/features/site-editor/changes.ts';
import { makeSpec } from './renderer-fixture.ts';

const live = makeSpec();

describe('changes since the live version', () => {
  it('lists nothing when nothing a visitor sees changed (addresses and platform fields do not count)', () => {
    expect(specChanges(live, live)).toEqual([]);
    expect(
      specChanges(
        { ...live, baseUrl: 'http://sunrise.localhost:8888/', platformUrl: 'http://localhost:8888', demo: true },
        live,
      ),
    ).toEqual([]);
  });

  it('lists nothing without a live version (the whole site is a draft then)', () => {
    expect(specChanges(live, null)).toEqual([]);
  });

  it('names the page and the part that changed', () => {
    const now = { ...live, copy: { ...live.copy, hero: { ...live.copy.hero, headline: 'Fresh bread every morning' } } };
    expect(specChanges(now, live)).toEqual([{ area: 'Home page', detail: 'headline and welcome' }]);
  });

  it('names pages added and removed, services edited, design, photos and business details', () => {
    const now = {
      ...live,
      pages: live.pages.filter((p) => p !== 'team'),
      copy: {
        ...live.copy,
        services: live.copy.services.map((s, i) =>
          i === 0 ? { ...s, summary: `${s.summary} Now with oat milk.` } : s,
        ),
        faq: [],
      },
      design: { ...live.design, primaryColor: '#123456', secondaryColor: '#654321', headingFont: 'Lora' },
      business: { ...live.business, name: 'Northern Lights Cafe' },
    };
    expect(specChanges(now, live)).toEqual([
      { area: 'Pages', detail: 'Team removed' },
      { area: 'Services', detail: `${live.copy.services[0]!.name} edited` },
      { area: 'Questions page', detail: 'edited' },
      { area: 'Design', detail: 'colours and fonts' },
      { area: 'Business details', detail: 'name' },
    ]);
    expect(specChanges({ ...live, pages: [...live.pages.filter((p) => p !== 'menu')] }, { ...live })).toEqual([
      { area: 'Pages', detail: 'Menu removed' },
    ]);
    expect(specChanges(live, { ...live, pages: live.pages.filter((p) => p !== 'menu') })).toEqual([
      { area: 'Pages', detail: 'Menu added' },
    ]);
  });
});

describe('the publish status line', () => {
  const site = { live_version: 3, paused: null };
  it("says 'Draft, not live yet' before the first publish and while changes wait", () => {
    expect(publishSummary(null, false, []).label).toBe('Draft, not live yet');
    expect(publishSummary({ live_version: null, paused: null }, false, []).label).toBe('Draft, not live yet');
    const waiting = publishSummary(site, true, [{ area: 'Home page', detail: 'headline and welcome' }]);
    expect(waiting).toEqual({
      label: 'Draft, not live yet',
      text: 'Your edits are saved as a draft. Version 3 is live without this change:',
    });
  });

  it('gives the live address beside the version once the site is published (issue 39)', () => {
    const live = { live_version: 1, paused: null, address: 'http://maple.localhost:8888/' };
    expect(publishSummary(live, true, [])).toEqual({
      label: 'Live',
      text: 'Version 1 is live and shows everything here.',
      address: 'http://maple.localhost:8888/',
    });
    expect(publishSummary(live, true, [{ area: 'Home page', detail: 'headline' }]).address).toBe(
      'http://maple.localhost:8888/',
    );
    expect(
      publishSummary({ live_version: null, paused: null, address: 'http://maple.localhost:8888/' }, true, []).address,
    ).toBeUndefined();
  });

  it("says 'Live' only when the live version shows everything, and 'Paused' when the plan lapsed", () => {
    expect(publishSummary(site, true, []).label).toBe('Live');
    expect(publishSummary({ live_version: 3, paused: { message: 'Your website is paused.' } }, true, []).label).toBe(
      'Paused',
    );
  });
});
