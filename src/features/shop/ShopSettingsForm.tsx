/**
 * How customers get an order and the business's tax registration, with a preview of the taxes a sample order
 * carries (computeSalesTax, the checkout's own calculation). Saved whole; a refusal keeps the form as typed.
 */
import { useId, useState, type FormEvent } from 'react';
import { shopSettingsSchema, type ShopSettingsForm as Form } from '../../schemas/shop-settings.ts';
import type { ShopSettingsResponse } from '../../schemas/catalogue-responses.ts';
import { firstErrors } from '../../schemas/business.ts';
import { centsToDollars } from '../../shared/shop/price-text.ts';
import { formatMoney } from '../../shared/money.ts';
import { notChargedText, registrationLabel, taxLineLabel } from '../../shared/sales-tax/receipt-labels.ts';
import { saveSettings } from './shop.store.ts';
import { taxPreview } from './shop.ts';

const toForm = (s: ShopSettingsResponse): Form => ({
  pickup_enabled: s.pickup_enabled,
  prep_minutes: s.prep_minutes,
  delivery_enabled: s.delivery_enabled,
  delivery_fee: centsToDollars(s.delivery_fee_cents),
  delivery_minimum: centsToDollars(s.delivery_minimum_cents),
  delivery_postal_prefixes: s.delivery_postal_prefixes,
  shipping_enabled: s.shipping_enabled,
  shipping_flat: centsToDollars(s.shipping_flat_cents),
  registered: s.gst_hst_number !== null,
  gst_hst_number: s.gst_hst_number ?? '',
  qst_number: s.qst_number ?? '',
  pst_number: s.pst_number ?? '',
});

export default function ShopSettingsForm({
  settings,
  say,
}: {
  settings: ShopSettingsResponse;
  say: (m: string) => void;
}) {
  const id = useId();
  const [v, setV] = useState<Form>(() => toForm(settings));
  const [prefixes, setPrefixes] = useState(settings.delivery_postal_prefixes.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Form>) => setV((old) => ({ ...old, ...patch }));
  const edit = settings.can_edit;
  const province = settings.province;
  const preview = taxPreview(v, province, new Date().toISOString().slice(0, 10));

  const text = (name: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={String(v[name])}
        disabled={!edit}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) => set({ [name]: e.currentTarget.value })}
        {...extra}
      />
      {errors[name] && (
        <p className="field-error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const check = (name: 'pickup_enabled' | 'delivery_enabled' | 'shipping_enabled', label: string) => (
    <label className="shop-check">
      <input
        type="checkbox"
        checked={v[name]}
        disabled={!edit}
        onChange={(e) => set({ [name]: e.currentTarget.checked })}
      />
      {label}
    </label>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = { ...v, delivery_postal_prefixes: prefixes.split(/[\s,;]+/).filter(Boolean) };
    const checked = shopSettingsSchema.safeParse(form);
    if (!checked.success) return setErrors(firstErrors(checked.error));
    setBusy(true);
    const saved = await saveSettings(form);
    setBusy(false);
    setErrors(saved.ok ? {} : { ...saved.fields, ...(saved.message ? { _: saved.message } : {}) });
    if (saved.ok) say(saved.message);
  }

  return (
    <form className="shop-settings" onSubmit={submit} noValidate>
      <fieldset>
        <legend>Pickup</legend>
        {check('pickup_enabled', 'Customers can pick up their order')}
        {v.pickup_enabled &&
          text('prep_minutes', 'Preparation time (minutes after the order is paid)', {
            type: 'number',
            min: 0,
            value: Number.isNaN(v.prep_minutes) ? '' : v.prep_minutes,
            onChange: (e: { currentTarget: HTMLInputElement }) => set({ prep_minutes: e.currentTarget.valueAsNumber }),
          })}
      </fieldset>
      <fieldset>
        <legend>Local delivery</legend>
        {check('delivery_enabled', 'You deliver nearby')}
        {v.delivery_enabled && (
          <>
            {text('delivery_fee', 'Delivery fee (CAD $)', { inputMode: 'decimal' })}
            {text('delivery_minimum', 'Minimum order for delivery (CAD $)', { inputMode: 'decimal' })}
            {text('delivery_postal_prefixes', 'Postal-code prefixes you deliver to (such as K1P, K2A or H2)', {
              value: prefixes,
              onChange: (e: { currentTarget: HTMLInputElement }) => setPrefixes(e.currentTarget.value),
            })}
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>Shipping</legend>
        {check('shipping_enabled', 'You ship anywhere in Canada at one flat rate')}
        {v.shipping_enabled && text('shipping_flat', 'Flat shipping rate (CAD $)', { inputMode: 'decimal' })}
        {errors.pickup_enabled && <p className="field-error">{errors.pickup_enabled}</p>}
      </fieldset>
      <fieldset>
        <legend>Sales tax registration</legend>
        <label className="shop-check">
          <input
            type="radio"
            name={`${id}-reg`}
            checked={v.registered}
            disabled={!edit}
            onChange={() => set({ registered: true })}
          />
          Registered for GST/HST
        </label>
        <label className="shop-check">
          <input
            type="radio"
            name={`${id}-reg`}
            checked={!v.registered}
            disabled={!edit}
            onChange={() => set({ registered: false })}
          />
          Not registered: a small supplier (under $30,000 of sales a year) charges no GST/HST, and receipts say why.
        </label>
        {v.registered && text('gst_hst_number', 'GST/HST number (such as 123456789 RT0001)')}
        {v.registered && province === 'QC' && text('qst_number', 'QST number (such as 1234567890 TQ0001)')}
        {(province === 'BC' || province === 'SK' || province === 'MB') &&
          text('pst_number', province === 'MB' ? 'Manitoba RST number' : `${province} PST number`)}
      </fieldset>
      <div className="shop-preview" aria-live="polite">
        <h3>Taxes on a sample order</h3>
        {!preview ? (
          <p className="muted">Add your province to your listing to see which taxes your orders carry.</p>
        ) : (
          <>
            <p className="muted small">
              A {formatMoney(1000, 'en')} taxable item picked up in {province}:
            </p>
            <ul>
              {preview.lines.map((line) => (
                <li key={line.tax}>
                  {taxLineLabel(line, 'en')}: {formatMoney(line.amountCents, 'en')} ({registrationLabel(line, 'en')})
                </li>
              ))}
              {preview.notCharged.map((n) => (
                <li key={n.tax}>{notChargedText(n, 'en')}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {errors._ && (
        <p className="form-error" role="alert">
          {errors._}
        </p>
      )}
      {edit && (
        <button className="btn btn-primary" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save shop settings'}
        </button>
      )}
    </form>
  );
}
