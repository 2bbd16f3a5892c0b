-- The shop (issue 40): one catalogue per business (menu items and shop products are one kind of record,
-- grouped in sections), how the business sells (pickup, local delivery, shipping, tax registration),
-- and the orders customers place. Money is integer cents in CAD. Names and descriptions are per
-- language ({"en": "...", "fr": "..."}), the languages of the business's site.

CREATE TABLE shop_settings (
  business_id           uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  -- Pickup: ready this many minutes after the order is paid, within the listing's opening hours.
  pickup_enabled        boolean NOT NULL DEFAULT true,
  prep_minutes          integer NOT NULL DEFAULT 20 CHECK (prep_minutes BETWEEN 0 AND 10080),
  -- Local delivery: a fee, a minimum order and the postal-code prefixes served (e.g. 'K1P', 'H2').
  delivery_enabled      boolean NOT NULL DEFAULT false,
  delivery_fee_cents    integer NOT NULL DEFAULT 0 CHECK (delivery_fee_cents BETWEEN 0 AND 100000),
  delivery_minimum_cents integer NOT NULL DEFAULT 0 CHECK (delivery_minimum_cents BETWEEN 0 AND 1000000),
  delivery_postal_prefixes text[] NOT NULL DEFAULT '{}',
  -- Shipping: one flat rate anywhere in Canada.
  shipping_enabled      boolean NOT NULL DEFAULT false,
  shipping_flat_cents   integer NOT NULL DEFAULT 0 CHECK (shipping_flat_cents BETWEEN 0 AND 100000),
  -- Tax registration (src/shared/sales-tax): no GST/HST number means a small supplier, which charges none.
  gst_hst_number        text CHECK (gst_hst_number IS NULL OR gst_hst_number ~ '^[0-9]{9}RT[0-9]{4}$'),
  qst_number            text CHECK (qst_number IS NULL OR qst_number ~ '^[0-9]{10}TQ[0-9]{4}$'),
  pst_number            text CHECK (pst_number IS NULL OR char_length(pst_number) BETWEEN 4 AND 20),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (pickup_enabled OR delivery_enabled OR shipping_enabled)
);

CREATE TABLE catalogue_sections (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  name        jsonb NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  position    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_sections_business ON catalogue_sections (business_id, position);

CREATE TABLE catalogue_items (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id   uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  section_id    uuid REFERENCES catalogue_sections(id) ON DELETE SET NULL,
  position      integer NOT NULL DEFAULT 0,
  name          jsonb NOT NULL CHECK (jsonb_typeof(name) = 'object'),
  description   jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(description) = 'object'),
  price_cents   integer NOT NULL CHECK (price_cents BETWEEN 0 AND 10000000),
  -- Choices with price differences: [{ "name": {lang}, "options": [{ "id", "name": {lang}, "deltaCents" }] }].
  choices       jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(choices) = 'array'),
  -- Stored image paths from the upload pipeline (media), in display order.
  photos        text[] NOT NULL DEFAULT '{}',
  -- NULL: unlimited. A count is decremented when a checkout holds units, in one conditional UPDATE.
  stock         integer CHECK (stock IS NULL OR stock >= 0),
  tax_category  text NOT NULL DEFAULT 'taxable' CHECK (tax_category IN ('taxable', 'zero-rated', 'exempt')),
  pickup        boolean NOT NULL DEFAULT true,
  local_delivery boolean NOT NULL DEFAULT true,
  shipping      boolean NOT NULL DEFAULT false,
  -- A hidden item stays in past orders and the dashboard but is not offered.
  visible       boolean NOT NULL DEFAULT true,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_items_business ON catalogue_items (business_id, section_id, position);

