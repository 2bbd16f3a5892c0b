// Issue 31: the French directory's popup asks the same function for French (`?lang=fr`): its field errors
// and outcome come back in French, the English answer is unchanged; a business whose website is
// French-first gets its new-message and new-review emails in French, others in English.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { buildBlocMail } from '../../src/schemas/contact.ts';
import { moderateReview } from '../../src/server/moderation/queue.ts';
import { businessLanguage } from '../../src/server/mail/business-language.ts';
import createNewBlocMail from '../../functions/bloc-mail-create-new-bloc-mail.mts';
import { call } from './helpers.ts';
import { createAccount, createListing, freshIp, post, visitor, removeFixtures } from './interactions-fixtures.ts';

afterAll(removeFixtures);

let outbox = '';
beforeAll(() => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ms-mail-fr-'));
  process.env.DATA_DIR = dataDir;
  process.env.URL = 'http://localhost:8888';
  delete process.env.SMTP_URL;
  resetEnvCache();
  outbox = path.join(dataDir, 'outbox');
});

function mailTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((raw) => raw.includes(`To: ${address}`))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (s) =>
        Buffer.from(
          s
            .split('=')
            .slice(1)
            .map((h) => parseInt(h, 16)),
        ).toString('utf8'),
      ),
    );
}

const postFr = (mode: 'review' | 'message', businessId: string, values: Record<string, unknown>) =>
  call(createNewBlocMail, '/api/bloc-mail/create-new-bloc-mail?lang=fr', {
    method: 'POST',
    json: buildBlocMail({ mode, businessId, businessName: 'Test', values, language: 'fr' }),
    headers: { 'x-forwarded-for': freshIp() },
  });

async function frenchFirst(businessId: string) {
  await query(`INSERT INTO site_specs (business_id, spec) VALUES ($1, $2::jsonb)`, [
    businessId,
    JSON.stringify({ languages: ['fr', 'en'] }),
  ]);
}

describe('the function in French', () => {
  it('answers field errors in French with ?lang=fr and in the spec’s English without', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id);
    const bad = { ...visitor(), firstName: '', email: 'nope', rating: 9 };
    const fr = await postFr('review', listing.id, bad);
    expect(fr.status).toBe(400);
    const fields = (fr.body as { error: { fields: Record<string, string[]> } }).error.fields;
    expect(fields.firstName).toEqual(['Le prénom est obligatoire']);
    expect(fields.email).toEqual(['Adresse courriel invalide']);
    expect(fields.rating).toEqual(['La note doit être d’au plus 5']);
    const en = await post('review', listing.id, bad);
    expect((en.body as { error: { fields: Record<string, string[]> } }).error.fields.firstName).toEqual([
      'First name is required',
    ]);
  });

  it('says what happened in French', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id);
    const sent = await postFr('message', listing.id, visitor());
    expect(sent.status).toBe(201);
    expect((sent.body as { message: string }).message).toBe('Merci! Votre message a été envoyé à l’entreprise.');
    const review = await postFr('review', listing.id, { ...visitor(), rating: 5 });
    expect((review.body as { message: string }).message).toMatch(
      /^Votre avis a été envoyé et paraîtra une fois approuvé\./,
    );
  });
});

