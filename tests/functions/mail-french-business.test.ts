// Issue 31: the weekly digest, the morning tasks email, the maintenance alert and the claim invitation
// go in French (subject and body, French typography) to a business whose website is French-first, and
// in English to an English one; the claim invitation of an unclaimed Quebec listing is in French.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { resetPublishingConfig } from '../../src/server/publishing/config.ts';
import { addDays, utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { sendDigests } from '../../src/server/reporting/digest.ts';
import { digestWeek } from '../../src/server/reporting/digest-fan-out.ts';
import { sendMorningEmails } from '../../src/server/tasks/morning-email.ts';
import { byPerson, claimMorningEmails } from '../../src/server/tasks/morning-fan-out.ts';
import { CHECK_LIMITS } from '../../src/server/maintenance/check-site.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance.ts';
import { inviteToClaim } from '../../src/server/listings/claim.ts';
import { listingLanguage } from '../../src/server/mail/business-language.ts';
import { listMessages, type OutboxMessage } from '../../scripts/lib/outbox.ts';
import { useTempOutbox } from './outbox.ts';
import { makeTeam, type Team } from './team-helpers.ts';
import { createListing, removeFixtures } from './interactions-fixtures.ts';

const outbox = useTempOutbox();
/** This week's digest of one business, as the background function sends it. */
const digestThisWeek = (id: string) => sendDigests([id], digestWeek(new Date()));
/** The morning emails at `now`: the scheduled claim, then the background function's sending. */
const morningAt = async (now: Date) => sendMorningEmails(byPerson(await claimMorningEmails(now)));
const NBSP = '\u00a0';
const tag = () => randomBytes(4).toString('hex');

async function mailFor(address: string): Promise<OutboxMessage[]> {
  return (await listMessages(outbox(), 1000)).filter((m) => m.to === address);
}
async function frenchFirst(businessId: string) {
  await query(`INSERT INTO site_specs (business_id, spec) VALUES ($1, $2::jsonb)`, [
    businessId,
    JSON.stringify({ languages: ['fr', 'en'] }),
  ]);
}
/** The French words of an email, and no English sentence from its English twin. */
function expectFrench(mail: OutboxMessage | undefined, ...english: string[]) {
  expect(mail).toBeDefined();
  expect(mail!.html).toContain('<html lang="fr">');
  expect(mail!.text).toContain(`Pour ne plus recevoir aucun courriel de Main Street, désabonnez-vous${NBSP}:`);
  for (const words of english) expect(`${mail!.subject}\n${mail!.text}\n${mail!.html}`).not.toContain(words);
}

const teams: Team[] = [];
async function team(name: string, fr: boolean) {
  const t = await makeTeam({ name });
  teams.push(t);
  if (fr) await frenchFirst(t.businessId);
  const [b] = await query<{ business_email: string }>('SELECT business_email FROM businesses WHERE id = $1', [
    t.businessId,
  ]);
  return { ...t, email: b!.business_email };
}

let server: Server;
let port = 0;
const siteUrlBefore = process.env.MAIN_STREET_URL;
beforeAll(async () => {
  CHECK_LIMITS.timeoutMs = 1500;
  server = createServer((_req, res) => {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('<!doctype html><p>oops</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  process.env.MAIN_STREET_URL = `http://localhost:${port}`; // live sites are {slug}.localhost on the platform's port
  resetEnvCache();
  resetPublishingConfig();
});
afterAll(async () => {
  server.close();
  if (siteUrlBefore === undefined) delete process.env.MAIN_STREET_URL;
  else process.env.MAIN_STREET_URL = siteUrlBefore;
  resetEnvCache();
  resetPublishingConfig();
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [teams.map((t) => t.businessId)]);
  await removeFixtures();
});

describe('the weekly digest', () => {
  async function withWeek(businessId: string) {
    const yesterday = addDays(utcDay(new Date()), -1);
    await query(
      `INSERT INTO analytics_daily (business_id, day, source, views, visitors, phone) VALUES ($1, $2, 'website', 1500, 1234, 3)`,
      [businessId, yesterday],
    );
    await query(
      `INSERT INTO analytics_daily (business_id, day, source, views, visitors) VALUES ($1, $2, 'website', 20, 1000)`,
      [businessId, addDays(yesterday, -7)],
    );
    await query(`INSERT INTO analytics_rollups (day, events) VALUES ($1, 0), ($2, 0) ON CONFLICT DO NOTHING`, [
      yesterday,
      addDays(yesterday, -7),
    ]);
  }

  it('is in French for a French-first business, in English otherwise', async () => {
    const fr = await team('Boulangerie Digest', true);
    const en = await team('Digest Deli', false);
    for (const b of [fr, en]) {
      await withWeek(b.businessId);
      expect(await digestThisWeek(b.businessId)).toEqual({ sent: 1, skipped: 0, quiet: 0, failed: 0 });
    }
    const [french] = await mailFor(fr.email);
    expect(french!.subject).toBe(`Boulangerie Digest${NBSP}: 1${NBSP}234 visiteurs et 0 contact la semaine dernière`);
    expect(french!.text).toMatch(
      new RegExp(`^Votre semaine sur Main Street, du \\d{1,2} \\p{L}+ \\d{4} au \\d{1,2} \\p{L}+ \\d{4}${NBSP}:`, 'u'),
    );
    expect(french!.text).toContain(`- Visiteurs${NBSP}: 1${NBSP}234 (+23${NBSP}% par rapport à la semaine précédente)`);
    expect(french!.text).toContain(`- Clics sur le téléphone${NBSP}: 3 (aucun la semaine précédente)`);
    expect(french!.html).toContain('Ouvrir le rapport complet');
    expect(french!.text).toContain('Vous recevez ce courriel hebdomadaire');
    expectFrench(french, 'Your week', 'Visitors', 'on the week before', 'Open the full report', 'You receive');

    const [english] = await mailFor(en.email);
    expect(english!.subject).toBe('Digest Deli: 1234 visitors and 0 leads last week');
    expect(english!.text).toContain('- Visitors: 1234 (+23% on the week before)');
    expect(english!.text).toContain('You receive this weekly email because you have a business on Main Street');
    expect(english!.html).not.toContain('lang="fr"');
  });
});

describe('the morning tasks email', () => {
  it('is in French for a French-first business, in English otherwise', async () => {
    const fr = await team('Café Matin', true);
    const en = await team('Morning Diner', false);
    for (const b of [fr, en]) {
      await query(
        `INSERT INTO tasks (business_id, title, due_date, assignee_id) VALUES ($1, 'Commander la farine', '2027-02-10', $2), ($1, 'Payer le loyer', '2027-02-03', $2)`,
        [b.businessId, b.users.staff.id],
      );
    }
    await morningAt(new Date('2027-02-10T12:00:00Z')); // 7 a.m. in Toronto (no listing)
    const [french] = await mailFor(fr.users.staff.email);
    expect(french!.subject).toBe(`À faire aujourd’hui${NBSP}: 1 tâche, 1 en retard`);
    expect(french!.text).toContain(`À faire aujourd’hui${NBSP}:\n- Commander la farine (Café Matin)`);
    expect(french!.text).toContain(`En retard${NBSP}:\n- Payer le loyer (Café Matin, prévue le 3 février 2027)`);
    expect(french!.text).toContain(`Ouvrir vos tâches${NBSP}: http`);
    expectFrench(french, 'Due today', 'Overdue', 'Open your tasks', 'You receive');

    const [english] = await mailFor(en.users.staff.email);
    expect(english!.subject).toBe('Due today: 1 task, 1 overdue');
    expect(english!.text).toContain('Payer le loyer (Morning Diner, due 2027-02-03)');
    expect(english!.text).toContain('You receive this email because tasks are assigned to you on Main Street.');
  });
});

describe('the maintenance alert', () => {
  it('is in French for a French-first business, in English otherwise', async () => {
    const fr = await team('Quincaillerie Alerte', true);
    const en = await team('Alert Hardware', false);
    const addresses = new Map<string, string>();
    for (const b of [fr, en]) {
      const slug = `alert-${tag()}`;
      await query(`UPDATE businesses SET rank = 'web-hosting' WHERE id = $1`, [b.businessId]);
      await query('INSERT INTO websites (business_id, slug, next_version, live_version) VALUES ($1, $2, 1, 1)', [
        b.businessId,
        slug,
      ]);
      addresses.set(b.businessId, `http://${slug}.localhost:${port}/`);
      expect(
        await runMaintenance({
          onlyBusiness: b.businessId,
          force: true,
          addressFor: (s) => addresses.get(s.business_id)!,
        }),
      ).toEqual({ checked: 1, alerts: 1 });
    }
    const [french] = await mailFor(fr.email);
    expect(french!.subject).toBe(`Quincaillerie Alerte${NBSP}: votre site Web ne répond plus`);
    expect(french!.text).toContain(`Notre vérification de ${addresses.get(fr.businessId)} a trouvé${NBSP}:`);
    expect(french!.text).toContain(`- Votre site Web a répondu par une erreur (HTTP 500). Pour corriger${NBSP}: http`);
    expect(french!.html).toContain('Voir toutes les vérifications');
    expectFrench(french, 'your website is down', 'Our check', 'answered with an error', 'Fix it', 'You receive');

    const [english] = await mailFor(en.email);
    expect(english!.subject).toBe('Alert Hardware: your website is down');
    expect(english!.text).toContain('- Your website answered with an error (HTTP 500). Fix it: http');
    expect(english!.text).toContain('You receive this email because Main Street checks your website.');
  });
});

describe('the claim invitation', () => {
  it('is in French for an unclaimed Quebec listing, in English for one elsewhere', async () => {
    const qc = await createListing(null, 'Fromagerie Invitée');
    await query(`UPDATE listings SET state_code = 'QC', city = 'Québec', city_slug = 'quebec' WHERE id = $1`, [qc.id]);
    const ab = await createListing(null, 'Camrose Invited Coffee');
    for (const l of [qc, ab]) {
      await query('UPDATE listings SET email = $2 WHERE id = $1', [l.id, `claim-${l.slug}@example.ca`]);
      await query(
        `INSERT INTO messages (listing_id, first_name, last_name, email, message) VALUES ($1, 'Léa', 'Roy', 'lea@example.ca', 'Bonjour')`,
        [l.id],
      );
      expect(await inviteToClaim(l.id)).toEqual({ invited: true });
    }
    expect(await listingLanguage(qc.id)).toBe('fr');
    const [french] = await mailFor(`claim-${qc.slug}@example.ca`);
    expect(french!.subject).toBe('Un visiteur a écrit à Fromagerie Invitée sur Main Street');
    expect(french!.text).toContain('Un visiteur a envoyé un message à Fromagerie Invitée par sa fiche gratuite');
    expect(french!.text).toContain(`Réclamer Fromagerie Invitée${NBSP}: http`);
    expect(french!.html).toContain('>Réclamer Fromagerie Invitée</a>');
    expectFrench(french, 'A visitor', 'Claim ', 'The link works', 'You receive');

    const [english] = await mailFor(`claim-${ab.slug}@example.ca`);
    expect(english!.subject).toBe('A visitor wrote to Camrose Invited Coffee on Main Street');
    expect(english!.text).toContain('Claim Camrose Invited Coffee: http');
    expect(english!.text).toContain(
      'You receive this email because a visitor wrote to your business through its Main Street listing.',
    );
  });

  it('follows the owner’s website once the listing is claimed', async () => {
    const owner = await team('Ferme Propriétaire', true);
    const listing = await createListing(owner.businessId);
    expect(await listingLanguage(listing.id)).toBe('fr');
    const other = await team('Owner Farm', false);
    const qcOwned = await createListing(other.businessId);
    await query(`UPDATE listings SET state_code = 'QC' WHERE id = $1`, [qcOwned.id]);
    expect(await listingLanguage(qcOwned.id)).toBe('en');
  });
});
