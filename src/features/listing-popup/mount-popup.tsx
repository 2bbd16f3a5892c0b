/**
 * Loaded on the first click of a popup button (so the listing page ships no React until then):
 * mounts the ListingPopup island and resolves, once it is on the page, to a function that opens it.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import ListingPopup, { type ListingPopupProps, type PopupMode } from './ListingPopup.tsx';
// The form's stylesheet comes with the popup, not with every listing page (issue 18 page-weight budget).
import contactFormCss from '../listing-interactions/contact-form.css?url';
import { loadMessages } from '../../shared/i18n/load.ts';

type Base = Omit<ListingPopupProps, 'mode' | 'open' | 'onClose' | 'messages'>;
export type Opener = (mode: PopupMode) => void;

function loadStylesheet(href: string): Promise<unknown> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((done) =>
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done }),
    ),
  );
}

export async function mountListingPopup(container: HTMLElement, base: Base, onClosed: () => void): Promise<Opener> {
  // The page's one catalogue (issue 31): each language is its own chunk.
  const [messages] = await Promise.all([loadMessages(base.lang), loadStylesheet(contactFormCss)]);
  return new Promise((resolve) => {
    function Host() {
      const [state, setState] = useState<{ mode: PopupMode; open: boolean }>({ mode: 'message', open: false });
      useEffect(() => resolve((mode) => setState({ mode, open: true })), []);
      const close = () => {
        setState((s) => ({ ...s, open: false }));
        onClosed();
      };
      return <ListingPopup {...base} messages={messages} mode={state.mode} open={state.open} onClose={close} />;
    }
    createRoot(container).render(<Host />);
  });
}
