// Web maintenance (issue 16) against servers on loopback only: a site whose links answer 200, 404,
// 500 and too slowly; a site that is down; the plan decides the checks; history, roles and emails.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import maintenance from '../../functions/maintenance.mts';
import { query } from '../../src/server/db/client.ts';
import { CHECK_LIMITS, checkSite } from '../../src/server/maintenance/check-site.ts';
import { runMaintenance } from '../../src/server/maintenance/maintenance.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { resetPublishingConfig } from '../../src/server/publishing/config.ts';
import { maintenanceResponseSchema } from '../../src/schemas/reporting.ts';
import { call } from './helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';

const outbox = useTempOutbox();
let requests = 0;
let inFlight = 0;
let maxInFlight = 0;

// One loopback server answers every test site by its Host, as `npm start` serves live websites at
// http://{slug}.localhost:{PORT}: the one loopback address website checks may visit (off Netlify).
const sites = new Map<string, (path: string, res: import('node:http').ServerResponse) => void>();
const server: Server = createServer((req, res) => {
  requests += 1;
  inFlight += 1;
  maxInFlight = Math.max(maxInFlight, inFlight);
  res.on('close', () => (inFlight -= 1));
  const handler = sites.get((req.headers.host ?? '').replace(/:\d+$/, ''));
  if (handler) handler(req.url ?? '/', res);
  else html(res, 'no such site', 404);
});
let port = 0;
const serve = (slug: string, handler: (path: string, res: import('node:http').ServerResponse) => void) => {
  sites.set(`${slug}.localhost`, handler);
  return `http://${slug}.localhost:${port}`;
};

const html = (res: import('node:http').ServerResponse, body: string, status = 200) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><body>${body}</body></html>`);
};

let site: string;
let other: string;
let down: string;
const siteUrlBefore = process.env.MAIN_STREET_URL;
beforeAll(async () => {
  CHECK_LIMITS.timeoutMs = 1500;
  CHECK_LIMITS.linkTimeoutMs = 800;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  // The platform's own port: live websites are {slug}.localhost on it.
  process.env.MAIN_STREET_URL = `http://localhost:${port}`;
  resetEnvCache();
  resetPublishingConfig();
  other = serve('other-shop', (path, res) => {
    if (path === '/slow') {
      setTimeout(() => html(res, 'late'), 3000);
      return;
    }
    html(res, 'fine');
  });
  site = serve('demo-bakery', (path, res) => {
    if (path === '/')
      return html(
        res,
        `<img src="/logo.png" alt="Logo"><img src="/hero.png"><a href="/about/">About</a><a href="/missing/">Old page</a>
      <a href="/boom/">Menu</a><a href="tel:+17805550100">Call</a><a href="${other}/fine">Partner</a><a href="${other}/slow">Slow partner</a><a href="${other}/fine#x">Again</a>`,
      );
    if (path === '/about/') return html(res, '<a href="/">Home</a>');
    if (path === '/missing/') return html(res, 'not found', 404);
    if (path === '/boom/') return html(res, 'error', 500);
    if (path === '/logo.png' || path === '/hero.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(Buffer.alloc(1000));
      return;
    }
    html(res, 'not found', 404);
  });
  down = serve('down-shop', (_path, res) => html(res, 'Internal error', 500));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  if (siteUrlBefore === undefined) delete process.env.MAIN_STREET_URL;
  else process.env.MAIN_STREET_URL = siteUrlBefore;
  resetEnvCache();
  resetPublishingConfig();
});

