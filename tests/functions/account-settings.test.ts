// Email change (confirmed by a link to the new address) and account deletion (businesses owned alone
// are closed, shared ones must be handed over first, personal data removed).
import { beforeAll, describe, expect, it } from 'vitest';
import email from '../../functions/account-email.mts';
import confirm from '../../functions/account-confirm-email.mts';
import del from '../../functions/account-delete.mts';
import transfer from '../../functions/team-transfer.mts';
import { call } from './helpers.ts';
import { GOOD_PASSWORD, registerAccount } from './accounts-helpers.ts';
import { makeTeam, sessionFor } from './team-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { EMAIL_CHANGE_SENT, EMAIL_CHANGED } from '../../src/schemas/account.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});

const post = (fn: typeof email, path: string, cookie: string | undefined, json: unknown) =>
  call(fn, path, { method: 'POST', headers: cookie ? { cookie } : {}, json });

describe('change email', () => {
  it('needs the current password, then changes only when the link to the new address is opened', async () => {
    const account = await registerAccount();
    const next = `moved-${Date.now()}@example.ca`;
    expect(
      (await post(email, '/api/account/email', account.cookie, { new_email: next, current_password: 'Wrong#pass1' }))
        .status,
    ).toBe(400);
    const res = await post(email, '/api/account/email', account.cookie, {
      new_email: next,
      current_password: GOOD_PASSWORD,
    });
    expect(res.body).toEqual({ status: 200, message: EMAIL_CHANGE_SENT });
    expect(await query('SELECT 1 FROM users WHERE email = $1', [next])).toHaveLength(0);
    const token = mailTo(outbox(), next)
      .at(-1)
      ?.match(/confirm-email\/\?token=([A-Za-z0-9_-]{43})/)?.[1];
    expect(token).toBeDefined();
    expect((await post(confirm, '/api/account/confirm-email', undefined, { token })).body).toEqual({
      status: 200,
      message: EMAIL_CHANGED,
    });
    expect(await query('SELECT 1 FROM users WHERE email = $1', [next])).toHaveLength(1);
    expect((await post(confirm, '/api/account/confirm-email', undefined, { token })).status).toBe(410);
  });

  it('answers the same for an address that already has a login, and tells that address', async () => {
    const account = await registerAccount();
    const other = await registerAccount();
    const res = await post(email, '/api/account/email', account.cookie, {
      new_email: other.email,
      current_password: GOOD_PASSWORD,
    });
    expect(res.body).toEqual({ status: 200, message: EMAIL_CHANGE_SENT });
    expect(mailTo(outbox(), other.email).at(-1)).toContain('already has one');
  });
});

describe('delete account', () => {
  it('closes a business owned alone and removes the person', async () => {
    const account = await registerAccount();
    expect(
      (await post(del, '/api/account/delete', account.cookie, { current_password: GOOD_PASSWORD, confirm: 'delete' }))
        .body,
    ).toMatchObject({ error: { fields: { confirm: ['Type DELETE to confirm.'] } } });
    const res = await post(del, '/api/account/delete', account.cookie, {
      current_password: GOOD_PASSWORD,
      confirm: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(await query('SELECT 1 FROM businesses WHERE id = $1', [account.id])).toHaveLength(0);
    expect(await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [account.email])).toHaveLength(0);
  });

  it('asks an owner with a team to hand over first; then the team keeps the business and the log forgets the email', async () => {
    const team = await makeTeam();
    const owner = await sessionFor(team.users.owner.id, team.businessId);
    const refused = await post(del, '/api/account/delete', owner, {
      current_password: GOOD_PASSWORD,
      confirm: 'DELETE',
    });
    expect(refused).toMatchObject({ status: 409, body: { error: { code: 'hand_over_first' } } });
    await post(transfer, '/api/team/transfer', owner, { user_id: team.users.manager.id });
    expect(
      (await post(del, '/api/account/delete', owner, { current_password: GOOD_PASSWORD, confirm: 'DELETE' })).status,
    ).toBe(200);
    expect(await query('SELECT 1 FROM businesses WHERE id = $1', [team.businessId])).toHaveLength(1);
    const log = await query<{ detail: string }>('SELECT detail FROM team_log WHERE business_id = $1', [
      team.businessId,
    ]);
    expect(log.map((l) => l.detail).join(' ')).not.toContain(team.users.owner.email);
    expect(log.map((l) => l.detail).join(' ')).toContain('a deleted account');
  });
});
