// PUT /api/site/spec on a two-language website (issue 31): the second language's words are saved,
// checked with the same copy schema as the main language's, and a save that breaks the pairing is refused.
import { describe, expect, it } from 'vitest';
import specFn from '../../functions/site-spec.mts';
import { SECOND_COPY_MISSING_MESSAGE } from '../../src/schemas/site-editor.ts';
import { makeSpec } from '../unit/renderer-fixture.ts';
import { createAccount, insertReadyDraft, send } from './generation-helpers.ts';

const ORIGIN = 'http://localhost:8888';
const getSpec = (cookie: string) => send(specFn, `${ORIGIN}/api/site/spec`, { headers: { cookie } });
const putSpec = (cookie: string, body: unknown) =>
  send(specFn, `${ORIGIN}/api/site/spec`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { cookie, 'content-type': 'application/json' },
  });

describe('PUT /api/site/spec, two languages', () => {
  it('saves the second copy, refuses an invalid one or a missing one, and can go back to one language', async () => {
    const account = await createAccount();
    const spec = makeSpec({ selectedPages: ['home', 'about', 'contact'] });
    const draft = { ...spec, languages: ['fr', 'en'], secondCopy: spec.copy };
    await insertReadyDraft(account.id, draft);
    const first = await getSpec(account.cookie);
    expect(first.status).toBe(200);
    expect(first.body.spec.languages).toEqual(['fr', 'en']);
    const edited = {
      ...first.body.spec,
      secondCopy: {
        ...first.body.spec.secondCopy,
        hero: { ...first.body.spec.secondCopy.hero, headline: 'Coffee roasted here every morning' },
      },
    };
    const saved = await putSpec(account.cookie, { baseVersion: 1, spec: edited });
    expect(saved.status).toBe(200);
    expect((await getSpec(account.cookie)).body.spec.secondCopy.hero.headline).toBe(
      'Coffee roasted here every morning',
    );

    const tooShort = {
      ...edited,
      secondCopy: { ...edited.secondCopy, hero: { ...edited.secondCopy.hero, headline: 'Hi' } },
    };
    expect((await putSpec(account.cookie, { baseVersion: 2, spec: tooShort })).status).toBe(400);
    const unpaired = await putSpec(account.cookie, { baseVersion: 2, spec: { ...edited, secondCopy: null } });
    expect(unpaired.status).toBe(400);
    expect(JSON.stringify(unpaired.body)).toContain(SECOND_COPY_MISSING_MESSAGE);

    const one = await putSpec(account.cookie, {
      baseVersion: 2,
      spec: { ...edited, languages: ['fr'], secondCopy: null },
    });
    expect(one.status).toBe(200);
    expect((await getSpec(account.cookie)).body.spec).toMatchObject({ languages: ['fr'], secondCopy: null });
  });
});