CREATE TABLE orders (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the customer and the owner call it ('Order 1042').
  number              bigint GENERATED ALWAYS AS IDENTITY (START WITH 1001) UNIQUE,
  business_id         uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  -- pending_payment holds stock until paid or expired; failed and expired have released it.
  status              text NOT NULL DEFAULT 'pending_payment' CHECK (status IN (
                        'pending_payment', 'new', 'accepted', 'ready', 'completed', 'cancelled', 'failed', 'expired')),
  source              text NOT NULL CHECK (source IN ('listing', 'website')),
  language            text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
  fulfilment          text NOT NULL CHECK (fulfilment IN ('pickup', 'local-delivery', 'shipping')),
  -- Pickup: NULL is 'as soon as possible' (ready after the preparation time).
  pickup_at           timestamptz,
  customer_name       text NOT NULL CHECK (char_length(customer_name) BETWEEN 1 AND 80),
  customer_email      text NOT NULL CHECK (char_length(customer_email) BETWEEN 5 AND 254),
  customer_phone      text CHECK (customer_phone IS NULL OR char_length(customer_phone) BETWEEN 7 AND 20),
  -- Delivery or shipping address: { line1, city, province, postalCode }.
  address             jsonb,
  note                text CHECK (note IS NULL OR char_length(note) <= 500),
  subtotal_cents      integer NOT NULL CHECK (subtotal_cents >= 0),
  delivery_fee_cents  integer NOT NULL DEFAULT 0 CHECK (delivery_fee_cents >= 0),
  tax_cents           integer NOT NULL CHECK (tax_cents >= 0),
  total_cents         integer NOT NULL CHECK (total_cents = subtotal_cents + delivery_fee_cents + tax_cents),
  refunded_cents      integer NOT NULL DEFAULT 0 CHECK (refunded_cents BETWEEN 0 AND total_cents),
  -- The sales-tax result as computed at checkout (TaxResult): lines with rates and registration numbers.
  tax                 jsonb NOT NULL,
  stripe_account_id   text NOT NULL,
  payment_intent_id   text UNIQUE,
  -- Held stock is released when this passes unpaid (and at once on a failed payment).
  hold_expires_at     timestamptz NOT NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  paid_at             timestamptz,
  accepted_at         timestamptz,
  ready_at            timestamptz,
  completed_at        timestamptz,
  cancelled_at        timestamptz,
  CHECK ((fulfilment = 'pickup') = (address IS NULL))
);
CREATE INDEX orders_business ON orders (business_id, created_at DESC);
CREATE INDEX orders_pending_holds ON orders (hold_expires_at) WHERE status = 'pending_payment';

CREATE TABLE order_items (
  order_id          uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  line              integer NOT NULL CHECK (line >= 1),
  item_id           uuid REFERENCES catalogue_items(id) ON DELETE SET NULL,
  -- Copied at checkout, in the order's language, so the receipt never changes with the catalogue.
  name              text NOT NULL,
  choices           text NOT NULL DEFAULT '',
  unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),
  quantity          integer NOT NULL CHECK (quantity BETWEEN 1 AND 99),
  tax_category      text NOT NULL CHECK (tax_category IN ('taxable', 'zero-rated', 'exempt')),
  -- Units whose stock is held by this order (0 for unlimited items); released once.
  held_quantity     integer NOT NULL DEFAULT 0 CHECK (held_quantity BETWEEN 0 AND quantity),
  refunded_quantity integer NOT NULL DEFAULT 0 CHECK (refunded_quantity BETWEEN 0 AND quantity),
  PRIMARY KEY (order_id, line)
);
CREATE INDEX order_items_item ON order_items (item_id);

CREATE TABLE order_refunds (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id         uuid NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  stripe_refund_id text NOT NULL UNIQUE,
  amount_cents     integer NOT NULL CHECK (amount_cents > 0),
  -- The order lines and quantities refunded, if the refund is by item: [{ "line", "quantity" }].
  lines            jsonb NOT NULL DEFAULT '[]'::jsonb,
  reason           text CHECK (reason IS NULL OR char_length(reason) <= 200),
  refunded_by      uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_refunds_order ON order_refunds (order_id);
