import { describe, expect, it } from 'vitest';
import {
  makeReferralCode,
  normalizeReferralCode,
  REFERRAL_CODE_PATTERN,
} from '../../src/server/accounts/referral-code.ts';
import { isPayingStatus, planForLookupKey, rankFromSubscriptions } from '../../src/server/stripe/plan-mapping.ts';
import { checkImageFile, sniffImageType } from '../../src/shared/images.ts';

describe('referral codes', () => {
  it('are readable slugs with a random tail that fit the database rule', () => {
    expect(makeReferralCode('Café Québec & Co', 'A1b2C3d4')).toBe('cafe-quebec-and-co-a1b2c3d4');
    expect(makeReferralCode('東京', 'ffff0000')).toBe('business-ffff0000');
    expect(makeReferralCode('X'.repeat(60), '12345678')).toMatch(REFERRAL_CODE_PATTERN);
  });
  it('normalizes what arrives from a URL, refusing anything else', () => {
    expect(normalizeReferralCode('  Demo-Bakery ')).toBe('demo-bakery');
    expect(normalizeReferralCode('a')).toBeUndefined();
    expect(normalizeReferralCode("x' OR 1=1 --")).toBeUndefined();
    expect(normalizeReferralCode({})).toBeUndefined();
  });
});

describe('plans from Stripe lookup keys', () => {
  it('maps each paid plan’s lookup_key and nothing else', () => {
    expect(planForLookupKey('main_street_web_hosting_monthly')).toBe('web-hosting');
    expect(planForLookupKey('main_street_complete_monthly')).toBe('complete');
    expect(planForLookupKey('something_else')).toBeUndefined();
    expect(planForLookupKey(null)).toBeUndefined();
  });
  it('derives the rank from paying subscriptions only, best plan first', () => {
    expect(rankFromSubscriptions([])).toBe('registered');
    expect(rankFromSubscriptions([{ plan: 'complete', status: 'incomplete' }])).toBe('registered');
    expect(rankFromSubscriptions([{ plan: 'complete', status: 'past_due' }])).toBe('registered');
    expect(
      rankFromSubscriptions([
        { plan: 'complete', status: 'canceled' },
        { plan: 'web-hosting', status: 'active' },
      ]),
    ).toBe('web-hosting');
    expect(
      rankFromSubscriptions([
        { plan: 'web-hosting', status: 'active' },
        { plan: 'complete', status: 'trialing' },
      ]),
    ).toBe('complete');
    expect(isPayingStatus('unpaid')).toBe(false);
  });
});

describe('listing images', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  it('recognizes images by their bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))?.contentType).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))?.ext).toBe('png');
    expect(sniffImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))?.ext).toBe('gif');
    expect(sniffImageType(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]))?.ext).toBe(
      'webp',
    );
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
  it('checks type and size in the browser before uploading', () => {
    expect(checkImageFile({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toBe('Please choose a JPEG, PNG, WebP or GIF image.');
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBe('Each image must be 4 MB or smaller.');
  });
});

describe('login email message (issue 18)', () => {
  it("tells 'bad@' that the address is not valid, not that it is short", async () => {
    const { loginSchema, INVALID_EMAIL } = await import('../../src/schemas/business.ts');
    const result = loginSchema.safeParse({ business_email: 'bad@', business_password: 'Maple#2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'business_email')?.message).toBe(INVALID_EMAIL);
    expect(INVALID_EMAIL).toBe('You must provide an email address such as name@yourbusiness.ca'); // §5, literally
  });
});
