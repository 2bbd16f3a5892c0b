import { describe, expect, it } from 'vitest';
import { businessFromRecord } from '../../src/server/generation/assemble.ts';
import { makeSpec, RECORD } from './renderer-fixture.ts';

describe('businessFromRecord (a listing edit reaches the generated site)', () => {
  const site = makeSpec().business;

  it('takes the listing’s name, overview, phone, hours, address and social links, and keeps the site’s email', () => {
    const record = {
      ...RECORD,
      name: 'Sunrise Roasters',
      description: 'Small-batch roastery and bakery on 50 Street since 2011.',
      phone: '780-555-0177',
      hours: { saturday: { open: '09:00', close: '13:00' } },
      social: {},
    };
    expect(businessFromRecord(site, record)).toEqual({
      ...site,
      formId: RECORD.formId,
      name: 'Sunrise Roasters',
      overview: 'Small-batch roastery and bakery on 50 Street since 2011.',
      phone: '780-555-0177',
      hours: { saturday: { open: '09:00', close: '13:00' } },
      social: {},
    });
  });

  it('keeps the site’s value where the listing’s does not fit a website (empty or too short)', () => {
    const record = { ...RECORD, name: 'Sunrise Roasters', description: 'Coffee', phone: null };
    const business = businessFromRecord(site, record);
    expect(business).toMatchObject({ name: 'Sunrise Roasters', overview: site.overview, phone: site.phone });
  });

  it('changes nothing for an owner without a listing', () => {
    expect(businessFromRecord(site, { ...RECORD, listingId: null, name: 'Other' })).toBe(site);
  });
});