describe('checkSite', () => {
  it('finds links answering 404, 500 and too slowly, images without alt, and measures the page', async () => {
    requests = 0;
    maxInFlight = 0;
    const result = await checkSite(`${site}/`, 'full');
    expect(result).toMatchObject({ status: 200, up: true });
    expect(result.responseMs).toBeGreaterThanOrEqual(0);
    const broken = result.problems.filter((p) => p.kind === 'broken-link').map((p) => p.detail);
    expect(broken).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${site}/missing/ (HTTP 404)`),
        expect.stringContaining(`${site}/boom/ (HTTP 500)`),
        expect.stringContaining(`${other}/slow (no answer)`),
      ]),
    );
    expect(broken).toHaveLength(3);
    expect(result.problems.filter((p) => p.kind === 'missing-alt')).toEqual([
      { kind: 'missing-alt', detail: '1 image without a description on /.', fix: '/dashboard/web-hosting/' },
    ]);
    expect(result.pageBytes).toBeGreaterThan(2000); // the HTML and two 1000-byte images
    expect(result.linksChecked).toBe(5); // about, missing, boom, other/fine, other/slow (the fragment is the same page)
    expect(maxInFlight).toBeLessThanOrEqual(2);
  });

  it('reports a site answering 500 as down, and one too slow to answer as down', async () => {
    const res = await checkSite(`${down}/`, 'full');
    expect(res).toMatchObject({ status: 500, up: false, pageBytes: null });
    expect(res.problems).toEqual([
      { kind: 'down', detail: 'Your website answered with an error (HTTP 500).', fix: '/dashboard/website/' },
    ]);
    const slow = await checkSite(`${other}/slow`, 'uptime');
    expect(slow).toMatchObject({ status: null, up: false, responseMs: null });
  });

  it('checks only status and response time on the uptime plan', async () => {
    requests = 0;
    const res = await checkSite(`${site}/`, 'uptime');
    expect(res).toMatchObject({ status: 200, up: true, pageBytes: null, linksChecked: 0, problems: [] });
    expect(requests).toBe(1);
  });

  it("reaches a live site at {slug}.localhost on the platform's port, as npm start serves them (RFC 6761: loopback)", async () => {
    expect(await checkSite(`${site}/`, 'uptime')).toMatchObject({ status: 200, up: true });
  });
});

describe('a site that never stops sending', () => {
  it('is read up to a limit, not held whole in memory until the timeout', async () => {
    const endless = serve('endless-shop', (_path, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const chunk = Buffer.alloc(16_384, 'a');
      const timer = setInterval(() => res.write(chunk), 1);
      res.on('close', () => clearInterval(timer));
    });
    const limit = CHECK_LIMITS.maxBodyBytes;
    CHECK_LIMITS.maxBodyBytes = 200_000;
    try {
      const res = await checkSite(`${endless}/`, 'uptime');
      expect(res).toMatchObject({ status: 200, up: true });
    } finally {
      CHECK_LIMITS.maxBodyBytes = limit;
    }
  });
});

describe('website checks visit public addresses only', () => {
  const refusal = (host: string, what: string) =>
    `Main Street did not visit ${host}: it points to ${what}. Only public websites are checked.`;
  const loopback = 'the server itself (a loopback address)';

  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${port}/`, loopback],
    ['[::1]', () => `http://[::1]:${port}/`, loopback],
    ['[::ffff:7f00:1]', () => `http://[::ffff:127.0.0.1]:${port}/`, loopback],
    ['localhost', () => `http://localhost:${port}/`, loopback],
    ['169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/', "a cloud server's internal metadata address"],
    ['10.0.0.1', () => 'http://10.0.0.1/', 'a private network address'],
    ['demo-bakery.localhost', () => `http://demo-bakery.localhost:${port + 1}/`, loopback], // not the platform's port
  ])('refuses %s with a sentence for the owner, and never connects', async (host, url, what) => {
    requests = 0;
    const res = await checkSite(url(), 'full');
    expect(res).toMatchObject({ status: null, up: false });
    expect(res.problems).toEqual([{ kind: 'down', detail: refusal(host, what), fix: '/dashboard/website/' }]);
    expect(requests).toBe(0);
  });

  it('checks every redirect hop: a live site redirecting to a loopback address is refused there', async () => {
    const hop = serve('redirecting-shop', (path, res) => {
      if (path === '/') return html(res, `<a href="/away">Away</a>`);
      res.writeHead(302, { location: `http://127.0.0.1:${port}/` }).end();
    });
    requests = 0;
    const home = await checkSite(`${hop}/away`, 'uptime');
    expect(home.problems[0]).toEqual({
      kind: 'down',
      detail: refusal('127.0.0.1', loopback),
      fix: '/dashboard/website/',
    });
    expect(requests).toBe(1); // the redirect itself, never the loopback address it named
    const full = await checkSite(`${hop}/`, 'full');
    expect(full.problems).toContainEqual({
      kind: 'broken-link',
      detail: `A link to your own page was not checked: ${hop}/away. ${refusal('127.0.0.1', loopback)}`,
      fix: '/dashboard/web-hosting/',
    });
  });
});

