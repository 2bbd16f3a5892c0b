import { PROVINCES } from '../../shared/locations.ts';
import { update } from './wizard.store.ts';
import type { WizardData } from './wizard.ts';

type AddressKey = 'street_address' | 'city' | 'state_code' | 'postal_code';

const INPUTS: { key: Exclude<AddressKey, 'state_code'>; label: string; autoComplete: string }[] = [
  { key: 'street_address', label: 'Street address', autoComplete: 'street-address' },
  { key: 'city', label: 'City', autoComplete: 'address-level2' },
  { key: 'postal_code', label: 'Postal code', autoComplete: 'postal-code' },
];

/**
 * Step 3's optional address (issue 39): shown on the website when given; without it the website says nothing
 * about where the business is. Messages come from creatorAddressSchema, checked by StepDetails.
 */
export default function AddressFields({
  data,
  errors,
  touched,
  touch,
}: {
  data: WizardData;
  errors: Record<string, string>;
  touched: Record<string, boolean>;
  touch: (key: AddressKey) => void;
}) {
  const message = (key: AddressKey) => (touched[key] ? errors[key] : undefined);
  const common = (key: AddressKey) => ({
    id: `wz-${key}`,
    value: data[key],
    'aria-invalid': message(key) ? true : undefined,
    'aria-describedby': `wz-${key}-error`,
    onBlur: () => touch(key),
    onChange: (e: { target: { value: string } }) => {
      update({ [key]: e.target.value });
      touch(key);
    },
  });
  const error = (key: AddressKey) => (
    <p className="field-error" id={`wz-${key}-error`}>
      {message(key)}
    </p>
  );
  return (
    <fieldset className="wz-address">
      <legend>Address (optional)</legend>
      <p className="muted">Shown on your website. Leave it empty if customers do not visit you.</p>
      {INPUTS.slice(0, 2).map((f) => (
        <div key={f.key} className="field">
          <label htmlFor={`wz-${f.key}`}>{f.label}</label>
          <input {...common(f.key)} type="text" autoComplete={f.autoComplete} />
          {error(f.key)}
        </div>
      ))}
      <div className="field">
        <label htmlFor="wz-state_code">Province or territory</label>
        <select {...common('state_code')} autoComplete="address-level1">
          <option value="">Choose…</option>
          {Object.entries(PROVINCES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
        {error('state_code')}
      </div>
      <div className="field">
        <label htmlFor="wz-postal_code">{INPUTS[2]!.label}</label>
        <input {...common('postal_code')} type="text" autoComplete={INPUTS[2]!.autoComplete} />
        {error('postal_code')}
      </div>
    </fieldset>
  );
}
