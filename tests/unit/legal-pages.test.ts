// Issue 39: the Terms and the Privacy Policy exist in both languages with the same sections, say they are drafts,
// cover PIPEDA, Law 25 and CASL with the product's real facts, invent no company details, and the French pages pass
// the French-page check the build runs on every /fr/ page.
import { describe, expect, it } from 'vitest';
import { DRAFT_NOTICE } from '../../src/features/legal/legal-doc.ts';
import { PRIVACY } from '../../src/features/legal/privacy.ts';
import { TERMS } from '../../src/features/legal/terms.ts';
import { englishOnFrenchPage } from '../../src/features/directory/french-page-check.ts';
import { LEGAL_PAGES, signupAgreementHtml } from '../../src/shared/legal.ts';

const all = (doc: typeof TERMS.en) =>
  [doc.title, doc.description, ...doc.sections.flatMap((s) => [s.h, ...s.p])].join('\n');

describe('the legal pages', () => {
  it('have French twins with the same sections, at French addresses', () => {
    for (const doc of [TERMS, PRIVACY]) expect(doc.fr.sections.length).toBe(doc.en.sections.length);
    expect(LEGAL_PAGES).toEqual({
      en: { terms: '/terms/', privacy: '/privacy/' },
      fr: { terms: '/fr/conditions-utilisation/', privacy: '/fr/confidentialite/' },
    });
  });

  it('cover PIPEDA, Law 25 and CASL with what the product does: officer, collection, retention, deletion, unsubscribe', () => {
    const privacy = all(PRIVACY.en);
    for (const fact of [
      'Privacy Officer',
      'Law 25',
      'PIPEDA',
      'CASL',
      'Delete account',
      'unsubscribe link',
      '24 hours',
      '1 hour',
      '1 day',
      'scrypt',
      'Stripe',
    ]) {
      expect(privacy).toContain(fact);
    }
    expect(all(PRIVACY.fr)).toContain('Loi 25');
    expect(all(TERMS.en)).toContain('{taxNote}');
  });

  it('invent no company details: what the repository does not know is marked to be filled in', () => {
    for (const doc of [TERMS.en, PRIVACY.en]) expect(all(doc)).toMatch(/To be filled in: (the|its) legal name/);
    for (const doc of [TERMS.fr, PRIVACY.fr]) expect(all(doc)).toContain('À compléter : ');
    expect(DRAFT_NOTICE.en).toMatch(/not yet reviewed by a lawyer/);
    expect(DRAFT_NOTICE.fr).toMatch(/pas encore révisée par un juriste/);
  });

  it('are French on the French pages', () => {
    for (const doc of [TERMS.fr, PRIVACY.fr]) {
      const html = `<html lang="fr-CA"><body><p>${DRAFT_NOTICE.fr}</p>${doc.sections.map((s) => `<h2>${s.h}</h2>${s.p.map((p) => `<p>${p}</p>`).join('')}`).join('')}</body></html>`;
      expect(englishOnFrenchPage(html), doc.title).toEqual([]);
    }
  });

  it('are linked under every sign-up form', () => {
    expect(signupAgreementHtml()).toBe(
      '<p class="muted small">By registering you agree to the <a href="/terms/">Terms of Service</a> and <a href="/privacy/">Privacy Policy</a>.</p>',
    );
  });
});
