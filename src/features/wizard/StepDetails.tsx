import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { creatorDetailsSchema, firstErrors } from '../../schemas/business.ts';
import { $data, goTo, prev, update } from './wizard.store.ts';
import LanguageQuestion from './LanguageQuestion.tsx';
import AddressFields from './AddressFields.tsx';
import { creatorAddressSchema } from '../../schemas/creator-address.ts';
import { addressOf } from './wizard.ts';

type Key = 'business_name' | 'business_brief_explanation' | 'contact_number' | 'contact_email';

const FIELDS: {
  key: Key;
  schemaKey: string;
  label: string;
  type: string;
  autoComplete: string;
  multiline?: boolean;
}[] = [
  {
    key: 'business_name',
    schemaKey: 'business_name',
    label: 'Business name',
    type: 'text',
    autoComplete: 'organization',
  },
  {
    key: 'business_brief_explanation',
    schemaKey: 'business_brief_explanation',
    label: 'Brief overview of your business',
    type: 'text',
    autoComplete: 'off',
    multiline: true,
  },
  {
    key: 'contact_number',
    schemaKey: 'business_contact_number',
    label: 'Contact number',
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    key: 'contact_email',
    schemaKey: 'contact_email',
    label: 'Email displayed on site',
    type: 'email',
    autoComplete: 'email',
  },
];

/** Step 3: the business details, with the §5 creator rules; Next stays disabled until the name is valid. */
export default function StepDetails() {
  const data = useStore($data);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const result = creatorDetailsSchema.safeParse({
    business_name: data.business_name,
    business_brief_explanation: data.business_brief_explanation,
    business_contact_number: data.contact_number,
    contact_email: data.contact_email,
  });
  const address = creatorAddressSchema.safeParse(addressOf(data));
  const errors = result.success ? {} : firstErrors(result.error);
  const addressErrors = address.success ? {} : firstErrors(address.error);
  const nameValid = !errors.business_name;

  const next = () => {
    if (!result.success || !address.success) {
      const keys = [...FIELDS.map((f) => f.schemaKey), 'street_address', 'city', 'state_code', 'postal_code'];
      return setTouched(Object.fromEntries(keys.map((k) => [k, true])));
    }
    goTo(4);
  };

  return (
    <div className="wz-step">
      <h2 id="wizard-heading" tabIndex={-1}>
        Tell us about your business
      </h2>
      <p className="muted">These details appear on your website. You can change them later.</p>
      <form
        className="wz-details"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (nameValid) next();
        }}
      >
        {FIELDS.map((f) => {
          const message = touched[f.schemaKey] ? errors[f.schemaKey] : undefined;
          const common = {
            id: `wz-${f.key}`,
            value: data[f.key],
            'aria-invalid': message ? true : undefined,
            'aria-describedby': `wz-${f.key}-error`,
            onBlur: () => setTouched((t) => ({ ...t, [f.schemaKey]: true })),
            onChange: (e: { target: { value: string } }) => {
              update({ [f.key]: e.target.value });
              setTouched((t) => ({ ...t, [f.schemaKey]: true }));
            },
          };
          return (
            <div key={f.key} className="field">
              <label htmlFor={common.id}>{f.label}</label>
              {f.multiline ? (
                <textarea {...common} rows={4} />
              ) : (
                <input {...common} type={f.type} autoComplete={f.autoComplete} />
              )}
              <p className="field-error" id={`wz-${f.key}-error`}>
                {message}
              </p>
            </div>
          );
        })}
        <AddressFields
          data={data}
          errors={addressErrors}
          touched={touched}
          touch={(k) => setTouched((t) => ({ ...t, [k]: true }))}
        />
        <LanguageQuestion />
        <div className="wz-nav">
          <button type="button" className="btn btn-ghost" onClick={prev}>
            Prev
          </button>
          <button type="submit" className="btn btn-primary" disabled={!nameValid}>
            Next
          </button>
        </div>
      </form>
    </div>
  );
}
