import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { listingPath } from '../../src/features/directory/listing-view.ts';
import { directoryPathIn } from '../../src/shared/i18n/places.ts';

// A customer pays for a shop order (issue 40) through the real functions: the owner's payout account is onboarded
// on the local Stripe test mode's page, and the buyer pays on the pay page with Stripe's test cards. The first
// order is placed through POST /api/shop/checkout itself; the Quebec shop's orders go through its listing page's
// Shop section and cart, in English and in French. The shop itself (listing, settings, items) is written here.

const listings: string[] = [];
test.afterAll(async () => {
  await query('DELETE FROM listings WHERE id = ANY($1::uuid[])', [listings]);
  await closeDb();
});

async function openShop(page: Page, province: string, qst: string | null) {
  const email = `shop-${Date.now()}-${province}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'Café Test',
    business_email: email,
    business_password: 'Cafe#2026x',
  });
  const [business] = await query<{ id: string }>('SELECT id FROM businesses WHERE business_email = $1', [email]);
  const id = business!.id;
  const [listing] = await query<{ id: string; path: string }>(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code,
       country_code) VALUES ($1, $2, 'Café Test', 'registered', 'Town', 'town', $3, 'CA')
     RETURNING id, country_code, state_code, city_slug, business_unique_id`,
    [`e2e-shop-${Date.now()}`, id, province],
  );
  listings.push(listing!.id);
  await query(
    `INSERT INTO shop_settings (business_id, gst_hst_number, qst_number) VALUES ($1, '123456789RT0001', $2)`,
    [id, qst],
  );
  const items: Record<string, string> = {};
  for (const [name, price, stock] of [
    ['Latte', 450, null],
    ['Muffin', 325, 4],
  ] as const) {
    const [row] = await query<{ id: string }>(
      'INSERT INTO catalogue_items (business_id, name, price_cents, stock) VALUES ($1, $2, $3, $4) RETURNING id',
      [id, { en: name, fr: name }, price, stock],
    );
    items[name] = row!.id;
  }
  // The owner connects the payout account on test mode's onboarding page; account.updated makes it active.
  const onboarding = await page.request.post('/api/payouts/onboarding');
  expect(onboarding.status(), await onboarding.text()).toBe(200);
  const url = new URL(((await onboarding.json()) as { url: string }).url, page.url());
  await page.goto(url.pathname);
  await page.getByRole('button', { name: /Complete onboarding/ }).click();
  await expect
    .poll(async () => (await query('SELECT state FROM payout_accounts WHERE business_id = $1', [id]))[0]?.state)
    .toBe('active');
  return { id, items, path: listingPath(listing as never) };
}

