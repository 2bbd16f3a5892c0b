// Reporting (issue 16): beacon events → batched insert → roll-up → the owner's report, with forged,
// bot, GPC and oversized events dropped silently (always 204), and the role table honoured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import collect from '../../functions/reporting-collect.mts';
import reporting from '../../functions/reporting.mts';
import reportingCsv from '../../functions/reporting-csv.mts';
import reportingSettings from '../../functions/reporting-settings.mts';
import { query } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/demo-account.ts';
import { flushEvents } from '../../src/server/reporting/collect.ts';
import { rollDay } from '../../src/server/reporting/rollup.ts';
import { rotateSalts, saltFor } from '../../src/server/reporting/salts.ts';
import { addDays, utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { reportResponseSchema } from '../../src/schemas/reporting.ts';
import { call } from './helpers.ts';
import { sessionFor } from './team-helpers.ts';
import { beacon, makeSite, removeSites, report, type Site } from './reporting-helpers.ts';

let a: Site;
let b: Site;
beforeAll(async () => {
  a = await makeSite();
  b = await makeSite();
});

afterAll(removeSites);

describe('collect', () => {
  it("counts today's views, visitors and clicks from a live site and a listing, read raw before any roll-up", async () => {
    const origin = `http://${a.host}`;
    const visitorIp = '10.8.0.1';
    for (const p of ['/', '/about/', '/']) {
      expect(
        (
          await beacon(
            origin,
            { k: 'view', p, r: 'https://www.google.com/search?q=bread', w: 390 },
            { 'x-nf-client-connection-ip': visitorIp },
          )
        ).status,
      ).toBe(204);
    }
    await beacon(origin, { k: 'phone', p: '/', w: 390 }, { 'x-nf-client-connection-ip': visitorIp });
    const listingVisitor = { 'x-nf-client-connection-ip': '10.8.0.2' };
    await beacon(
      'http://localhost:8888',
      { k: 'view', p: '/directory/canada/ab/camrose/x', w: 1366, l: a.listingId },
      listingVisitor,
    );
    await beacon(
      'http://localhost:8888',
      { k: 'directions', p: '/directory/canada/ab/camrose/x', w: 1366, l: a.listingId },
      listingVisitor,
    );
    expect(await flushEvents()).toBe(6);

    const res = await report(a);
    expect(res.status).toBe(200);
    const r = reportResponseSchema.parse(res.body);
    expect(r.current).toMatchObject({ views: 4, visitors: 2, phone: 1, directions: 1, email: 0 });
    expect(r.series.at(-1)).toMatchObject({ day: utcDay(new Date()), views: 4 });
    expect(r.topPages[0]).toEqual({ value: '/', views: 2 });
    expect(r.sources).toEqual([{ value: 'google.com', views: 3 }]);
    expect(r.devices).toEqual([
      { value: 'mobile', views: 3 },
      { value: 'desktop', views: 1 },
    ]);
    expect(r.bySource).toEqual({ website: 3, listing: 1 });
  });

  it('stores no address, cookie or query string', async () => {
    await beacon(
      `http://${a.host}`,
      { k: 'view', p: '/contact/?email=someone@example.com', w: 800 },
      { 'x-nf-client-connection-ip': '10.77.66.55' },
    );
    await flushEvents();
    const rows = await query<Record<string, unknown>>('SELECT * FROM analytics_events WHERE business_id = $1', [
      a.team.businessId,
    ]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('10.77.66.55');
    expect(stored).not.toContain('someone@example.com');
    expect(rows.every((r) => /^[0-9a-f]{32}$/.test(String(r.visitor)))).toBe(true);
  });

  it('drops bots, Global Privacy Control, malformed, oversized, unknown and unpublished sites, always with 204 and no body', async () => {
    const before = await query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events');
    const origin = `http://${b.host}`;
    const good = { k: 'view', p: '/', w: 390 };
    const answers = await Promise.all([
      beacon(origin, good, { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' }),
      beacon(origin, good, { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0.0.0' }),
      beacon(origin, good, { 'sec-gpc': '1' }),
      beacon(origin, good, { 'user-agent': '' }),
      beacon(origin, '{not json'),
      beacon(origin, { ...good, k: 'purchase' }),
      beacon(origin, { ...good, extra: 'x' }),
      beacon(origin, { ...good, p: 'x'.repeat(3000) }),
      beacon('http://no-such-site.localhost:8888', good),
      beacon('http://localhost:8888', { ...good, l: '00000000-0000-4000-8000-000000000000' }),
      beacon('not an origin', good),
      call(collect, '/api/reporting/collect', { method: 'GET' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(204);
      expect(res.body).toBe('');
    }
    await flushEvents();
    const after = await query<{ n: number }>('SELECT count(*)::int AS n FROM analytics_events');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("keeps forged events for another owner's site within that site", async () => {
    // A stranger posts events naming B's listing from B's host: they count for B, never for A.
    const beforeA = reportResponseSchema.parse((await report(a)).body).current;
    await beacon(`http://${b.host}`, { k: 'view', p: '/', w: 390, l: a.listingId });
    await beacon('http://localhost:8888', { k: 'view', p: '/x', w: 390, l: b.listingId });
    await flushEvents();
    const afterA = reportResponseSchema.parse((await report(a)).body).current;
    const afterB = reportResponseSchema.parse((await report(b)).body).current;
    expect(afterA).toEqual(beforeA);
    expect(afterB.views).toBe(2);
  });

  it('rate-limits one address: events past the limit are not stored', async () => {
    const origin = `http://${b.host}`;
    const before = reportResponseSchema.parse((await report(b)).body).current.views;
    const flood = Array.from({ length: 320 }, () =>
      beacon(origin, { k: 'view', p: '/', w: 390 }, { 'x-nf-client-connection-ip': '10.66.0.1' }),
    );
    await Promise.all(flood);
    await flushEvents();
    const after = reportResponseSchema.parse((await report(b)).body).current.views;
    expect(after - before).toBe(300);
  });
});

describe('roll-up', () => {
  it('turns a finished day into daily totals the report reads, without touching other sites', async () => {
    const site = await makeSite();
    const origin = `http://${site.host}`;
    for (let i = 0; i < 5; i++)
      await beacon(
        origin,
        { k: 'view', p: i % 2 ? '/menu/' : '/', w: 1200 },
        { 'x-nf-client-connection-ip': `10.5.5.${i % 3}` },
      );
    await beacon(origin, { k: 'email', p: '/', w: 1200 });
    await flushEvents();
    // Move the events to a finished day inside the 30-day window, as if the day had passed.
    const day = addDays(utcDay(new Date()), -3);
    await query(
      `UPDATE analytics_events SET at = ($2::date::timestamp AT TIME ZONE 'UTC') + interval '10 hours' WHERE business_id = $1`,
      [site.team.businessId, day],
    );
    const demoBefore = await query(
      'SELECT * FROM analytics_daily WHERE day = $1 AND business_id <> $2 ORDER BY business_id, source',
      [day, site.team.businessId],
    );
    await rollDay(day);
    const [daily] = await query<{ views: number; visitors: number; email: number }>(
      'SELECT views, visitors, email FROM analytics_daily WHERE business_id = $1 AND day = $2',
      [site.team.businessId, day],
    );
    expect(daily).toMatchObject({ views: 5, visitors: 4, email: 1 });
    expect(
      await query('SELECT * FROM analytics_daily WHERE day = $1 AND business_id <> $2 ORDER BY business_id, source', [
        day,
        site.team.businessId,
      ]),
    ).toEqual(demoBefore);
    // Once the day is marked rolled, the report reads it from the aggregates (raw deleted here to prove it).
    await query('DELETE FROM analytics_events WHERE business_id = $1', [site.team.businessId]);
    const r = reportResponseSchema.parse((await report(site)).body);
    expect(r.series.find((d) => d.day === day)).toMatchObject({ views: 5, visitors: 4, email: 1 });
    expect(r.topPages).toEqual([
      { value: '/', views: 3 },
      { value: '/menu/', views: 2 },
    ]);
    // The previous period is compared: all of it is in the current week, nothing before.
    expect(r.previous.views).toBe(0);
  });
});

describe('salts', () => {
  it("keeps one salt per day and deletes past days' salts on rotation", async () => {
    // Days long past, so the real day's salt (and today's visitor counts) are left alone.
    const first = await saltFor('2001-01-01');
    expect(await saltFor('2001-01-01')).toEqual(first);
    const second = await saltFor('2001-01-02');
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false);
    expect(await rotateSalts('2001-01-02')).toBe(1);
    const left = await query<{ day: string }>(
      `SELECT day::text FROM analytics_salts WHERE day < '2002-01-01' ORDER BY day`,
    );
    expect(left).toEqual([{ day: '2001-01-02' }]);
    await query(`DELETE FROM analytics_salts WHERE day < '2002-01-01'`);
  });
});

describe('report roles and settings', () => {
  it('lets a viewer read, and only a manager or the owner switch the weekly email', async () => {
    for (const role of ['viewer', 'staff', 'manager'] as const) expect((await report(a, 30, role)).status).toBe(200);
    const asViewer = reportResponseSchema.parse((await report(a, 30, 'viewer')).body);
    expect(asViewer.settings).toEqual({ weeklyDigest: true, canEdit: false });
    const viewer = await sessionFor(a.team.users.viewer.id, a.team.businessId);
    const manager = await sessionFor(a.team.users.manager.id, a.team.businessId);
    expect(
      (
        await call(reportingSettings, '/api/reporting/settings', {
          method: 'PUT',
          json: { weeklyDigest: false },
          headers: { cookie: viewer },
        })
      ).status,
    ).toBe(403);
    const saved = await call(reportingSettings, '/api/reporting/settings', {
      method: 'PUT',
      json: { weeklyDigest: false },
      headers: { cookie: manager },
    });
    expect(saved).toMatchObject({ status: 200, body: { weeklyDigest: false } });
    expect(
      (
        await call(reportingSettings, '/api/reporting/settings', {
          method: 'PUT',
          json: { weeklyDigest: 'no' },
          headers: { cookie: manager },
        })
      ).status,
    ).toBe(400);
    expect(reportResponseSchema.parse((await report(a, 30, 'manager')).body).settings).toEqual({
      weeklyDigest: false,
      canEdit: true,
    });
  });

  it('refuses a period other than 7, 30 or 90 days with a 400', async () => {
    const cookie = await sessionFor(a.team.users.owner.id, a.team.businessId);
    const res = await call(reporting, '/api/reporting?days=365', { headers: { cookie } });
    expect(res.status).toBe(400);
  });

  it('exports the days as CSV', async () => {
    const cookie = await sessionFor(a.team.users.viewer.id, a.team.businessId);
    const res = await call(reportingCsv, '/api/reporting/csv?days=7', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe(
      'date,visitors,page_views,phone_clicks,email_clicks,directions_clicks,leads,reviews,average_rating',
    );
    expect(lines).toHaveLength(8);
    const today = reportResponseSchema.parse((await report(a)).body).series.at(-1)!;
    expect(lines.at(-1)).toBe(
      `${today.day},${today.visitors},${today.views},${today.phone},${today.email},${today.directions},${today.leads},${today.reviews},`,
    );
    expect(today.views).toBeGreaterThan(0);
  });
});

describe('the demo account', () => {
  it('has about 90 days of activity to report, compared with the 90 days before', async () => {
    // The seeded demo by its address: other tests make demo accounts of their own (is_demo), without its history.
    const [demo] = await query<{ id: string }>('SELECT id FROM businesses WHERE business_email = $1', [
      DEMO_ACCOUNT.email,
    ]);
    const [owner] = await query<{ id: string }>(
      `SELECT user_id AS id FROM memberships WHERE business_id = $1 AND role = 'owner'`,
      [demo!.id],
    );
    const cookie = await sessionFor(owner!.id, demo!.id);
    const r = reportResponseSchema.parse(
      (await call(reporting, '/api/reporting?days=90', { headers: { cookie } })).body,
    );
    expect(r.series).toHaveLength(90);
    expect(r.series.slice(0, -1).every((d) => d.views > 0)).toBe(true);
    expect(r.previous.views).toBeGreaterThan(0);
    expect(r.current.leads).toBeGreaterThanOrEqual(3);
    expect(r.topPages.map((p) => p.value)).toContain('/');
    expect(r.bySource.listing).toBeGreaterThan(0);
  });
});
