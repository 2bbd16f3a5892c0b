/**
 * The listing popup (spec §2 listing detail): one modal dialog with three modes — Send a message,
 * Post Review (both render the listing-interactions ContactForm) and the hours of operation.
 * A native <dialog> opened with showModal() keeps focus inside and closes on Escape.
 */
import { useEffect, useRef } from 'react';
import ContactForm from '../listing-interactions/ContactForm.tsx';
import type { HoursRow } from '../directory/hours.ts';

export type PopupMode = 'message' | 'review' | 'hours';

export interface ListingPopupProps {
  listingId: string;
  businessName: string;
  hours: Pick<HoursRow, 'label' | 'text'>[];
  mode: PopupMode;
  open: boolean;
  onClose: () => void;
}

const TITLES: Record<PopupMode, string> = { message: 'Send a message', review: 'Post Review', hours: 'Hours of operation' };

export default function ListingPopup({ listingId, businessName, hours, mode, open, onClose }: ListingPopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open, mode]);

  return (
    <dialog ref={dialog} className="popup" aria-labelledby="listing-popup-title" onClose={onClose}
      onClick={(event) => { if (event.target === dialog.current) onClose(); }}>
      <div className="popup-body">
        <header className="popup-header">
          <h2 id="listing-popup-title">{TITLES[mode]}</h2>
          <button type="button" className="popup-close" onClick={onClose} aria-label="Close">×</button>
        </header>
        <p className="muted popup-subtitle">{businessName}</p>
        {mode === 'hours' ? (
          hours.length ? (
            <table className="hours-table">
              <caption className="visually-hidden">Hours of operation of {businessName}</caption>
              <tbody>{hours.map((row) => <tr key={row.label}><th scope="row">{row.label}</th><td>{row.text}</td></tr>)}</tbody>
            </table>
          ) : <p>No hours of operation listed.</p>
        ) : (
          <ContactForm key={mode} listingId={listingId} businessName={businessName} mode={mode} />
        )}
      </div>
    </dialog>
  );
}
