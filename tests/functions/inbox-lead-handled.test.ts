// Issue 18: an owner marks a lead handled (and back); nobody else can, and bad bodies are 400s.
import { afterAll, describe, expect, it } from 'vitest';
import inboxLeads from '../../functions/inbox-leads.mts';
import leadHandled from '../../functions/inbox-lead-handled.mts';
import { call } from './helpers.ts';
import { createAccount, createListing, post, visitor, removeFixtures } from './interactions-fixtures.ts';

afterAll(removeFixtures);

type Lead = { id: string; handled_at: string | null };
const leadsOf = async (cookie: string) =>
  ((await call(inboxLeads, '/api/inbox/leads', { headers: { cookie } })).body as { leads: Lead[] }).leads;
const mark = (cookie: string | undefined, json: unknown) =>
  call(leadHandled, '/api/inbox/leads/handled', { method: 'POST', json, headers: cookie ? { cookie } : {} });

describe('POST /api/inbox/leads/handled', () => {
  it('marks the owner’s lead handled and back, and only theirs', async () => {
    const owner = await createAccount();
    const stranger = await createAccount();
    const listing = await createListing(owner.id, 'Handled Test Bakery');
    expect((await post('message', listing.id, visitor({ message: 'Do you cater?' }))).status).toBe(201);
    const [lead] = await leadsOf(owner.cookie);
    expect(lead).toMatchObject({ handled_at: null });

    expect((await mark(stranger.cookie, { lead_id: lead!.id, handled: true })).status).toBe(404);
    expect((await leadsOf(owner.cookie))[0]?.handled_at).toBeNull();
    expect((await mark(undefined, { lead_id: lead!.id, handled: true })).status).toBe(401);

    const done = await mark(owner.cookie, { lead_id: lead!.id, handled: true });
    expect(done.status).toBe(200);
    expect((await leadsOf(owner.cookie))[0]?.handled_at).toEqual(expect.any(String));
    expect((await mark(owner.cookie, { lead_id: lead!.id, handled: false })).status).toBe(200);
    expect((await leadsOf(owner.cookie))[0]?.handled_at).toBeNull();
  });

  it('answers 400 naming the fields for a bad body', async () => {
    const owner = await createAccount();
    const res = await mark(owner.cookie, { lead_id: 'nope', handled: 'yes' });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as { error: { fields: Record<string, string[]> } }).error.fields).sort()).toEqual([
      'handled',
      'lead_id',
    ]);
  });
});
