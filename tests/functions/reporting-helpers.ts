// Reporting test helpers: a business with a live website and a claimed listing, beacon events sent
// through the real collect function, and the owner's report through the real reporting function.
import { randomBytes } from 'node:crypto';
import collect from '../../functions/reporting-collect.mts';
import reporting from '../../functions/reporting.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';

export const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const tag = () => randomBytes(3).toString('hex');

export interface Site {
  team: Team;
  slug: string;
  host: string;
  listingId: string;
}
const sites: Site[] = [];

export async function makeSite(): Promise<Site> {
  const team = await makeTeam({ name: 'Report Test Bakery' });
  const slug = `report-test-${tag()}`;
  await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [team.businessId]);
  await query('INSERT INTO websites (business_id, slug, next_version, live_version) VALUES ($1, $2, 1, 1)', [
    team.businessId,
    slug,
  ]);
  const [listing] = await query<{ id: string }>(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code, country_code)
     VALUES ($1, $2, 'Report Test Bakery', 'complete', 'Camrose', 'camrose', 'AB', 'CA') RETURNING id`,
    [`report-test-${tag()}`, team.businessId],
  );
  const site = { team, slug, host: `${slug}.localhost:8888`, listingId: listing!.id };
  sites.push(site);
  return site;
}

const ip = () => `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export function beacon(origin: string, event: unknown, headers: Record<string, string> = {}) {
  return call(collect, '/api/reporting/collect', {
    method: 'POST',
    body: typeof event === 'string' ? event : JSON.stringify(event),
    headers: {
      origin,
      'user-agent': CHROME,
      'x-nf-client-connection-ip': ip(),
      'content-type': 'text/plain;charset=UTF-8',
      ...headers,
    },
  });
}

export async function report(site: Site, days = 7, role: keyof Team['users'] = 'owner') {
  const cookie = await sessionFor(site.team.users[role].id, site.team.businessId);
  return call(reporting, `/api/reporting?days=${days}`, { headers: { cookie } });
}

export async function removeSites(): Promise<void> {
  await query('DELETE FROM listings WHERE id = ANY($1::uuid[])', [sites.map((s) => s.listingId)]);
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [sites.map((s) => s.team.businessId)]);
}
