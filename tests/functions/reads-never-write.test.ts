// Reads never write (issue 38) and errors stay errors (issue 37). The function tests run every GET and HEAD
// handler on read-only transactions (READ_ONLY_GETS, vitest.config.ts; src/server/db/read-only.ts); this file
// shows that proof fails when a write is put back, that what the reads used to make is made by generation, and
// that the website status answers a logged 500, never 'no draft', when the owner's site cannot be read.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import statusFn from '../../functions/website.mts';
import specFn from '../../functions/site-spec.mts';
import generationStatusFn from '../../functions/ai-retrieve-generation-status.mts';
import { query, transaction } from '../../src/server/db/client.ts';
import { readOnlyDatabase } from '../../src/server/db/read-only.ts';
import { getEnv } from '../../src/server/env.ts';
import { handle, json } from '../../src/server/http.ts';
import { ensureFormId } from '../../src/server/messages/contact-forms.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, insertReadyDraft } from './generation-helpers.ts';
import { api, makeDraft } from './website-helpers.ts';
import { makeSpec } from '../unit/renderer-fixture.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
  return () => closeScreenshotBrowser();
});
afterEach(() => vi.restoreAllMocks());

const READ_ONLY = /read-only transaction/;
const NO_DRAFT = 'You have no ready website draft yet. Create one first.';

describe('the proof: GET and HEAD handlers cannot write', () => {
  it('is on for the function tests', () => {
    expect(getEnv().readOnlyGets).toBe(true);
  });

  it('fails a GET handler that writes (500, logged) and lets the same write through on POST', async () => {
    const account = await createAccount();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const writer = handle(async () => json({ made: await ensureFormId(account.id) }));
    const read = await api(writer, '/api/writes-on-read', account.cookie);
    expect(read.status).toBe(500);
    expect(String(errors.mock.calls[0]?.[1])).toMatch(READ_ONLY);
    expect(await query('SELECT 1 FROM contact_forms WHERE business_id = $1', [account.id])).toHaveLength(0);
    const head = await writer(new Request('http://localhost:8888/api/writes-on-read', { method: 'HEAD' }), {} as never);
    expect(head.status).toBe(500);
    const post = await api(writer, '/api/writes-on-read', account.cookie, { json: {} });
    expect(post.status).toBe(200);
  });

  it('fails the write that loadSiteSpec used to make, in a transaction too, and allows reads', async () => {
    const account = await createAccount();
    const insert = `INSERT INTO site_specs (business_id, spec) VALUES ($1, '{}'::jsonb)`;
    await expect(readOnlyDatabase(() => query(insert, [account.id]))).rejects.toThrow(READ_ONLY);
    const inTransaction = readOnlyDatabase(() => transaction((tx) => tx.query(insert, [account.id])));
    await expect(inTransaction).rejects.toThrow(READ_ONLY);
    const count = 'SELECT count(*)::int AS n FROM site_specs WHERE business_id = $1';
    expect(await readOnlyDatabase(() => query(count, [account.id]))).toEqual([{ n: 0 }]);
  });
});

describe('what reads need is made where the draft is made', () => {
  it('a generated draft comes with its working copy and form id: the editor and status only read', async () => {
    const owner = await createAccount(`Read Only Cafe ${Date.now()}`);
    await makeDraft(owner.cookie);
    const [made] = await query<{ copies: number; forms: number }>(
      `SELECT (SELECT count(*)::int FROM site_specs WHERE business_id = $1) AS copies,
              (SELECT count(*)::int FROM contact_forms WHERE business_id = $1) AS forms`,
      [owner.id],
    );
    expect(made).toEqual({ copies: 1, forms: 1 });
    // Both GETs run read-only here: a write in them would be a 500.
    const editor = await api(specFn, '/api/site/spec', owner.cookie);
    expect(editor.status).toBe(200);
    expect(editor.body.spec.business.formId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await api(generationStatusFn, '/api/ai/retrieve-generation-status', owner.cookie)).status).toBe(200);
  });

  it('two drafts ready at once leave one working copy, from one of them', async () => {
    const owner = await createAccount();
    const ids = await Promise.all([insertReadyDraft(owner.id, makeSpec()), insertReadyDraft(owner.id, makeSpec())]);
    const copies = await query<{ draft_id: string }>('SELECT draft_id FROM site_specs WHERE business_id = $1', [
      owner.id,
    ]);
    expect(copies).toHaveLength(1);
    expect(ids).toContain(copies[0]!.draft_id);
  });
});

describe('GET /api/website when the site cannot be read', () => {
  it('answers a logged 500, never "no draft"', async () => {
    const owner = await createAccount();
    await insertReadyDraft(owner.id, makeSpec());
    await query(`UPDATE site_specs SET spec = '{"broken": true}'::jsonb WHERE business_id = $1`, [owner.id]);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await api(statusFn, '/api/website', owner.cookie);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('internal');
    expect(JSON.stringify(res.body)).not.toContain(NO_DRAFT);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/GET \/api\/website failed/), expect.any(Error));
  });

  it('still says "no draft" when there is none', async () => {
    const owner = await createAccount();
    await query(`UPDATE businesses SET rank = 'web-hosting' WHERE id = $1`, [owner.id]);
    const res = await api(statusFn, '/api/website', owner.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ draft: null, publish_blocked: NO_DRAFT });
  });
});
