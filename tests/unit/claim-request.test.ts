// Issue 39: the reviewed claim request's form check (the function's own schema) and the sentences its states show.
import { describe, expect, it } from 'vitest';
import { accountAgeText, checkClaimRequest, dayText } from '../../src/features/listing-claim/claim-request.ts';
import { CLAIM_TEXTS, FRENCH_CLAIM_MESSAGES } from '../../src/features/listing-claim/claim-texts.ts';

const listing = '5d0c7a3e-1b2c-4d5e-8f90-123456789abc';

describe('the claim request form', () => {
  it('names each empty required field with the function’s message', () => {
    const checked = checkClaimRequest(listing, { role_at_business: ' ', proof: '123', message: '' });
    expect(checked).toEqual({
      ok: false,
      errors: {
        role_at_business: 'Say your role at the business (for example: owner).',
        proof: 'Give a phone number or website where we can check that you run the business.',
      },
    });
  });

  it('gives the body the function takes, trimmed, in the page’s language', () => {
    const checked = checkClaimRequest(
      listing,
      { role_at_business: ' Owner ', proof: '780-555-0101', message: '' },
      'fr',
    );
    expect(checked).toEqual({
      ok: true,
      body: { listing, role_at_business: 'Owner', proof: '780-555-0101', message: '', lang: 'fr' },
    });
  });

  it('says when the listing id is missing', () => {
    const checked = checkClaimRequest('', { role_at_business: 'Owner', proof: '780-555-0101', message: '' });
    expect(checked.ok === false && checked.errors.listing).toContain('Claim this listing');
  });
});

describe('the request’s states', () => {
  const request = {
    created_at: '2026-11-20T15:00:00Z',
    decided_at: '2026-11-22T15:00:00Z',
    refusal_reason: 'No proof.',
  };
  it('dates the pending, refused and approved sentences, in English and in French', () => {
    const { en, fr } = CLAIM_TEXTS;
    const [asked, decided] = [dayText(request.created_at), dayText(request.decided_at)];
    expect(en.request.pending('Quiet Bakery', asked)).toBe(
      'You asked to claim Quiet Bakery on November 20, 2026. Your request is waiting for review.',
    );
    expect(en.request.refused('Quiet Bakery', asked, decided)).toBe(
      'Your request of November 20, 2026 to claim Quiet Bakery was refused on November 22, 2026.',
    );
    expect(en.request.approved(decided)).toBe('An administrator approved your request on November 22, 2026.');
    const [demande, decision] = [dayText(request.created_at, 'fr'), dayText(request.decided_at, 'fr')];
    expect(fr.request.pending('Boulangerie Calme', demande)).toBe(
      'Vous avez demandé à réclamer Boulangerie Calme le 20 novembre 2026. Votre demande attend d’être examinée.',
    );
    expect(fr.request.refused('Boulangerie Calme', demande, decision)).toBe(
      'Votre demande du 20 novembre 2026 pour réclamer Boulangerie Calme a été refusée le 22 novembre 2026.',
    );
  });

  it('gives every message of the request form in French on the French page', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const said: string[] = [];
    for (const values of [
      { role_at_business: '', proof: '', message: '' },
      { role_at_business: long(80), proof: long(200), message: long(1000) },
    ]) {
      const checked = checkClaimRequest('', values, 'fr');
      expect(checked.ok).toBe(false);
      if (!checked.ok) said.push(...Object.values(checked.errors).map((m) => CLAIM_TEXTS.fr.say(m)));
    }
    expect(said).toHaveLength(7);
    for (const message of said) expect(Object.values(FRENCH_CLAIM_MESSAGES)).toContain(message);
  });

  it('tells an account’s age in days, months or years', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(accountAgeText('2026-11-27T08:00:00Z', now)).toBe('made today');
    expect(accountAgeText('2026-11-26T08:00:00Z', now)).toBe('1 day old');
    expect(accountAgeText('2026-10-01T08:00:00Z', now)).toBe('57 days old');
    expect(accountAgeText('2026-05-01T08:00:00Z', now)).toBe('6 months old');
    expect(accountAgeText('2023-11-01T08:00:00Z', now)).toBe('3 years old');
  });
});