describe('scheduled checks and the report', () => {
  let complete: Team;
  let hosting: Team;
  const addresses = new Map<string, string>();
  beforeAll(async () => {
    complete = await makeTeam({ name: 'Maintained Bakery' });
    hosting = await makeTeam({ name: 'Hosted Bakery' });
    for (const [team, rank, url] of [
      [complete, 'complete', `${site}/`],
      [hosting, 'web-hosting', `${down}/`],
    ] as const) {
      await query('UPDATE businesses SET rank = $2 WHERE id = $1', [team.businessId, rank]);
      await query('INSERT INTO websites (business_id, slug, next_version, live_version) VALUES ($1, $2, 1, 1)', [
        team.businessId,
        `maint-${randomBytes(3).toString('hex')}`,
      ]);
      addresses.set(team.businessId, url);
    }
  });
  afterAll(async () => {
    await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [[complete.businessId, hosting.businessId]]);
  });

  const run = (team: Team) =>
    runMaintenance({ onlyBusiness: team.businessId, force: true, addressFor: (s) => addresses.get(s.business_id)! });
  const ownerEmail = async (team: Team) =>
    (
      await query<{ business_email: string }>('SELECT business_email FROM businesses WHERE id = $1', [team.businessId])
    )[0]!.business_email;

  it('runs every check on the Complete plan, emails new broken links once, and shows the history to a viewer', async () => {
    expect(await run(complete)).toEqual({ checked: 1, alerts: 1 });
    expect(await runMaintenance({ onlyBusiness: complete.businessId })).toEqual({ checked: 0, alerts: 0 }); // checked within the hour
    expect(await run(complete)).toEqual({ checked: 1, alerts: 0 }); // same problems: no second email
    const mails = mailTo(outbox(), await ownerEmail(complete));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('a link on your website is broken');
    expect(mails[0]).toContain('/missing/');

    const cookie = await sessionFor(complete.users.viewer.id, complete.businessId);
    const res = await call(maintenance, '/api/maintenance', { headers: { cookie } });
    expect(res.status).toBe(200);
    const report = maintenanceResponseSchema.parse(res.body);
    expect(report.scope).toBe('full');
    expect(report.checks).toHaveLength(2);
    expect(report.checks[0]!.scope).toBe('uptime'); // the full check runs once a day; the hour after is uptime
    expect(report.checks[1]).toMatchObject({ scope: 'full', status: 200, up: true });
    expect(
      report.checks[1]!.problems.some((p) => p.kind === 'broken-link' && p.fix === '/dashboard/web-hosting/'),
    ).toBe(true);
    expect(report.uptimePercent).toBe(100);
  });

  it('checks uptime only on the Web hosting plan and emails when the site is down', async () => {
    expect(await run(hosting)).toEqual({ checked: 1, alerts: 1 });
    const mails = mailTo(outbox(), await ownerEmail(hosting));
    expect(mails[0]).toContain('your website is down');
    const cookie = await sessionFor(hosting.users.owner.id, hosting.businessId);
    const report = maintenanceResponseSchema.parse(
      (await call(maintenance, '/api/maintenance', { headers: { cookie } })).body,
    );
    expect(report).toMatchObject({ scope: 'uptime', uptimePercent: 0 });
    expect(report.checks[0]).toMatchObject({ scope: 'uptime', status: 500, up: false, pageBytes: null });
  });

  it('refuses a stranger', async () => {
    expect((await call(maintenance, '/api/maintenance')).status).toBe(401);
  });
});
