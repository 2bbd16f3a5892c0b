/**
 * Loaded on the first click of a popup button (so the listing page ships no React until then):
 * mounts the ListingPopup island and resolves, once it is on the page, to a function that opens it.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import ListingPopup, { type ListingPopupProps, type PopupMode } from './ListingPopup.tsx';
// The form's stylesheet comes with the popup, not with every listing page (issue 18 page-weight budget).
import contactFormCss from '../listing-interactions/contact-form.css?url';

type Base = Omit<ListingPopupProps, 'mode' | 'open' | 'onClose'>;
export type Opener = (mode: PopupMode) => void;

function loadStylesheet(href: string): Promise<unknown> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve();
  return new Promise((done) => document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: done, onerror: done })));
}

export async function mountListingPopup(container: HTMLElement, base: Base, onClosed: () => void): Promise<Opener> {
  await loadStylesheet(contactFormCss);
  return new Promise((resolve) => {
    function Host() {
      const [state, setState] = useState<{ mode: PopupMode; open: boolean }>({ mode: 'message', open: false });
      useEffect(() => resolve((mode) => setState({ mode, open: true })), []);
      const close = () => { setState((s) => ({ ...s, open: false })); onClosed(); };
      return <ListingPopup {...base} mode={state.mode} open={state.open} onClose={close} />;
    }
    createRoot(container).render(<Host />);
  });
}
