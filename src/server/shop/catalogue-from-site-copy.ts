/**
 * Data migration 0030 (run once by `migrate`, issue 40): the menu and shop items each business typed in the website
 * editor become catalogue records (features/shop/copy-to-catalogue.ts says how prices are read). The working copy
 * (site_specs) is each business's current copy; it is read, never changed, so the site keeps its words.
 * A business whose catalogue already has anything is left alone, checked under a lock on the business row (the
 * catalogue's foreign keys wait on it), so a second run, or an owner who started the catalogue, changes nothing.
 */
import { query, transaction } from '../db/client.ts';
import { siteSpecSchema } from '../../schemas/site-spec.ts';
import { catalogueFromCopy, type MigratedSection } from '../../features/shop/copy-to-catalogue.ts';

async function insertCatalogue(businessId: string, sections: MigratedSection[]): Promise<boolean> {
  return transaction(async (tx) => {
    await tx.query('SELECT 1 FROM businesses WHERE id = $1 FOR UPDATE', [businessId]);
    const { rows } = await tx.query(
      `SELECT 1 FROM catalogue_sections WHERE business_id = $1
       UNION ALL SELECT 1 FROM catalogue_items WHERE business_id = $1 LIMIT 1`,
      [businessId],
    );
    if (rows.length) return false;
    for (const [position, section] of sections.entries()) {
      const { rows: made } = await tx.query<{ id: string }>(
        'INSERT INTO catalogue_sections (business_id, name, position) VALUES ($1, $2::jsonb, $3) RETURNING id',
        [businessId, JSON.stringify(section.name), position],
      );
      const items = section.items.map((item, n) => ({ ...item, position: n, sectionId: made[0]!.id }));
      await tx.query(
        `INSERT INTO catalogue_items (business_id, section_id, position, name, description, price_cents, visible,
           pickup, local_delivery, shipping)
         SELECT $1, x."sectionId", x.position, x.name, x.description, x."priceCents", x.visible, true, false, false
         FROM jsonb_to_recordset($2::jsonb)
           AS x("sectionId" uuid, position int, name jsonb, description jsonb, "priceCents" int, visible boolean)`,
        [businessId, JSON.stringify(items)],
      );
    }
    return true;
  });
}

/** `onlyBusinessId` limits it to one business (tests share their database with others). */
export async function catalogueFromSiteCopy(
  log: (line: string) => void = () => undefined,
  onlyBusinessId?: string,
): Promise<{ businesses: number; items: number }> {
  const rows = await query<{ business_id: string; spec: unknown }>(
    `SELECT business_id, spec FROM site_specs${onlyBusinessId ? ' WHERE business_id = $1' : ''}`,
    onlyBusinessId ? [onlyBusinessId] : [],
  );
  let businesses = 0;
  let items = 0;
  for (const row of rows) {
    const spec = siteSpecSchema.safeParse(row.spec);
    if (!spec.success) {
      log(`catalogue from site copy: the working copy of ${row.business_id} does not parse; skipped`);
      continue;
    }
    const sections = catalogueFromCopy(spec.data.languages, spec.data.copy, spec.data.secondCopy);
    if (!sections.length || !(await insertCatalogue(row.business_id, sections))) continue;
    businesses++;
    items += sections.reduce((sum, s) => sum + s.items.length, 0);
  }
  log(`catalogue from site copy: ${items} item(s) of ${businesses} business(es) made catalogue records`);
  return { businesses, items };
}
