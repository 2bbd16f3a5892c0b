// The header's plain check of GET /api/business/auth (src/shared/auth.ts) agrees with the schema that
// is the contract (src/schemas/auth.ts): it accepts exactly the signed-in answers the schema accepts.
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, authResponseSchema, businessAuthSchema } from '../../src/schemas/auth.ts';
import { isSignedInAnswer } from '../../src/shared/auth.ts';

const signedIn = {
  status: 1,
  entity: { type: 'business', id: 'b-1' },
  name: 'Demo Bakery',
  email: 'demo@mainstreet.example',
  rank: 'complete',
  bloc_services: ['web-hosting'],
  referral_code: 'demo-bakery',
  member_role: 'owner',
  user_email: 'demo@mainstreet.example',
  demo: true,
};
const samples: unknown[] = [
  signedIn,
  { ...signedIn, rank: 'registered', bloc_services: [], demo: undefined },
  ANONYMOUS,
  null,
  'signed in',
  1,
  [],
  { ...signedIn, status: 0 },
  { ...signedIn, entity: null },
  { ...signedIn, entity: { type: 'person', id: 'b-1' } },
  { ...signedIn, entity: { type: 'business', id: 7 } },
  { ...signedIn, rank: 'gold' },
  { ...signedIn, rank: null },
  { ...signedIn, name: 3 },
  { ...signedIn, email: undefined },
  { ...signedIn, bloc_services: 'web-hosting' },
  { ...signedIn, bloc_services: [1] },
];

describe("the header reads the session with the schema's rules", () => {
  it.each(samples.map((s, i) => [i, s]))('sample %i: signed in exactly when the schema says so', (_i, sample) => {
    const parsed = authResponseSchema.safeParse(sample);
    const bySchema = parsed.success && parsed.data.status === 1 && parsed.data.entity !== null;
    expect(isSignedInAnswer(sample)).toBe(bySchema);
  });

  it('the anonymous object is a valid auth object', () => {
    expect(businessAuthSchema.parse(ANONYMOUS)).toEqual(ANONYMOUS);
  });
});
