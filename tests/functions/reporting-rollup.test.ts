// Reporting's roll-up (issue 16) while events keep arriving: the hourly run rolls up today so far and
// finished days to their end, each run replacing the day's rows; the report adds the raw events after
// the watermark. Nothing is counted twice and nothing is lost at the watermark.
import { afterAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { flushEvents } from '../../src/server/reporting/collect.ts';
import { rollDay, rollUp } from '../../src/server/reporting/rollup.ts';
import { addDays, utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { reportResponseSchema } from '../../src/schemas/reporting.ts';
import { beacon, makeSite, removeSites, report, type Site } from './reporting-helpers.ts';

afterAll(removeSites);

describe('rolling up today while events keep arriving', () => {
  const totalsOf = async (site: Site) => reportResponseSchema.parse((await report(site)).body).current;
  const dailyOf = async (site: Site, day: string) =>
    (
      await query<{ views: number; visitors: number; phone: number }>(
        'SELECT sum(views)::int AS views, sum(visitors)::int AS visitors, sum(phone)::int AS phone FROM analytics_daily WHERE business_id = $1 AND day = $2',
        [site.team.businessId, day],
      )
    )[0];

  it('counts each event once across several roll-ups: aggregates before the watermark, raw events after it', async () => {
    const site = await makeSite();
    const origin = `http://${site.host}`;
    const today = utcDay(new Date());
    const ana = { 'x-nf-client-connection-ip': '10.44.0.1' };
    const ben = { 'x-nf-client-connection-ip': '10.44.0.2' };
    for (let i = 0; i < 3; i++) await beacon(origin, { k: 'view', p: '/', w: 390 }, ana);
    await beacon(origin, { k: 'phone', p: '/', w: 390 }, ben);
    await flushEvents();
    await rollDay(today, new Date());
    expect(await dailyOf(site, today)).toEqual({ views: 3, visitors: 2, phone: 1 });
    expect(await totalsOf(site)).toMatchObject({ views: 3, visitors: 2, phone: 1 });

    // More events after the watermark: Ana again (already counted today), and a new visitor.
    for (let i = 0; i < 2; i++) await beacon(origin, { k: 'view', p: '/menu/', w: 390 }, ana);
    await beacon(origin, { k: 'view', p: '/', w: 1366 }, { 'x-nf-client-connection-ip': '10.44.0.3' });
    await flushEvents();
    expect(await dailyOf(site, today)).toEqual({ views: 3, visitors: 2, phone: 1 });
    const between = await totalsOf(site);
    expect(between).toMatchObject({ views: 6, visitors: 3, phone: 1 });

    // The next runs recount the day from scratch: the same totals, never added twice.
    await rollDay(today, new Date());
    await rollDay(today, new Date());
    expect(await dailyOf(site, today)).toEqual({ views: 6, visitors: 3, phone: 1 });
    expect(await totalsOf(site)).toEqual(between);
    const r = reportResponseSchema.parse((await report(site)).body);
    expect(r.topPages).toEqual([
      { value: '/', views: 4 },
      { value: '/menu/', views: 2 },
    ]);

    // The scheduled run leaves the last minute raw: just-written events still count once.
    await beacon(origin, { k: 'view', p: '/', w: 390 }, ben);
    await flushEvents();
    const run = await rollUp();
    expect(run.days.at(-1)).toBe(utcDay(new Date(Date.now() - 60_000)));
    expect(await totalsOf(site)).toMatchObject({ views: 7, visitors: 3, phone: 1 });
  });

  it('completes a day rolled before it ended: events that came after the first roll count once', async () => {
    const site = await makeSite();
    const origin = `http://${site.host}`;
    const day = addDays(utcDay(new Date()), -2);
    const send = async (n: number, hour: number) => {
      for (let i = 0; i < n; i++)
        await beacon(origin, { k: 'view', p: '/', w: 390 }, { 'x-nf-client-connection-ip': `10.45.${hour}.${i}` });
      await flushEvents();
      await query(
        `UPDATE analytics_events SET at = ($2::date::timestamp AT TIME ZONE 'UTC') + make_interval(hours => $3) WHERE business_id = $1 AND at > now() - interval '1 minute'`,
        [site.team.businessId, day, hour],
      );
    };
    await send(4, 9);
    await rollDay(day, new Date(`${day}T12:00:00Z`));
    expect(await dailyOf(site, day)).toMatchObject({ views: 4, visitors: 4 });
    const [partial] = await query<{ rolled_to: Date | null }>(
      'SELECT rolled_to FROM analytics_rollups WHERE day = $1',
      [day],
    );
    expect(new Date(partial!.rolled_to!).toISOString()).toBe(`${day}T12:00:00.000Z`);
    await send(2, 11);
    await send(3, 18);
    await rollDay(day, new Date(`${addDays(day, 1)}T00:00:00Z`));
    expect(await dailyOf(site, day)).toMatchObject({ views: 9, visitors: 9 });
    const [complete] = await query<{ rolled_to: Date | null }>(
      'SELECT rolled_to FROM analytics_rollups WHERE day = $1',
      [day],
    );
    expect(complete!.rolled_to).toBeNull();
  });
});
