/**
 * A business's catalogue (issue 40): sections and the items in them (menu items and shop products alike).
 * Every statement names the business from the session, so another business's id is simply not found. Writes
 * are single statements: a reorder rewrites the positions of the whole list at once and is refused when the
 * list changed meanwhile; a stock edit is applied as a difference, so units a checkout held are kept.
 */
import { randomBytes } from 'node:crypto';
import { query } from '../db/client.ts';
import { HttpError, notFound } from '../http.ts';
import { refreshStorefront } from './storefront.ts';
import type { ItemInput, Localized, ReorderInput, SectionInput } from '../../schemas/catalogue.ts';
import type { CatalogueItem, CatalogueResponse, CatalogueSection } from '../../schemas/catalogue-responses.ts';
import { SITE_LANGUAGES, type SiteLanguage } from '../../shared/languages.ts';
import { catalogueLanguages } from '../../shared/shop/catalogue-text.ts';

export const LIST_CHANGED = 'The list changed while you were sorting it. It now shows the current order: try again.';
const LANGUAGE_NAMES: Record<SiteLanguage, string> = { en: 'English', fr: 'French' };

const ITEM_COLUMNS = `id, section_id, position, name, description, price_cents, choices, photos, stock, tax_category,
  pickup, local_delivery, shipping, visible`;

/** Where this business's catalogue photos are stored (served under /files/). */
export const cataloguePhotoPrefix = (businessId: string) => `/files/catalogue-photos/${businessId}/`;

/** The languages of the business's site (English when it has none): each name is asked for in each. */
export async function businessLanguages(businessId: string): Promise<SiteLanguage[]> {
  const [row] = await query<{ languages: unknown }>(
    "SELECT spec->'languages' AS languages FROM site_specs WHERE business_id = $1",
    [businessId],
  );
  return catalogueLanguages(row?.languages);
}

export async function listCatalogue(businessId: string, canEdit: boolean): Promise<CatalogueResponse> {
  const [languages, sections, items] = await Promise.all([
    businessLanguages(businessId),
    query<CatalogueSection>(
      'SELECT id, name, position FROM catalogue_sections WHERE business_id = $1 ORDER BY position, created_at',
      [businessId],
    ),
    query<CatalogueItem>(
      `SELECT ${ITEM_COLUMNS} FROM catalogue_items WHERE business_id = $1 ORDER BY position, created_at`,
      [businessId],
    ),
  ]);
  return { languages, sections, items, can_edit: canEdit };
}

/** Keeps only the site's languages and refuses a missing one, naming the field. */
function namesIn(value: Localized, languages: SiteLanguage[], field: string, label: string): Localized {
  const out: Localized = {};
  for (const lang of SITE_LANGUAGES) {
    const text = value[lang]?.trim() ?? '';
    if (languages.includes(lang) && !text && label) {
      const message = `Give the ${label} a name in ${LANGUAGE_NAMES[lang]}.`;
      throw new HttpError(400, 'validation_failed', message, { [field]: [message] });
    }
    if (text) out[lang] = text;
  }
  return out;
}

export async function createSection(businessId: string, input: SectionInput): Promise<CatalogueSection> {
  const name = namesIn(input.name, await businessLanguages(businessId), 'name', 'section');
  const [row] = await query<CatalogueSection>(
    `INSERT INTO catalogue_sections (business_id, name, position)
     VALUES ($1, $2::jsonb, COALESCE((SELECT max(position) + 1 FROM catalogue_sections WHERE business_id = $1), 0))
     RETURNING id, name, position`,
    [businessId, JSON.stringify(name)],
  );
  await refreshStorefront(businessId);
  return row!;
}

export async function updateSection(businessId: string, id: string, input: SectionInput): Promise<CatalogueSection> {
  const name = namesIn(input.name, await businessLanguages(businessId), 'name', 'section');
  const [row] = await query<CatalogueSection>(
    'UPDATE catalogue_sections SET name = $3::jsonb WHERE id = $2 AND business_id = $1 RETURNING id, name, position',
    [businessId, id, JSON.stringify(name)],
  );
  if (!row) throw notFound('Your catalogue has no section with this id.');
  await refreshStorefront(businessId);
  return row;
}

/** Deletes a section; its items stay in the catalogue, without a section. */
export async function deleteSection(businessId: string, id: string): Promise<void> {
  const rows = await query('DELETE FROM catalogue_sections WHERE id = $2 AND business_id = $1 RETURNING id', [
    businessId,
    id,
  ]);
  if (!rows.length) throw notFound('Your catalogue has no section with this id.');
  await refreshStorefront(businessId);
}

