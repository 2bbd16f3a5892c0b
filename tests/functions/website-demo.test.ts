import { describe, expect, it, onTestFinished } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { seedDemoWebsite } from '../../src/server/seed/demo-website.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/seed.ts';
import { visit } from './website-helpers.ts';

describe('the demo account’s website', () => {
  it('gets a ready draft, and its first live version once the demo holds a paid plan; a second run changes nothing', async () => {
    process.env.SCREENSHOTS = 'off';
    const [demo] = await query<{ id: string; rank: string }>(
      'SELECT id, rank FROM businesses WHERE business_email = $1',
      [DEMO_ACCOUNT.email],
    );
    // The e2e tests that follow on this database sign in as the demo: it gets its seeded plan back, pass or fail.
    onTestFinished(() =>
      query(`UPDATE businesses SET rank = $2 WHERE id = $1`, [demo!.id, demo!.rank]).then(() => undefined),
    );
    const lines: string[] = [];
    // A database this test (or `npm start`) already ran on holds the demo's draft and site: then nothing is made.
    const [found] = await query<{ site: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM websites WHERE business_id = $1) AS site',
      [demo!.id],
    );
    // On a free plan the demo gets a draft but nothing goes live.
    await query(`UPDATE businesses SET rank = 'registered' WHERE id = $1`, [demo!.id]);
    await seedDemoWebsite((l) => lines.push(l));
    expect(await query(`SELECT status FROM website_drafts WHERE business_id = $1`, [demo!.id])).toEqual([
      { status: 'ready' },
    ]);

    // On the Complete plan (as the seed makes it), the seed publishes it, once.
    await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [demo!.id]);
    await seedDemoWebsite((l) => lines.push(l));
    await seedDemoWebsite((l) => lines.push(l));
    expect(lines).toEqual(
      found!.site
        ? []
        : [
            'demo account: draft 1 ready',
            expect.stringMatching(/^demo account: version 1 live at http:\/\/demo-bakery(-\d+)?\.localhost/),
          ],
    );
    const [site] = await query<{ slug: string }>('SELECT slug FROM websites WHERE business_id = $1', [demo!.id]);
    const home = await visit(`${site!.slug}.localhost`);
    expect(home.status).toBe(200);
    expect(home.body).toContain('Demo Bakery');
    // Bilingual (issue 31): English at the root, French under /fr/, each linking to the other.
    expect(home.body).toContain('<a class="lang-switch" href="fr/" hreflang="fr-CA"');
    const french = await visit(`${site!.slug}.localhost`, '/fr/');
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain('Demo Bakery');
  });
});
