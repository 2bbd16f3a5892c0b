/**
 * The listing popup (spec §2 listing detail): one modal dialog with three modes — Send a message,
 * Post Review (both render the listing-interactions ContactForm) and the hours of operation.
 * A native <dialog> opened with showModal() keeps focus inside and closes on Escape.
 */
import { useEffect, useRef } from 'react';
import ContactForm from '../listing-interactions/ContactForm.tsx';
import type { HoursRow } from '../directory/hours.ts';
import type { Messages } from '../../shared/i18n/en.ts';
import { format } from '../../shared/i18n/format.ts';

export type PopupMode = 'message' | 'review' | 'hours';

export interface ListingPopupProps {
  listingId: string;
  businessName: string;
  hours: Pick<HoursRow, 'label' | 'text'>[];
  mode: PopupMode;
  open: boolean;
  onClose: () => void;
  /** The page's language and catalogue (issue 31), loaded with the popup. */
  lang: 'en' | 'fr';
  messages: Messages;
}

export default function ListingPopup({
  listingId,
  businessName,
  hours,
  mode,
  open,
  onClose,
  lang,
  messages: m,
}: ListingPopupProps) {
  const titles: Record<PopupMode, string> = {
    message: m['popup.message'],
    review: m['popup.review'],
    hours: m['popup.hours'],
  };
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open, mode]);

  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby="listing-popup-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="popup-body">
        <header className="popup-header">
          <h2 id="listing-popup-title">{titles[mode]}</h2>
          <button type="button" className="popup-close" onClick={onClose} aria-label={m['popup.close']}>
            ×
          </button>
        </header>
        <p className="muted popup-subtitle">{businessName}</p>
        {mode === 'hours' ? (
          hours.length ? (
            <table className="hours-table">
              <caption className="visually-hidden">{format(m['popup.hoursOf'], { name: businessName })}</caption>
              <tbody>
                {hours.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{m['listing.noHours']}</p>
          )
        ) : (
          <ContactForm
            key={mode}
            listingId={listingId}
            businessName={businessName}
            mode={mode}
            messages={m}
            lang={lang}
          />
        )}
      </div>
    </dialog>
  );
}