/** The item's columns from the form: names in the site's languages, option ids kept or made, own photos only. */
async function itemValues(businessId: string, input: ItemInput): Promise<unknown[]> {
  const languages = await businessLanguages(businessId);
  const prefix = cataloguePhotoPrefix(businessId);
  if (input.photos.some((p) => !p.startsWith(prefix) || p.includes('..'))) {
    const message = 'Upload photos here: a photo from elsewhere cannot be used.';
    throw new HttpError(400, 'validation_failed', message, { photos: [message] });
  }
  const choices = input.choices.map((choice) => ({
    name: namesIn(choice.name, languages, 'choices', 'choice'),
    options: choice.options.map((option) => ({
      id: option.id ?? randomBytes(4).toString('hex'),
      name: namesIn(option.name, languages, 'choices', 'option'),
      deltaCents: option.delta,
    })),
  }));
  return [
    input.section_id,
    JSON.stringify(namesIn(input.name, languages, 'name', 'item')),
    JSON.stringify(namesIn(input.description, languages, 'description', '')),
    input.price,
    JSON.stringify(choices),
    input.photos,
    input.stock,
    input.tax_category,
    input.pickup,
    input.local_delivery,
    input.shipping,
    input.visible,
  ];
}

const SECTION_IS_OURS =
  '($2::uuid IS NULL OR EXISTS (SELECT 1 FROM catalogue_sections WHERE id = $2 AND business_id = $1))';
const noSuchSection = () =>
  new HttpError(400, 'validation_failed', 'Choose one of your sections.', {
    section_id: ['Choose one of your sections.'],
  });

export async function createItem(businessId: string, input: ItemInput): Promise<CatalogueItem> {
  const [row] = await query<CatalogueItem>(
    `INSERT INTO catalogue_items (business_id, section_id, name, description, price_cents, choices, photos, stock,
       tax_category, pickup, local_delivery, shipping, visible, position)
     SELECT $1, $2, $3::jsonb, $4::jsonb, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13,
       COALESCE((SELECT max(position) + 1 FROM catalogue_items WHERE business_id = $1), 0)
     WHERE ${SECTION_IS_OURS}
     RETURNING ${ITEM_COLUMNS}`,
    [businessId, ...(await itemValues(businessId, input))],
  );
  if (!row) throw noSuchSection();
  await refreshStorefront(businessId);
  return row;
}

/**
 * Saves an edit. Stock: unlimited (null) and a first count are set as given; a count edited from `stockSeen`
 * moves the current stock by the same difference (a checkout may have held units since the form was loaded).
 */
export async function updateItem(
  businessId: string,
  id: string,
  input: ItemInput,
  stockSeen: number | null | undefined,
): Promise<CatalogueItem> {
  const [row] = await query<CatalogueItem>(
    `UPDATE catalogue_items SET section_id = $2, name = $3::jsonb, description = $4::jsonb, price_cents = $5,
       choices = $6::jsonb, photos = $7, tax_category = $9, pickup = $10, local_delivery = $11, shipping = $12,
       visible = $13, updated_at = now(),
       stock = CASE WHEN $8::int IS NULL OR stock IS NULL OR $15::int IS NULL THEN $8::int
                    ELSE GREATEST(0, stock + $8::int - $15::int) END
     WHERE id = $14 AND business_id = $1 AND ${SECTION_IS_OURS}
     RETURNING ${ITEM_COLUMNS}`,
    [businessId, ...(await itemValues(businessId, input)), id, stockSeen ?? null],
  );
  if (row) {
    await refreshStorefront(businessId);
    return row;
  }
  const [exists] = await query('SELECT 1 FROM catalogue_items WHERE id = $2 AND business_id = $1', [businessId, id]);
  throw exists ? noSuchSection() : notFound('Your catalogue has no item with this id.');
}

/** Deletes an item; past orders keep their own copy of its name and price. */
export async function deleteItem(businessId: string, id: string): Promise<void> {
  const rows = await query('DELETE FROM catalogue_items WHERE id = $2 AND business_id = $1 RETURNING id', [
    businessId,
    id,
  ]);
  if (!rows.length) throw notFound('Your catalogue has no item with this id.');
  await refreshStorefront(businessId);
}

/**
 * Puts a whole list in a new order in one statement: every section, or every item of one section. The list
 * sent must be exactly the current one (nothing added or deleted meanwhile), else nothing moves.
 */
export async function reorder(businessId: string, input: ReorderInput): Promise<void> {
  const table = input.kind === 'sections' ? 'catalogue_sections' : 'catalogue_items';
  const scope = input.kind === 'sections' ? '' : ' AND section_id IS NOT DISTINCT FROM $3::uuid';
  const params: unknown[] = [businessId, input.ids];
  if (input.kind === 'items') params.push(input.section_id);
  // The whole list is locked first, in id order, so two reorders at once wait for each other instead of deadlocking
  // (each would otherwise lock rows in the order it was sent); the counts then check the list is exactly this one.
  const rows = await query(
    `WITH locked AS (SELECT id FROM ${table} WHERE business_id = $1${scope} ORDER BY id FOR UPDATE),
       checked AS (SELECT count(*) AS total, count(*) FILTER (WHERE id = ANY($2::uuid[])) AS sent FROM locked)
     UPDATE ${table} t SET position = o.ord - 1
     FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, ord), checked c
     WHERE t.id = o.id AND t.business_id = $1
       AND c.total = cardinality($2::uuid[]) AND c.sent = cardinality($2::uuid[])
     RETURNING t.id`,
    params,
  );
  if (rows.length !== input.ids.length) throw new HttpError(409, 'list_changed', LIST_CHANGED);
  await refreshStorefront(businessId);
}
