/** Regional news for a city (spec §2 Regional News sidebar, §7 GET region/{country}/{state}/{city}). */
import { query } from '../db/client.ts';

export interface RegionNews {
  title: string;
  summary: string;
  published_at: string;
}

interface Row extends Record<string, unknown> {
  country_code: string;
  state_code: string;
  city_slug: string;
  title: string;
  summary: string;
  published_at: Date;
}

const toNews = (r: Row): RegionNews => ({
  title: r.title,
  summary: r.summary,
  published_at: new Date(r.published_at).toISOString(),
});

export async function regionNews(countryCode: string, stateCode: string, citySlug: string): Promise<RegionNews[]> {
  const rows = await query<Row>(
    `SELECT * FROM regional_news WHERE country_code = $1 AND state_code = $2 AND city_slug = $3
     ORDER BY published_at DESC LIMIT 20`,
    [countryCode, stateCode, citySlug],
  );
  return rows.map(toNews);
}

/** Every city's news, keyed "CA-AB-barrhead" like directory scopes (for the build). */
export async function allRegionNews(): Promise<Map<string, RegionNews[]>> {
  const rows = await query<Row>('SELECT * FROM regional_news ORDER BY published_at DESC');
  const map = new Map<string, RegionNews[]>();
  for (const row of rows) {
    const key = `${row.country_code}-${row.state_code}-${row.city_slug}`;
    const list = map.get(key) ?? [];
    list.push(toNews(row));
    map.set(key, list);
  }
  return map;
}
