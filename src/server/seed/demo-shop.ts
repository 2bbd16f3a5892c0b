/**
 * The demo shops (issue 40): the demo bakery-café (demo-account.ts) in Edmonton, and Boulangerie Les Deux Meuniers
 * in Montréal (a seeded Quebec listing) so an order can show GST and QST. Each gets a bilingual catalogue of
 * orderable items (a few with choices, one with a small stock count) and shop settings: pickup on, registered for
 * GST/HST with a test number of the right shape (and a QST number in Quebec). Fixed ids: a second seed changes
 * nothing, and an owner's later edits stay. Their payout accounts exist only in local test mode (demo-payouts.ts).
 */
import type { Queryable } from '../db/client.ts';
import { seedUuid } from './seed-ids.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';

export const QUEBEC_DEMO_EMAIL = 'bonjour@deuxmeuniers.example.net';

type Option = [en: string, fr: string, deltaCents: number];
type Choice = { en: string; fr: string; options: Option[] };
type Item = [en: string, fr: string, cents: number, descEn: string, descFr: string, extra?: Partial<ItemExtra>];
interface ItemExtra {
  choices: Choice[];
  stock: number;
  tax: 'taxable' | 'zero-rated';
}
interface Shop {
  email: string;
  settings: { gst: string; qst: string | null; prep: number };
  sections: { key: string; en: string; fr: string; items: Item[] }[];
}

const SIZE: Choice = {
  en: 'Size',
  fr: 'Format',
  options: [
    ['Small', 'Petit', 0],
    ['Large', 'Grand', 100],
  ],
};
const MILK: Choice = {
  en: 'Milk',
  fr: 'Lait',
  options: [
    ['Whole milk', 'Lait entier', 0],
    ['Oat milk', "Boisson d'avoine", 75],
  ],
};

const SHOPS: Shop[] = [
  {
    email: DEMO_ACCOUNT.email,
    settings: { gst: '123456789RT0001', qst: null, prep: 15 },
    sections: [
      {
        key: 'coffee',
        en: 'Coffee',
        fr: 'Café',
        items: [
          ['Latte', 'Latte', 450, 'Espresso and steamed milk.', 'Espresso et lait moussé.', { choices: [SIZE, MILK] }],
          ['Drip coffee', 'Café filtre', 275, 'Our house blend.', 'Notre mélange maison.', { choices: [SIZE] }],
          [
            'Coffee beans, 340 g',
            'Café en grains, 340 g',
            1800,
            'Whole beans of the house blend.',
            'Grains entiers du mélange maison.',
            { tax: 'zero-rated' },
          ],
        ],
      },
      {
        key: 'pastries',
        en: 'Pastries',
        fr: 'Viennoiseries',
        items: [
          ['Butter croissant', 'Croissant au beurre', 325, 'Baked every morning.', 'Cuit chaque matin.'],
          [
            'Cinnamon bun',
            'Brioche à la cannelle',
            425,
            'Only a few each day.',
            'Quelques-unes par jour seulement.',
            { stock: 6 },
          ],
          [
            'Butter tart',
            'Tartelette au beurre',
            350,
            'With or without raisins: ask us.',
            'Avec ou sans raisins : demandez-nous.',
          ],
        ],
      },
    ],
  },
  {
    email: QUEBEC_DEMO_EMAIL,
    settings: { gst: '987654321RT0001', qst: '1234567890TQ0001', prep: 20 },
    sections: [
      {
        key: 'cafe',
        en: 'Café',
        fr: 'Café',
        items: [
          [
            'Café au lait',
            'Café au lait',
            400,
            'A large bowl, the Montréal way.',
            'Un grand bol, à la montréalaise.',
            { choices: [MILK] },
          ],
          [
            'Apple turnover',
            'Chausson aux pommes',
            375,
            'Puff pastry and Québec apples.',
            'Feuilleté et pommes du Québec.',
          ],
        ],
      },
      {
        key: 'bread',
        en: 'Bread',
        fr: 'Pains',
        items: [
          [
            'Sourdough miche',
            'Miche au levain',
            900,
            'Long-fermented, Québec-grown flour.',
            'Longue fermentation, farine du Québec.',
            { tax: 'zero-rated', stock: 10 },
          ],
        ],
      },
    ],
  },
];

const choicesJson = (key: string, choices: Choice[] = []) =>
  choices.map((c, n) => ({
    name: { en: c.en, fr: c.fr },
    options: c.options.map(([en, fr, deltaCents], k) => ({
      id: seedUuid(`${key}:c${n}:o${k}`).replace(/-/g, '').slice(0, 8),
      name: { en, fr },
      deltaCents,
    })),
  }));

export async function seedDemoShops(tx: Queryable): Promise<void> {
  for (const shop of SHOPS) {
    const { rows } = await tx.query<{ id: string }>(
      'SELECT id FROM businesses WHERE lower(business_email) = lower($1)',
      [shop.email],
    );
    const businessId = rows[0]?.id;
    if (!businessId) continue;
    await tx.query(
      `INSERT INTO shop_settings (business_id, pickup_enabled, prep_minutes, gst_hst_number, qst_number)
       VALUES ($1, true, $2, $3, $4) ON CONFLICT (business_id) DO NOTHING`,
      [businessId, shop.settings.prep, shop.settings.gst, shop.settings.qst],
    );
    for (const [position, section] of shop.sections.entries()) {
      const sectionId = seedUuid(`shop:${shop.email}:${section.key}`);
      await tx.query(
        `INSERT INTO catalogue_sections (id, business_id, name, position) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (id) DO NOTHING`,
        [sectionId, businessId, JSON.stringify({ en: section.en, fr: section.fr }), position],
      );
      const items = section.items.map(([en, fr, cents, descEn, descFr, extra = {}], n) => {
        const key = `shop:${shop.email}:${section.key}:${n}`;
        return {
          id: seedUuid(key),
          position: n,
          name: { en, fr },
          description: { en: descEn, fr: descFr },
          price_cents: cents,
          choices: choicesJson(key, extra.choices),
          stock: extra.stock ?? null,
          tax_category: extra.tax ?? 'taxable',
        };
      });
      await tx.query(
        `INSERT INTO catalogue_items (id, business_id, section_id, position, name, description, price_cents, choices,
           stock, tax_category, pickup, local_delivery, shipping, visible)
         SELECT x.id, $1, $2, x.position, x.name, x.description, x.price_cents, x.choices, x.stock, x.tax_category,
           true, false, false, true
         FROM jsonb_to_recordset($3::jsonb) AS x(id uuid, position int, name jsonb, description jsonb,
           price_cents int, choices jsonb, stock int, tax_category text)
         ON CONFLICT (id) DO NOTHING`,
        [businessId, sectionId, JSON.stringify(items)],
      );
    }
  }
}
