// The invitation life cycle: invite (email with a 7-day single-use link), check, sign up / sign in /
// accept, used and expired links, role changes, removal ending sessions, ownership, the team log, the switcher.
import { beforeAll, describe, expect, it } from 'vitest';
import invite from '../../functions/team-invite.mts';
import invitation from '../../functions/team-invitation.mts';
import team from '../../functions/team.mts';
import member from '../../functions/team-member.mts';
import transfer from '../../functions/team-transfer.mts';
import teamLog from '../../functions/team-log.mts';
import businesses from '../../functions/account-businesses.mts';
import auth from '../../functions/business-auth.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, sessionCookie } from './accounts-helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { INVITE_MESSAGES } from '../../src/server/team/invitations.ts';
import type { TeamAnswer, TeamLog } from '../../src/schemas/team.ts';

let outbox: () => string;
let shop: Team;
let ownerCookie: string;
beforeAll(async () => {
  outbox = useTempOutbox();
  shop = await makeTeam({ name: 'Lifecycle Bakery' });
  ownerCookie = await sessionFor(shop.users.owner.id, shop.businessId);
});

const post = (fn: typeof invite, path: string, json: unknown, cookie?: string, method = 'POST') =>
  call(fn, path, { method, json, headers: { 'x-forwarded-for': freshIp(), ...(cookie ? { cookie } : {}) } });
const inviteAs = (cookie: string, email: string, role: string) =>
  post(invite, '/api/team/invite', { email, role }, cookie);
const tokenFor = (email: string) =>
  mailTo(outbox(), email)
    .at(-1)
    ?.match(/\/join#token=([A-Za-z0-9_-]{43})/)?.[1];
const whoAmI = async (cookie: string) =>
  (await call(auth, '/api/business/auth', { headers: { cookie } })).body as {
    status: number;
    entity: { id: string } | null;
    member_role?: string;
  };
const teamOf = async (cookie: string) => (await call(team, '/api/team', { headers: { cookie } })).body as TeamAnswer;

describe('invitations', () => {
  it('a new person signs up from the link and joins with the invited role, once', async () => {
    const email = `new-staff-${Date.now()}@example.ca`;
    const sent = await inviteAs(ownerCookie, email, 'staff');
    expect(sent.status).toBe(201);
    const token = tokenFor(email)!;
    expect(token).toBeDefined();
    expect((await teamOf(ownerCookie)).invitations).toEqual([expect.objectContaining({ email, role: 'staff' })]);
    const checked = await post(invitation, '/api/team/invitation', { token, action: 'check' });
    expect(checked.body).toMatchObject({
      state: 'valid',
      business_name: 'Lifecycle Bakery',
      email,
      role: 'Staff',
      has_account: false,
    });
    const joined = await post(invitation, '/api/team/invitation', {
      token,
      action: 'sign-up',
      new_password: GOOD_PASSWORD,
    });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      auth: { entity: { id: shop.businessId }, member_role: 'staff', user_email: email },
    });
    const again = await post(invitation, '/api/team/invitation', {
      token,
      action: 'sign-up',
      new_password: GOOD_PASSWORD,
    });
    expect(again).toMatchObject({ status: 410, body: { error: { code: 'link_used', message: INVITE_MESSAGES.used } } });
    expect((await post(invitation, '/api/team/invitation', { token, action: 'check' })).body).toMatchObject({
      state: 'used',
    });
    expect((await teamOf(ownerCookie)).members.map((m) => [m.email, m.role])).toContainEqual([email, 'staff']);
  });

  it('a person with an account signs in from the link and lands in the new business; the switcher shows both', async () => {
    const other = await makeTeam({ name: 'Other Owner Shop' });
    await inviteAs(ownerCookie, other.users.owner.email, 'viewer');
    const token = tokenFor(other.users.owner.email)!;
    expect((await post(invitation, '/api/team/invitation', { token, action: 'check' })).body).toMatchObject({
      has_account: true,
    });
    const wrong = await post(invitation, '/api/team/invitation', { token, action: 'sign-in', password: 'Wrong#pass1' });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: { fields: { password: ['This password is not correct.'] } } },
    });
    const res = await post(invitation, '/api/team/invitation', { token, action: 'sign-in', password: GOOD_PASSWORD });
    expect(res.body).toMatchObject({ auth: { entity: { id: shop.businessId }, member_role: 'viewer' } });
    const cookie = sessionCookie(res.headers);
    const mine = (await call(businesses, '/api/account/businesses', { headers: { cookie } })).body as {
      current: string;
      businesses: { id: string; role: string }[];
    };
    expect(mine.current).toBe(shop.businessId);
    expect(mine.businesses.map((b) => b.role).sort()).toEqual(['owner', 'viewer']);
    const switched = await post(businesses, '/api/account/businesses', { business_id: other.businessId }, cookie);
    expect(switched.body).toMatchObject({ auth: { entity: { id: other.businessId }, member_role: 'owner' } });
    expect(await whoAmI(cookie)).toMatchObject({ entity: { id: other.businessId }, member_role: 'owner' });
    const stranger = await makeTeam();
    expect(
      (await post(businesses, '/api/account/businesses', { business_id: stranger.businessId }, cookie)).status,
    ).toBe(403);
  });

  it('an expired or tampered link gets its own message; a signed-in stranger cannot use another’s invitation', async () => {
    const email = `late-${Date.now()}@example.ca`;
    await inviteAs(ownerCookie, email, 'staff');
    const token = tokenFor(email)!;
    const strangerCookie = await sessionFor(shop.users.viewer.id, shop.businessId);
    expect(await post(invitation, '/api/team/invitation', { token, action: 'accept' }, strangerCookie)).toMatchObject({
      status: 403,
      body: { error: { code: 'wrong_person' } },
    });
    await query(`UPDATE invitations SET expires_at = now() - interval '1 second' WHERE lower(email) = lower($1)`, [
      email,
    ]);
    expect((await post(invitation, '/api/team/invitation', { token, action: 'check' })).body).toEqual({
      state: 'expired',
      message: INVITE_MESSAGES.expired,
    });
    expect(
      (await post(invitation, '/api/team/invitation', { token, action: 'sign-up', new_password: GOOD_PASSWORD }))
        .status,
    ).toBe(410);
    expect(
      (await post(invitation, '/api/team/invitation', { token: 'x'.repeat(43), action: 'check' })).body,
    ).toMatchObject({ state: 'unknown' });
  });

  it('managers invite staff and viewers, not managers; staff cannot invite; members cannot be invited twice', async () => {
    const managerCookie = await sessionFor(shop.users.manager.id, shop.businessId);
    expect((await inviteAs(managerCookie, `by-manager-${Date.now()}@example.ca`, 'viewer')).status).toBe(201);
    expect((await inviteAs(managerCookie, `mgr-${Date.now()}@example.ca`, 'manager')).status).toBe(403);
    expect(
      (await inviteAs(await sessionFor(shop.users.staff.id, shop.businessId), `x-${Date.now()}@example.ca`, 'viewer'))
        .status,
    ).toBe(403);
    expect(await inviteAs(ownerCookie, shop.users.staff.email, 'viewer')).toMatchObject({
      status: 409,
      body: { error: { code: 'already_member' } },
    });
    expect((await inviteAs(ownerCookie, 'not-an-email', 'owner')).body).toMatchObject({
      error: { fields: { email: [expect.any(String)], role: ['Choose a role: manager, staff or viewer.'] } },
    });
  });
});