describe('emails to a French-first business', () => {
  it('reads the language from the website spec, English by default', async () => {
    const fr = await createAccount();
    const en = await createAccount();
    await frenchFirst(fr.id);
    expect(await businessLanguage(fr.id)).toBe('fr');
    expect(await businessLanguage(en.id)).toBe('en');
    expect(await businessLanguage(null)).toBe('en');
  });

  it('sends the new-message and new-review emails in French, with the French listing page', async () => {
    const owner = await createAccount();
    await frenchFirst(owner.id);
    const listing = await createListing(owner.id, 'Boulangerie Tremblay');
    expect((await post('message', listing.id, visitor({ firstName: 'Chloé', lastName: 'Roy' }))).status).toBe(201);
    const review = await post('review', listing.id, {
      ...visitor({ firstName: 'Marc', lastName: 'Gagnon' }),
      rating: 4,
    });
    const admin = await createAccount({ role: 'admin' });
    await moderateReview(admin.id, (review.body as { review: { id: string } }).review.id, {
      decision: 'approve',
    } as never);
    const mails = mailTo(owner.email);
    const lead = mails.find((m) => m.includes('Chloé Roy a envoyé un message'));
    expect(lead).toBeDefined();
    expect(lead).toContain('Chloé Roy a envoyé un message à Boulangerie Tremblay par votre fiche dans l’annuaire');
    expect(lead).toContain('désabonnez-vous');
    const approved = mails.find((m) => m.includes('Marc G. a donné son avis sur Boulangerie Tremblay'));
    expect(approved).toBeDefined();
    expect(approved).toContain('Il est approuvé et paraît sur votre fiche');
    expect(approved).toContain(`/fr/annuaire/canada/alberta/camrose/${listing.slug}/`);
  });

  it('keeps English for a business whose website is English-first', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id, 'Camrose Hardware');
    await post('message', listing.id, visitor({ firstName: 'Ann', lastName: 'Lee' }));
    const mails = mailTo(owner.email);
    expect(mails.some((m) => m.includes('New message for Camrose Hardware from Ann Lee'))).toBe(true);
  });
});

// Issue 42: the review's author reads its decision in the language the review was written in.
describe('emails to a French author', () => {
  it('stores the language a review and a message were written in, English when the form sent none', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id);
    const fr = await postFr('review', listing.id, { ...visitor(), rating: 5 });
    const en = await post('review', listing.id, { ...visitor(), rating: 5 });
    const ids = [fr, en].map((r) => (r.body as { review: { id: string } }).review.id);
    const rows = await query<{ id: string; language: string }>('SELECT id, language FROM reviews WHERE id = ANY($1)', [
      ids,
    ]);
    expect(rows.find((r) => r.id === ids[0])?.language).toBe('fr');
    expect(rows.find((r) => r.id === ids[1])?.language).toBe('en');
    const author = visitor({ firstName: 'Léa' });
    expect((await postFr('message', listing.id, author)).status).toBe(201);
    const [message] = await query<{ language: string }>(
      'SELECT language FROM messages WHERE lower(email) = lower($1)',
      [author.email],
    );
    expect(message?.language).toBe('fr');
  });

  it('sends a French review’s decision in French, with the French status page; an English one in English', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id, 'Maison Gagnon');
    const admin = await createAccount({ role: 'admin' });
    const frAuthor = visitor({ firstName: 'Hélène' });
    const enAuthor = visitor({ firstName: 'Ann' });
    const fr = await postFr('review', listing.id, { ...frAuthor, rating: 2 });
    const en = await post('review', listing.id, { ...enAuthor, rating: 5 });
    const idOf = (r: { body: unknown }) => (r.body as { review: { id: string } }).review.id;
    await moderateReview(admin.id, idOf(fr), { decision: 'reject', reason: 'off-topic' });
    await moderateReview(admin.id, idOf(en), { decision: 'approve' });
    const [french] = mailTo(frAuthor.email);
    expect(french).toContain('Bonjour Hélène,');
    expect(french).toContain('Votre avis n’a pas été publié parce qu’il ne porte pas sur une expérience');
    expect(french).toContain(`/fr/statut-avis/?id=${idOf(fr)}`);
    expect(french).toContain('désabonnez-vous');
    expect(french).toMatch(/\/fr\/courriel\/desabonnement\/[0-9a-f-]{36}/);
    expect(french).not.toContain('Your review');
    const [english] = mailTo(enAuthor.email);
    expect(english).toContain('Subject: Your review of Maison Gagnon is approved');
    expect(english).toContain(`/review-status/?id=${idOf(en)}`);
  });
});