async function order(page: Page, shop: { id: string; items: Record<string, string> }, language = 'en') {
  const res = await page.request.post('/api/shop/checkout', {
    data: {
      business_id: shop.id,
      source: 'listing',
      language,
      fulfilment: 'pickup',
      customer_name: 'Ada Tremblay',
      customer_email: `buyer-${Date.now()}@example.ca`,
      lines: [
        { item_id: shop.items.Latte, quantity: 2, options: [] },
        { item_id: shop.items.Muffin, quantity: 1, options: [] },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const placed = (await res.json()) as { order_id: string; pay_url: string };
  return { ...placed, path: new URL(placed.pay_url).pathname + new URL(placed.pay_url).search };
}

async function payWith(page: Page, card: string) {
  await routeStripeStandIns(page);
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

const shot = async (page: Page, name: string) => {
  if (!process.env.SCREENSHOTS) return;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
};

test('an order paid with 4242 4242 4242 4242: the confirmation shows its lines and HST; stock taken once', async ({
  page,
}) => {
  const shop = await openShop(page, 'ON', null);
  const placed = await order(page, shop);
  await routeStripeStandIns(page);
  await page.goto(placed.path);
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText('Test mode: no card is charged.')).toBeVisible();
  // 2 × 4.50 + 3.25 = 12.25; HST 13% = 1.59; 13.84.
  await expect(page.getByRole('button', { name: 'Pay $13.84' })).toBeVisible();
  await shot(page, 'shop-pay');
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Thank you: your order is paid.' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Paid: the business has your order.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('rowheader', { name: /HST \(13%\)/ })).toBeVisible();
  await expect(page.getByText(/123456789 ?RT0001/)).toBeVisible();
  await expect(page.getByRole('row', { name: /Total \$13\.84/ })).toBeVisible();
  await shot(page, 'shop-confirmation');
  const [row] = await query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [placed.order_id]);
  expect(row?.status).toBe('new');
  const [muffin] = await query<{ stock: number }>('SELECT stock FROM catalogue_items WHERE id = $1', [
    shop.items.Muffin,
  ]);
  expect(muffin?.stock).toBe(3);
});

/** Adds units of an item from the listing page's Shop section, one per press of its Add button. */
async function addItem(page: Page, name: string, quantity: number, add = 'Add') {
  for (let i = 0; i < quantity; i++) await page.getByRole('button', { name: `${add}: ${name}` }).click();
}

test('a Quebec shop ordered from its listing page: a declined card leaves no paid order; GST and QST', async ({
  page,
}) => {
  // Two orders, a refused one and a declined payment: under a loaded machine (4-6 s a request) more than 60 s.
  test.setTimeout(120_000);
  const shop = await openShop(page, 'QC', '1234567890TQ0001');
  const stock = async () =>
    (await query<{ stock: number }>('SELECT stock FROM catalogue_items WHERE id = $1', [shop.items.Muffin]))[0]?.stock;
  await page.goto(shop.path);
  await expect(page.getByRole('heading', { name: 'Shop', level: 2 })).toBeVisible();
  await expect(page.getByText('$3.25')).toBeVisible();
  await addItem(page, 'Latte', 2);
  await expect(page.getByRole('button', { name: 'Your order (2)' })).toBeVisible();
  await addItem(page, 'Muffin', 1);
  await page.getByRole('button', { name: 'Your order (3)' }).click();
  const cart = page.getByRole('dialog', { name: 'Your order' });
  await expect(cart.getByText('Subtotal (estimate): $12.25')).toBeVisible();
  await expect(cart.getByRole('combobox', { name: 'Pickup time' })).toHaveValue('');
  await expect(cart.getByRole('option', { name: 'As soon as it is ready' })).toBeAttached();
  await shot(page, 'shop-cart');
  // The schema's messages by their fields; nothing is sent.
  await cart.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(cart.getByText('Name is required')).toBeVisible();
  await expect(cart.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await cart.getByRole('textbox', { name: 'Name' }).fill('Ada Tremblay');
  await cart.getByRole('textbox', { name: 'Email' }).fill(`buyer-${Date.now()}@example.ca`);
  // Sold out meanwhile: the server's 409 is explained and the cart kept.
  await query('UPDATE catalogue_items SET stock = 0 WHERE id = $1', [shop.items.Muffin]);
  await cart.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(cart.getByRole('alert')).toHaveText(/Muffin is sold out\. Your cart is kept/);
  await query('UPDATE catalogue_items SET stock = 4 WHERE id = $1', [shop.items.Muffin]);
  await routeStripeStandIns(page);
  await cart.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible({ timeout: 20_000 });
  const declined = new URL(page.url()).searchParams.get('order')!;
  expect(await stock()).toBe(3);
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByRole('heading', { name: 'The payment did not go through' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start again at the shop' })).toBeVisible();
  await expect
    .poll(async () => (await query('SELECT status FROM orders WHERE id = $1', [declined]))[0]?.status)
    .toBe('failed');
  expect(await stock()).toBe(4);

  // In French, from the French listing page.
  await page.goto(directoryPathIn('fr', shop.path));
  await expect(page.getByRole('heading', { name: 'Boutique', level: 2 })).toBeVisible();
  await addItem(page, 'Latte', 1, 'Ajouter');
  await addItem(page, 'Muffin', 1, 'Ajouter');
  await page.getByRole('button', { name: 'Votre commande (2)' }).click();
  await page.getByRole('dialog', { name: 'Votre commande' }).getByRole('button', { name: 'Un Latte de plus' }).click();
  await page.getByRole('dialog', { name: 'Votre commande' }).getByRole('button', { name: 'Fermer' }).click();
  await page.getByRole('button', { name: 'Votre commande (3)' }).click();
  const panier = page.getByRole('dialog', { name: 'Votre commande' });
  await expect(panier.getByText(/Sous-total \(estimation\) : 12,25\s\$/)).toBeVisible();
  await panier.getByRole('textbox', { name: 'Nom' }).fill('Ada Tremblay');
  await panier.getByRole('textbox', { name: 'Courriel' }).fill('pas-un-courriel');
  await panier.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(panier.getByText('Adresse courriel invalide')).toBeVisible();
  await panier.getByRole('textbox', { name: 'Courriel' }).fill(`acheteur-${Date.now()}@example.ca`);
  await panier.getByRole('button', { name: 'Passer au paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Payer votre commande' })).toBeVisible({ timeout: 20_000 });
  await payWith(page, '4242424242424242');
  await expect(page.getByRole('heading', { name: 'Merci : votre commande est payée.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('rowheader', { name: /TPS/ })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: /TVQ \(9,975/ })).toBeVisible();
  await expect(page.getByText(/1234567890 ?TQ0001/)).toBeVisible();
  expect(await stock()).toBe(3);
});
