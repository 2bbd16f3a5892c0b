// The demo's living calendar (issue 41): the seed makes the bakery's catering tasting bookable and books three
// tastings on the next open days, which the owner's calendar shows; seeding again adds nothing.
import { describe, expect, it } from 'vitest';
import calendarFn from '../../functions/bookings-calendar.mts';
import { query, transaction } from '../../src/server/db/client.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/demo-account.ts';
import { nextOpenDays, seedDemoBookings } from '../../src/server/seed/demo-bookings.ts';
import type { CalendarAnswer } from '../../src/schemas/bookings-calendar-answers.ts';
import { call } from './helpers.ts';
import { sessionFor } from './team-helpers.ts';

describe('the demo calendar', () => {
  it('shows the seeded tastings on the next open days, in Edmonton time; a second seed adds none', async () => {
    const [demo] = await query<{ id: string; user_id: string }>(
      `SELECT b.id, m.user_id FROM businesses b JOIN memberships m ON m.business_id = b.id AND m.role = 'owner'
       WHERE b.business_email = $1`,
      [DEMO_ACCOUNT.email],
    );
    // Seeded as npm start seeds (again today, so the days are the next ones), then once more: nothing doubles.
    await transaction((tx) => seedDemoBookings(tx));
    await transaction((tx) => seedDemoBookings(tx));
    const days = nextOpenDays(new Date(), 3);
    const cookie = await sessionFor(demo!.user_id, demo!.id);
    const res = await call(calendarFn, `/api/bookings/calendar?from=${days[0]}&to=${days[2]}`, { headers: { cookie } });
    const answer = res.body as CalendarAnswer;
    expect(answer.time_zone).toBe('America/Edmonton');
    const seeded = answer.bookings.filter((b) => b.customer_email?.endsWith('@example.com'));
    expect(seeded.map((b) => [b.service_name, b.status, b.provider_name])).toEqual([
      ['Catering tasting', 'confirmed', 'Demo Baker'],
      ['Catering tasting', 'confirmed', 'Demo Baker'],
      ['Catering tasting', 'confirmed', 'Demo Baker'],
    ]);
    expect(answer.providers.map((p) => p.name)).toEqual(['Demo Baker']);
  });
});
