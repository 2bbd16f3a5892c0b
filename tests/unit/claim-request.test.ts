// Issue 39: the reviewed claim request's form check (the function's own schema) and the sentences its states show.
import { describe, expect, it } from 'vitest';
import {
  accountAgeText,
  approvedText,
  checkClaimRequest,
  pendingText,
  refusedText,
} from '../../src/features/listing-claim/claim-request.ts';

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
  it('dates the pending, refused and approved sentences', () => {
    expect(pendingText('Quiet Bakery', { ...request, state: 'pending', decided_at: null })).toBe(
      'You asked to claim Quiet Bakery on November 20, 2026. Your request is waiting for review.',
    );
    expect(refusedText('Quiet Bakery', { ...request, state: 'refused' })).toBe(
      'Your request of November 20, 2026 to claim Quiet Bakery was refused on November 22, 2026.',
    );
    expect(approvedText({ ...request, state: 'approved' })).toBe(
      'An administrator approved your request on November 22, 2026.',
    );
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
