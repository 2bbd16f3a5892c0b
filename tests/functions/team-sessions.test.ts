// Sessions that end (issue 15): logout revokes on the server, 'Log out everywhere', a password change
// ends the other sessions, a removed member is signed out at once, old-style tokens still work until ended.
import { describe, expect, it } from 'vitest';
import login from '../../functions/business-login.mts';
import logout from '../../functions/business-logout.mts';
import logoutEverywhere from '../../functions/business-logout-everywhere.mts';
import auth from '../../functions/business-auth.mts';
import password from '../../functions/account-password.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, registerAccount, sessionCookie } from './accounts-helpers.ts';
import { addMember, makeTeam, sessionFor } from './team-helpers.ts';
import { query } from '../../src/server/db/client.ts';
import { createSessionToken } from '../../src/server/auth/session.ts';
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from '../../src/schemas/account.ts';

const getAuth = async (cookie: string) =>
  (await call(auth, '/api/business/auth', { headers: { cookie } })).body as { status: number; member_role?: string };
const loginAs = async (email: string, pass = GOOD_PASSWORD) => {
  const res = await call(login, '/api/business/login', {
    method: 'POST',
    json: { business_email: email, business_password: pass },
    headers: { 'x-forwarded-for': freshIp() },
  });
  return { res, cookie: res.status === 200 ? sessionCookie(res.headers) : '' };
};

describe('logout', () => {
  it('ends the session on the server: the same token is signed out afterwards', async () => {
    const account = await registerAccount();
    expect((await getAuth(account.cookie)).status).toBe(1);
    const res = await call(logout, '/api/business/logout', { method: 'POST', headers: { cookie: account.cookie } });
    expect(res.status).toBe(200);
    expect((await getAuth(account.cookie)).status).toBe(0);
    const [row] = await query<{ revoked_at: Date | null }>(
      'SELECT revoked_at FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      [account.email],
    );
    expect(row?.revoked_at).toBeInstanceOf(Date);
  });

  it('leaves the person’s other sessions alone', async () => {
    const account = await registerAccount();
    const second = await loginAs(account.email);
    await call(logout, '/api/business/logout', { method: 'POST', headers: { cookie: account.cookie } });
    expect((await getAuth(second.cookie)).status).toBe(1);
  });

  it('Log out everywhere ends every session of the person, this one included', async () => {
    const account = await registerAccount();
    const second = await loginAs(account.email);
    const res = await call(logoutEverywhere, '/api/business/logout-everywhere', {
      method: 'POST',
      headers: { cookie: second.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sessions_ended: 2 });
    expect((await getAuth(account.cookie)).status).toBe(0);
    expect((await getAuth(second.cookie)).status).toBe(0);
    expect((await loginAs(account.email)).res.status).toBe(200);
  });
});

describe('POST /api/account/password', () => {
  const change = (cookie: string, json: unknown) =>
    call(password, '/api/account/password', { method: 'POST', headers: { cookie }, json });

  it('needs the current password and follows the §5 rules for the new one', async () => {
    const account = await registerAccount();
    const wrong = await change(account.cookie, { current_password: 'Wrong#pass1', new_password: 'Birch#2027pass' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: { fields: { current_password: [WRONG_CURRENT_PASSWORD] } } });
    const weak = await change(account.cookie, { current_password: GOOD_PASSWORD, new_password: 'short' });
    expect((weak.body as { error: { fields: Record<string, string[]> } }).error.fields.new_password?.[0]).toBe(
      'Your password must be a minimum of 8 characters.',
    );
    expect((await change(account.cookie, {})).status).toBe(400);
  });

  it('changes it, keeps this session and ends the others', async () => {
    const account = await registerAccount();
    const other = await loginAs(account.email);
    const res = await change(account.cookie, { current_password: GOOD_PASSWORD, new_password: 'Birch#2027pass' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 200, message: PASSWORD_CHANGED });
    expect((await getAuth(account.cookie)).status).toBe(1);
    expect((await getAuth(other.cookie)).status).toBe(0);
    expect((await loginAs(account.email)).res.status).toBe(401);
    expect((await loginAs(account.email, 'Birch#2027pass')).res.status).toBe(200);
  });
});

describe('members and roles in the session', () => {
  it('a removed member’s next request is signed out', async () => {
    const team = await makeTeam();
    const cookie = await sessionFor(team.users.staff.id, team.businessId);
    expect(await getAuth(cookie)).toMatchObject({ status: 1, member_role: 'staff' });
    await query('DELETE FROM memberships WHERE user_id = $1 AND business_id = $2', [
      team.users.staff.id,
      team.businessId,
    ]);
    expect((await getAuth(cookie)).status).toBe(0);
  });

  it('a person in two businesses signs in to the one they own', async () => {
    const mine = await makeTeam({ name: 'Own Shop' });
    const other = await makeTeam({ name: 'Other Shop' });
    await addMember(other.businessId, 'staff', mine.users.owner.email);
    const { res } = await loginAs(mine.users.owner.email);
    expect(res.body).toMatchObject({ auth: { entity: { id: mine.businessId }, member_role: 'owner' } });
  });

  it('an expired session is signed out even with a valid token', async () => {
    const team = await makeTeam();
    const cookie = await sessionFor(team.users.viewer.id, team.businessId);
    await query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [
      team.users.viewer.id,
    ]);
    expect((await getAuth(cookie)).status).toBe(0);
  });

  it('a token from before server sessions still works, as the owner, until logout ends it', async () => {
    const team = await makeTeam();
    const cookie = `accessToken=${await createSessionToken(team.businessId)}`;
    expect(await getAuth(cookie)).toMatchObject({ status: 1, member_role: 'owner' });
    await new Promise((r) => setTimeout(r, 1100)); // iat has one-second resolution
    await call(logout, '/api/business/logout', { method: 'POST', headers: { cookie } });
    expect((await getAuth(cookie)).status).toBe(0);
  });
});
