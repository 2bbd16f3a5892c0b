import { describe, expect, it } from 'vitest';
import {
  countLinks,
  isAbusive,
  moderateReview,
  normaliseText,
  screenMessage,
  spamLevel,
  textFingerprint,
  type ReviewFacts,
} from '../../src/server/moderation/checks.ts';

const facts = (overrides: Partial<ReviewFacts> = {}): ReviewFacts => ({
  firstName: 'Ada',
  lastName: 'Tremblay',
  message: 'Friendly staff and the best sourdough in town.',
  recentByEmail: 0,
  recentByIp: 0,
  sameTextOnListing: false,
  alreadyReviewedListing: false,
  ...overrides,
});

describe('moderateReview', () => {
  it('keeps an ordinary review pending for the admin, with no reason', () => {
    expect(moderateReview(facts())).toEqual({ status: 'pending', reason: null });
  });

  it('rejects the 4th review per email in a day, and holds the 6th per address (shared networks) with rate-limit', () => {
    expect(moderateReview(facts({ recentByEmail: 2 })).status).toBe('pending');
    expect(moderateReview(facts({ recentByEmail: 3 }))).toEqual({ status: 'rejected', reason: 'rate-limit' });
    expect(moderateReview(facts({ recentByIp: 4 }))).toEqual({ status: 'pending', reason: null });
    expect(moderateReview(facts({ recentByIp: 5 }))).toEqual({ status: 'pending', reason: 'rate-limit' });
    // The author's second review of one listing is a duplicate, whatever their count today (20 at once once
    // came back 'rate-limit' for the late ones in the concurrency suite).
    expect(moderateReview(facts({ recentByEmail: 3, alreadyReviewedListing: true }))).toEqual({
      status: 'rejected',
      reason: 'duplicate',
    });
    // A stronger reason wins over the busy address.
    expect(moderateReview(facts({ recentByIp: 5, alreadyReviewedListing: true }))).toEqual({
      status: 'rejected',
      reason: 'duplicate',
    });
  });

  it('rejects duplicates: the same author twice on one listing, or a long text copied to the same listing', () => {
    expect(moderateReview(facts({ alreadyReviewedListing: true })).reason).toBe('duplicate');
    expect(moderateReview(facts({ message: 'Great!', alreadyReviewedListing: true })).reason).toBe('duplicate');
    // Short common phrases may repeat across different people, even on one listing.
    expect(moderateReview(facts({ message: 'Great service!', sameTextOnListing: true })).status).toBe('pending');
    const long = 'The cinnamon buns here are the best in the province, every single Saturday.';
    const copied = moderateReview(facts({ message: long, sameTextOnListing: true }));
    expect(copied).toEqual({ status: 'rejected', reason: 'duplicate' });
    // The same words about other businesses, from a busy shared address, are not a copy.
    expect(moderateReview(facts({ message: long, recentByIp: 2 }))).toEqual({ status: 'pending', reason: null });
  });

  it('rejects obvious spam, holds a single link or shouting for a person', () => {
    expect(moderateReview(facts({ message: 'Best casino bonus, click here http://x.example.com' }))).toEqual({
      status: 'rejected',
      reason: 'spam',
    });
    expect(moderateReview(facts({ firstName: 'www.cheap-seo.com' }))).toEqual({ status: 'rejected', reason: 'spam' });
    expect(moderateReview(facts({ message: 'Their menu is on www.bakery.ca and it is great' }))).toEqual({
      status: 'pending',
      reason: 'spam',
    });
    expect(moderateReview(facts({ message: 'THIS IS THE WORST PLACE I HAVE EVER BEEN TO' }))).toEqual({
      status: 'pending',
      reason: 'spam',
    });
    expect(moderateReview(facts({ message: 'Sooooooooooooo good' }))).toEqual({ status: 'pending', reason: 'spam' });
  });

  it('holds abusive language for a moderator', () => {
    expect(moderateReview(facts({ message: 'The cashier was a moron.' }))).toEqual({
      status: 'pending',
      reason: 'abusive',
    });
    expect(moderateReview(facts({ message: 'Shiitake mushrooms were great' })).reason).toBeNull();
  });
});

describe('text checks', () => {
  it('counts links with a scheme, www. or a bare domain', () => {
    expect(countLinks('see https://a.example and www.b.com or c.ca/menu')).toBe(3);
    expect(countLinks('Write to ada@example.com or ada@gmail.ca')).toBe(0);
    expect(countLinks('We paid $4.50 for a coffee, e.g. a latte. Open 9 a.m.')).toBe(0);
  });

  it('grades spam', () => {
    expect(spamLevel({ firstName: 'A', lastName: 'B', message: 'Lovely bakery' })).toBe('ok');
    expect(spamLevel({ firstName: 'A', lastName: 'B', message: 'buy followers and backlinks' })).toBe('reject');
    expect(spamLevel({ firstName: 'A', lastName: 'B', message: 'a.com b.com c.com' })).toBe('reject');
  });

  it('detects abusive words as whole words only', () => {
    expect(isAbusive('what a bastard')).toBe(true);
    expect(isAbusive('I will find you')).toBe(true);
    expect(isAbusive('Scunthorpe class')).toBe(false);
  });

  it('fingerprints text regardless of case, spacing and punctuation', () => {
    expect(normaliseText('Great  Bread, Café!')).toBe('greatbreadcafé');
    expect(textFingerprint('Great bread!')).toBe(textFingerprint('great   BREAD'));
    expect(textFingerprint('Great bread')).not.toBe(textFingerprint('Great breads'));
  });

  it('messages: only obvious spam is refused', () => {
    expect(screenMessage({ firstName: 'A', lastName: 'B', message: 'Do you cater? Our site is www.acme.ca' })).toEqual({
      accepted: true,
      reason: null,
    });
    expect(screenMessage({ firstName: 'A', lastName: 'B', message: 'SEO services, click here www.x.com' })).toEqual({
      accepted: false,
      reason: 'spam',
    });
  });
});
