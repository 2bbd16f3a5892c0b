/**
 * The cart's checkout form (issue 40): the ways the shop sells (only those it offers), the pickup time or the
 * address, and the buyer's name, email and phone, each field with its label and its error slot. Switching the
 * way shows the matching fields. Built with DOM nodes and textContent only.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import { el } from '../shop-pay/order-view.ts';
import { CART_TEXT } from './cart-text.ts';

/** What the listing page tells the cart about the shop (from src/server/shop/storefront-data.ts). */
export interface ShopOffer {
  pickup: boolean;
  delivery: { fee_cents: number; minimum_cents: number; prefixes: string[] } | null;
  shipping: { flat_cents: number } | null;
  province: string;
}

let ids = 0;

function field(name: string, label: string, control: HTMLElement): HTMLElement {
  const id = `cart-${name}-${++ids}`;
  const wrap = el('div', undefined, 'field');
  const lab = el('label', label);
  lab.setAttribute('for', id);
  control.id = id;
  control.setAttribute('name', name);
  const error = el('p', '', 'field-error');
  error.id = `${id}-error`;
  error.dataset.errorFor = name;
  control.setAttribute('aria-describedby', error.id);
  wrap.append(lab, control, error);
  return wrap;
}

function input(type: string, autocomplete: string): HTMLInputElement {
  const node = document.createElement('input');
  node.type = type;
  node.autocomplete = autocomplete as AutoFill;
  return node;
}

export function checkoutForm(
  offer: ShopOffer,
  lang: Lang,
  provinces: { code: string; name: string }[],
  loadTimes: (select: HTMLSelectElement) => Promise<void>,
): HTMLFormElement {
  const t = CART_TEXT[lang];
  const money = (cents: number) => formatMoney(cents, lang);
  const form = document.createElement('form');
  form.noValidate = true;
  const ways = el('fieldset', undefined, 'cart-ways');
  ways.append(el('legend', t.how));
  const choices: [string, string][] = [];
  if (offer.pickup) choices.push(['pickup', t.pickup]);
  if (offer.delivery) choices.push(['local-delivery', t.delivery(money(offer.delivery.fee_cents))]);
  if (offer.shipping) choices.push(['shipping', t.shipping(money(offer.shipping.flat_cents))]);
  for (const [i, [value, label]] of choices.entries()) {
    const radio = input('radio', 'off');
    radio.name = 'fulfilment';
    radio.value = value;
    radio.checked = i === 0;
    const lab = el('label');
    lab.append(radio, ` ${label}`);
    ways.append(lab);
  }
  const waysError = el('p', '', 'field-error');
  waysError.dataset.errorFor = 'fulfilment';
  ways.append(waysError);

  const pickup = el('div');
  const select = document.createElement('select');
  select.append(new Option(t.loadingTimes, ''));
  pickup.append(field('pickup_at', t.pickupTime, select), el('p', '', 'muted small'));
  pickup.lastElementChild!.setAttribute('data-times-note', '');
  if (offer.pickup) void loadTimes(select);

  const address = el('div');
  const province = document.createElement('select');
  for (const p of provinces) province.append(new Option(p.name, p.code, false, p.code === offer.province));
  address.append(
    field('line1', t.street, input('text', 'street-address')),
    field('city', t.city, input('text', 'address-level2')),
    field('province', t.province, province),
    field('postal_code', t.postal, input('text', 'postal-code')),
  );
  const deliveryNote = offer.delivery
    ? el('p', t.deliveryNote(money(offer.delivery.minimum_cents), offer.delivery.prefixes.join(', ')), 'muted small')
    : null;
  if (deliveryNote) address.append(deliveryNote);

  const show = () => {
    const way = (form.elements.namedItem('fulfilment') as RadioNodeList | null)?.value ?? '';
    pickup.hidden = way !== 'pickup';
    address.hidden = way === 'pickup';
    if (deliveryNote) deliveryNote.hidden = way !== 'local-delivery';
  };
  ways.addEventListener('change', show);

  const status = el('p', '', 'cart-status');
  status.dataset.formStatus = '';
  status.setAttribute('role', 'alert');
  status.tabIndex = -1;
  const submit = el('button', t.submit, 'btn btn-primary') as HTMLButtonElement;
  submit.type = 'submit';
  form.append(
    ways,
    pickup,
    address,
    field('customer_name', t.name, input('text', 'name')),
    field('customer_email', t.email, input('email', 'email')),
    field('customer_phone', t.phone, input('tel', 'tel')),
    status,
    submit,
  );
  show();
  return form;
}
