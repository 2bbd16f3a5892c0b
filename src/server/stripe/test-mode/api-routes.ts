/**
 * The Stripe API endpoints Main Street's server code calls, answered as Stripe answers them (the real
 * `stripe` SDK talks to these): customers, products, prices (list by lookup_keys), subscriptions
 * (create in default_incomplete or charged at once with a payment method, with default tax rates, retrieve with
 * expand, cancel at once), tax rates (create, list, retrieve), and the Customer Portal's configurations and sessions.
 */
import { MONTH, newId, now, type Obj, type StandInState } from './state.ts';

type Answer = { status: number; body: Obj };

const notFound = (what: string, id: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}: '${id}'` } },
});
const list = (url: string, data: Obj[]): Answer => ({
  status: 200,
  body: { object: 'list', url, has_more: false, data },
});
export const asArray = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value ? Object.values(value as Obj) : []) as string[];

function createSubscription(s: StandInState, body: Obj): Answer {
  if (!s.customers.has(body.customer)) return notFound('customer', body.customer);
  const price = s.prices.get(body.items?.[0]?.price);
  if (!price) return notFound('price', body.items?.[0]?.price);
  const taxRates = asArray(body.default_tax_rates).map((id) => {
    const rate = s.taxRates.get(id);
    return rate ? taxRateOf(rate) : id;
  });
  const missing = taxRates.find((rate) => typeof rate === 'string');
  if (missing) return notFound('tax rate', missing);
  const start = now();
  const subscription: Obj = {
    id: newId('sub'),
    object: 'subscription',
    customer: body.customer,
    status: 'incomplete',
    metadata: body.metadata ?? {},
    payment_behavior: body.payment_behavior,
    created: start,
    cancel_at_period_end: false,
    cancel_at: null,
    default_tax_rates: taxRates,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          price,
          current_period_start: start,
          current_period_end: start + MONTH,
        },
      ],
    },
    latest_invoice: null,
  };
  s.subscriptions.set(subscription.id, subscription);
  s.makeInvoice(subscription, 'subscription_create');
  // With a payment method and without default_incomplete, Stripe charges the first invoice at once.
  if (body.default_payment_method && body.payment_behavior !== 'default_incomplete') {
    s.payFirstInvoice(subscription.id);
    const customer = s.customers.get(body.customer);
    if (customer && !customer._card) customer._card = { brand: 'visa', last4: '4242' }; // Stripe's pm_card_visa
  }
  s.save();
  return { status: 200, body: s.renderSubscription(subscription, asArray(body.expand)) };
}

/** A tax rate as Stripe shows it (without the idempotency key it was made with). */
const taxRateOf = ({ _idempotency_key, ...rate }: Obj): Obj => rate;

export function routeApi(
  s: StandInState,
  method: string,
  path: string,
  body: Obj,
  portalBase: string,
  idempotencyKey?: string,
): Answer {
  let m: RegExpMatchArray | null;
  if (method === 'POST' && path === '/v1/customers') {
    const customer = {
      id: newId('cus'),
      object: 'customer',
      email: body.email,
      name: body.name,
      metadata: body.metadata ?? {},
    };
    s.customers.set(customer.id, customer);
    s.save();
    return { status: 200, body: customer };
  }
  if (method === 'POST' && path === '/v1/products') {
    const product = {
      id: body.id ?? newId('prod'),
      object: 'product',
      name: body.name,
      active: true,
      metadata: body.metadata ?? {},
    };
    s.products.set(product.id, product);
    s.save();
    return { status: 200, body: product };
  }
  if (method === 'GET' && (m = path.match(/^\/v1\/products\/([^/]+)$/))) {
    const product = s.products.get(m[1]!);
    return product ? { status: 200, body: product } : notFound('product', m[1]!);
  }
  if (method === 'POST' && path === '/v1/prices') {
    if (body.transfer_lookup_key === 'true')
      for (const p of s.prices.values()) if (p.lookup_key === body.lookup_key) p.lookup_key = null;
    const price = {
      id: newId('price'),
      object: 'price',
      active: true,
      product: body.product,
      currency: body.currency,
      unit_amount: Number(body.unit_amount),
      lookup_key: body.lookup_key ?? null,
      type: 'recurring',
      recurring: { interval: body.recurring?.interval ?? 'month', interval_count: 1 },
      metadata: body.metadata ?? {},
    };
    s.prices.set(price.id, price);
    s.save();
    return { status: 200, body: price };
  }
  if (method === 'GET' && path === '/v1/prices') {
    const keys = asArray(body.lookup_keys);
    return list(
      '/v1/prices',
      [...s.prices.values()].filter((p) => p.active && (!keys.length || keys.includes(p.lookup_key))),
    );
  }
  if (method === 'POST' && path === '/v1/tax_rates') {
    // A retried or concurrent create with the same idempotency key gets the first one back, as on Stripe.
    const made = idempotencyKey && [...s.taxRates.values()].find((r) => r._idempotency_key === idempotencyKey);
    if (made) return { status: 200, body: taxRateOf(made) };
    const rate = {
      id: newId('txr'),
      object: 'tax_rate',
      active: true,
      created: now(),
      livemode: false,
      display_name: body.display_name,
      description: body.description ?? null,
      percentage: Number(body.percentage),
      effective_percentage: Number(body.percentage),
      inclusive: body.inclusive === 'true',
      country: body.country ?? null,
      state: body.state ?? null,
      jurisdiction: body.jurisdiction ?? null,
      tax_type: body.tax_type ?? null,
      metadata: body.metadata ?? {},
      _idempotency_key: idempotencyKey,
    };
    s.taxRates.set(rate.id, rate);
    s.save();
    return { status: 200, body: taxRateOf(rate) };
  }
  if (method === 'GET' && path === '/v1/tax_rates') {
    const active = body.active === undefined ? undefined : body.active === 'true';
    return list(
      path,
      [...s.taxRates.values()].filter((r) => active === undefined || r.active === active).map(taxRateOf),
    );
  }
  if (method === 'GET' && (m = path.match(/^\/v1\/tax_rates\/([^/]+)$/))) {
    const rate = s.taxRates.get(m[1]!);
    return rate ? { status: 200, body: taxRateOf(rate) } : notFound('tax rate', m[1]!);
  }
  if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(s, body);
  if (method === 'GET' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    const subscription = s.subscriptions.get(m[1]!);
    return subscription
      ? { status: 200, body: s.renderSubscription(subscription, asArray(body.expand)) }
      : notFound('subscription', m[1]!);
  }
  if (method === 'DELETE' && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    // Cancel at once (DELETE, as stripe.subscriptions.cancel sends it); a cancelled one cannot be cancelled again.
    const subscription = s.subscriptions.get(m[1]!);
    if (!subscription) return notFound('subscription', m[1]!);
    if (subscription.status === 'canceled') {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${m[1]}'`,
          },
        },
      };
    }
    Object.assign(subscription, {
      status: 'canceled',
      canceled_at: now(),
      ended_at: now(),
      cancellation_details: { reason: 'cancellation_requested' },
    });
    s.save();
    return { status: 200, body: s.renderSubscription(subscription, asArray(body.expand)) };
  }
  if (method === 'GET' && path === '/v1/billing_portal/configurations')
    return list(path, [...s.portalConfigurations.values()]);
  if (method === 'POST' && (m = path.match(/^\/v1\/billing_portal\/configurations(?:\/([^/]+))?$/))) {
    const id = m[1] ?? newId('bpc');
    if (m[1] && !s.portalConfigurations.has(id)) return notFound('billing_portal.configuration', id);
    const configuration = {
      ...(s.portalConfigurations.get(id) ?? {
        object: 'billing_portal.configuration',
        active: true,
        is_default: false,
      }),
      ...body,
      id,
    };
    s.portalConfigurations.set(id, configuration);
    s.save();
    return { status: 200, body: configuration };
  }
  if (method === 'POST' && path === '/v1/billing_portal/sessions') {
    if (!s.customers.has(body.customer)) return notFound('customer', body.customer);
    const id = newId('bps');
    const session = {
      id,
      object: 'billing_portal.session',
      customer: body.customer,
      return_url: body.return_url ?? null,
      configuration: body.configuration ?? null,
      livemode: false,
      created: now(),
      url: `${portalBase}/portal/${id}`,
    };
    s.portalSessions.set(id, session);
    s.save();
    return { status: 200, body: session };
  }
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
  };
}
