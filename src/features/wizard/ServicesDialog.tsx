import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { toSlug, type BusinessType } from '../../shared/catalogue/catalogue.ts';
import { $data } from './wizard.store.ts';
import { toggleServiceData } from './wizard.ts';

/** The services popup of step 2: each ticked service gets its own page; none is ticked for the owner. */
export default function ServicesDialog({ type, onClose }: { type: BusinessType; onClose: () => void }) {
  const data = useStore($data);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const toggle = (slug: string, on: boolean) => $data.set(toggleServiceData(data, slug, on));
  return (
    <dialog ref={ref} className="wz-dialog" aria-labelledby="wz-services-title" onClose={onClose}>
      <h3 id="wz-services-title">Your services</h3>
      <p className="muted">Tick the services you offer. Each one gets its own page.</p>
      <ul className="wz-service-list">
        {type.services.map((s) => {
          const slug = toSlug(s.name);
          return (
            <li key={slug} className="wz-check">
              <input
                type="checkbox"
                id={`wz-service-${slug}`}
                checked={data.selectedServices.includes(slug)}
                onChange={(e) => toggle(slug, e.target.checked)}
                aria-describedby={`wz-service-${slug}-about`}
              />
              <label htmlFor={`wz-service-${slug}`}>{s.name}</label>
              <span className="muted" id={`wz-service-${slug}-about`}>
                {s.summary}
              </span>
            </li>
          );
        })}
      </ul>
      <div className="wz-nav">
        <button type="button" className="btn btn-primary" onClick={() => ref.current?.close()}>
          Done
        </button>
      </div>
    </dialog>
  );
}