describe('the owner manages the team', () => {
  it('changes a role, removes a person (whose session ends at once), hands ownership over, and reads it all in the log', async () => {
    const crew = await makeTeam({ name: 'Crew Cafe' });
    const owner = await sessionFor(crew.users.owner.id, crew.businessId);
    const staffCookie = await sessionFor(crew.users.staff.id, crew.businessId);
    expect(
      (await post(member, '/api/team/member', { user_id: crew.users.viewer.id, role: 'staff' }, owner, 'PATCH')).status,
    ).toBe(200);
    expect(
      (await post(member, '/api/team/member', { user_id: crew.users.owner.id, role: 'staff' }, owner, 'PATCH')).status,
    ).toBe(409);
    expect(await whoAmI(staffCookie)).toMatchObject({ status: 1 });
    expect((await post(member, '/api/team/member', { user_id: crew.users.staff.id }, owner, 'DELETE')).status).toBe(
      200,
    );
    expect(await whoAmI(staffCookie)).toMatchObject({ status: 0 });
    expect((await post(transfer, '/api/team/transfer', { user_id: crew.users.manager.id }, owner)).status).toBe(200);
    expect(await whoAmI(owner)).toMatchObject({ member_role: 'manager' });
    const newOwner = await sessionFor(crew.users.manager.id, crew.businessId);
    expect((await call(teamLog, '/api/team/log', { headers: { cookie: owner } })).status).toBe(403);
    const log = (await call(teamLog, '/api/team/log', { headers: { cookie: newOwner } })).body as TeamLog;
    expect(log.entries.map((e) => e.action)).toEqual(['ownership', 'remove', 'role']);
    expect(log.entries[1]!.detail).toContain(crew.users.staff.email);
    const [{ count }] = (await query<{ count: number }>(
      `SELECT count(*)::int AS count FROM memberships WHERE business_id = $1 AND role = 'owner'`,
      [crew.businessId],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });
});
