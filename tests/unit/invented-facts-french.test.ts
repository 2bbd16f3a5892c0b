// The no-invented-facts rule in French (issue 31): prices, percentages, dates, years, times, figures,
// founding claims and testimonials a copywriter made up are caught; the owner's own facts are not.
import { describe, expect, it } from 'vitest';
import { findInventedFacts, inventedFactIn } from '../../src/features/site-renderer/invented-facts.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { readAnswer } from '../../src/server/ai/openai.ts';
import type { CopyRequest } from '../../src/server/ai/copywriter.ts';

const REQ: CopyRequest = {
  businessName: 'Boulangerie 3 Frères',
  overview: 'Une boulangerie de quartier.',
  websiteType: 'cafe',
  typeName: 'Cafe',
  subCategoryName: 'Bakery Cafe',
  subCategory: 'bakery-cafe',
  pages: ['home', 'services', 'about', 'menu', 'contact'],
  services: [{ slug: 'takeout', name: 'Takeout', summary: 'Quick counter service.' }],
  city: 'Québec',
  province: 'Quebec',
  phone: '+1 418-555-0199',
  email: 'allo@example.ca',
  variant: 1,
  language: 'fr',
};

describe('invented facts in French', () => {
  it.each([
    ['Le croissant à 12,50 $ est notre favori.', 'un prix'],
    ['Un café pour 3 $ seulement.', 'un prix'],
    ['À partir de $4, servi chaud.', 'un prix'],
    ['Profitez de 20 % de rabais.', 'un pourcentage'],
    ['Venez nous voir le 12 mars.', 'une date'],
    ['Venez nous voir en mars prochain.', 'un mois'],
    ['Une tradition familiale depuis 1998.', 'une année'],
    ['Nous servons plus de 500 clients par semaine.', 'un chiffre'],
    ['Ouvert le lundi dès l’aube.', 'un jour de la semaine'],
    ['Ouvert dès 9 h 30 chaque matin.', 'une heure'],
    ['Une boulangerie primée, au cœur du quartier.', 'une distinction ou une date de fondation'],
    [
      'Au service du quartier depuis plus de dix ans : des milliers de clients satisfaits.',
      'une distinction ou une date de fondation',
    ],
    ['« Le meilleur pain de la ville ! » — Marie', 'un témoignage'],
  ])('catches « %s »', (text, what) => {
    expect(inventedFactIn(text, 'fr')?.what).toBe(what);
  });

  it('lets plain French copy through', () => {
    for (const text of [
      'Prix en dollars canadiens.',
      'Demandez-nous les suggestions du jour.',
      'Une place pour chacun, depuis le premier café du matin.',
      'Appelez-nous : une vraie personne vous répondra.',
    ]) {
      expect(inventedFactIn(text, 'fr'), text).toBeUndefined();
    }
  });

  it('allows the owner’s facts: their phone in any spelling and names with figures', () => {
    const copy = writeBuiltinCopy(REQ);
    expect(findInventedFacts(copy, 'fr', { phone: REQ.phone, texts: [REQ.businessName, REQ.city!] })).toEqual([]);
    expect(
      findInventedFacts({ ...copy, tagline: 'Appelez au 418.555.0199 ou au (418) 555-0199' }, 'fr', {
        phone: REQ.phone,
        texts: [REQ.businessName, REQ.city!],
      }),
    ).toEqual([]);
    const invented = { ...copy, tagline: 'Boulangerie 3 Frères, depuis 1998' };
    expect(findInventedFacts(invented, 'fr', { phone: REQ.phone, texts: [REQ.businessName] })).toEqual([
      'tagline: une année ("1998") that the owner did not give',
    ]);
  });

  it('an OpenAI answer in French is parsed, typeset and checked: invented facts are named for the retry', () => {
    const good = writeBuiltinCopy(REQ);
    const answer = readAnswer(JSON.stringify({ ...good, tagline: 'Du pain frais: chaque matin!' }), REQ);
    expect(answer.problems).toEqual([]);
    expect(answer.copy!.tagline).toBe('Du pain frais\u00a0: chaque matin\u00a0!');
    const bad = readAnswer(
      JSON.stringify({
        ...good,
        hero: { ...good.hero, subheadline: 'Des croissants à 3,50 $ et 20 % de rabais le samedi, depuis 1998.' },
      }),
      REQ,
    );
    expect(bad.copy).toBeUndefined();
    expect(bad.problems).toEqual([expect.stringMatching(/^hero\.subheadline: un prix/)]);
  });

  it('the English rule still holds for English answers', () => {
    const english = { ...REQ, language: 'en' as const, businessName: 'Sunrise Bakery' };
    const copy = writeBuiltinCopy(english);
    expect(readAnswer(JSON.stringify(copy), english).problems).toEqual([]);
    expect(readAnswer(JSON.stringify({ ...copy, tagline: 'Serving Quebec since 1998' }), english).problems).toEqual([
      expect.stringMatching(/^tagline: a year/),
    ]);
  });
});
