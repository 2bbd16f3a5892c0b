/**
 * `npm run bench:publish`: how fast a website is published, and how good its live pages are.
 *  1. an eight-page site (built-in copywriter, then the owner's menu prices and an event entered as in
 *     the editor) published PUBLISH_RUNS times (default 5) through the real publishSite: render for the
 *     live address, store every file, flip the pointer (goal: 2 s);
 *  2. its live pages served by the real live-site code (resolveLiveRequest, the live-sites function's
 *     work) on 127.0.0.1, audited by Lighthouse mobile as bench:draft does (goal: 95+ in both).
 * Uses its own in-memory database on BENCH_DB_PORT (54429) and files under .data/bench-publish.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { auditPages } from './lib/lighthouse-pages.ts';

process.env.DATA_DIR ||= '.data/bench-publish';
process.env.DB_PORT = process.env.BENCH_DB_PORT || '54429';
process.env.SCREENSHOTS ||= 'off';
const { startEmbeddedDatabase } = await import('../src/server/db/embedded.ts');
const { closeDb, query } = await import('../src/server/db/client.ts');
const { migrate } = await import('../src/server/db/migrate.ts');
const { builtinCopywriter } = await import('../src/server/ai/builtin.ts');
const { generateWebsiteSchema } = await import('../src/schemas/wizard.ts');
const { insertPendingDraft } = await import('../src/server/generation/drafts-repo.ts');
const { buildDraft } = await import('../src/server/generation/pipeline.ts');
const { websiteCategory } = await import('../src/server/generation/assemble.ts');
const { findBusinessById } = await import('../src/server/auth/session.ts');
const { publishSite } = await import('../src/server/publishing/publish.ts');
const { resolveLiveRequest } = await import('../src/server/publishing/serve-live.ts');
const { closeScreenshotBrowser } = await import('../src/server/screenshot/screenshot.ts');
const { EXAMPLE_SITES } = await import('../src/server/seed/example-showcase.ts');

const RUNS = Number(process.env.PUBLISH_RUNS || 5);
const LH_RUNS = Number(process.env.LH_RUNS || 3);
const db = await startEmbeddedDatabase({ dataDir: 'memory://', port: Number(process.env.DB_PORT) });
await migrate();

// The bench account holds the Complete plan directly: this measures publishing, not payments.
const [account] = await query<{ id: string }>(
  `INSERT INTO businesses (business_name, business_email, password_hash, referral_code, rank)
   VALUES ('Northern Grind Coffee', 'bench-publish@example.ca', 'scrypt$unusable', 'bench-publish', 'complete') RETURNING id`,
);
const request = generateWebsiteSchema.parse({
  ...EXAMPLE_SITES[0]!.request, selectedPages: ['home', 'menu', 'services', 'about', 'team', 'events', 'contact'], selectedServices: ['dine-in'],
});
const pending = await insertPendingDraft({ businessId: account!.id, category: websiteCategory(request), request, logoKey: null });
const draft = await buildDraft(pending.id, builtinCopywriter);
if (draft?.status !== 'ready') throw new Error(`the bench draft failed: ${draft?.error_message}`);
const business = (await findBusinessById(account!.id))!;

// The owner's details, entered as in the editor: copywriters leave menus and events empty (no invented
// prices or dates), and a fact page without an entry is left out of the site. These make it eight pages.
const { loadSiteSpec, saveSiteSpec } = await import('../src/server/site-editor/site-specs.ts');
const working = (await loadSiteSpec(account!.id))!;
const item = (name: string, price: string) => ({ name, description: `Our ${name.toLowerCase()}, made to order.`, price });
await saveSiteSpec(account!.id, {
  ...working.spec,
  copy: {
    ...working.spec.copy,
    menu: working.spec.copy.menu && { ...working.spec.copy.menu, sections: working.spec.copy.menu.sections.map((s, i) => (i === 0 ? { ...s, items: [item('Espresso', '$3.50'), item('Latte', '$5.25'), item('Butter croissant', '$4.00')] } : s)) },
    events: working.spec.copy.events && { ...working.spec.copy.events, items: [{ title: 'Latte art evening', when: 'Thursday 12 March, 7 p.m.', description: 'Pour a heart with our baristas.' }] },
  },
}, working.version);

const times: number[] = [];
let published: Awaited<ReturnType<typeof publishSite>> | undefined;
for (let i = 0; i < RUNS; i++) {
  const started = performance.now();
  published = await publishSite(business);
  times.push((performance.now() - started) / 1000);
}
const pageCount = (await query<{ n: number }>(`SELECT count(*)::int AS n FROM website_versions WHERE business_id = $1`, [account!.id]))[0]!.n;
console.log(`publish of a site with ${published!.files} files, ${RUNS} runs (${pageCount} versions): ${times.map((t) => t.toFixed(2)).join(' s, ')} s`);

const host = new URL(published!.address).host;
const server = createServer((req, res) => {
  void resolveLiveRequest(host, new URL(req.url!, 'http://x').pathname).then((answer) => {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body === null ? undefined : typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body));
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const { sitePages } = await import('../src/features/site-renderer/render.ts');
const { siteSpecSchema } = await import('../src/schemas/site-spec.ts');
const { withOwnerFacts } = await import('../src/features/site-renderer/owner-facts.ts');
const pages = sitePages(withOwnerFacts(siteSpecSchema.parse((await loadSiteSpec(account!.id))!.spec))).map((p) => p.path.replace(/^\//, ''));
console.log(`${pages.length} pages: ${pages.map((p) => `/${p}`).join(' ')}`);
let ok = times.every((t) => t <= 2);
if (!(await auditPages(origin, pages, LH_RUNS))) ok = false;
server.close();
await closeScreenshotBrowser();
await closeDb();
await db.stop();
console.log(ok ? '\nOK: every publish in 2 s or less, every live page 95+ for performance and accessibility.' : '\nFAILED: a publish took over 2 s, or a live page scored under 95.');
process.exit(ok ? 0 : 1);
