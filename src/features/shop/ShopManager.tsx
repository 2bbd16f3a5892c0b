/** /dashboard/shop: the catalogue, the shop settings and the payout account, from one store. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useSession } from '../login/use-session.ts';
import { $shop, loadShop } from './shop.store.ts';
import CatalogueEditor from './CatalogueEditor.tsx';
import ShopSettingsForm from './ShopSettingsForm.tsx';
import PayoutPanel from './PayoutPanel.tsx';
import './shop.css';

export default function ShopManager() {
  const { ready, auth } = useSession();
  const shop = useStore($shop);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (ready && auth.status === 1) void loadShop();
  }, [ready, auth.status]);

  if (ready && auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to manage your shop.
      </p>
    );
  if (shop.status === 'signed-out')
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to manage your shop.
      </p>
    );
  if (shop.status === 'error')
    return (
      <div role="alert">
        <p className="form-error">{shop.error || 'Your shop could not be loaded.'}</p>
        <button type="button" className="btn btn-ghost" onClick={() => void loadShop()}>
          Try again
        </button>
      </div>
    );
  if (!ready || shop.status === 'loading' || !shop.catalogue || !shop.settings)
    return (
      <p className="muted" role="status">
        Loading your shop…
      </p>
    );

  return (
    <div className="shop">
      <p className="visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      {notice && <p className="notice shop-notice">{notice}</p>}
      <section aria-labelledby="shop-catalogue-heading">
        <h2 id="shop-catalogue-heading">Catalogue</h2>
        <p className="muted">
          Your products or menu items, in sections. They are sold from your listing and your website. A refund does not
          put an item back in stock.
        </p>
        <CatalogueEditor catalogue={shop.catalogue} say={setNotice} />
      </section>
      <section aria-labelledby="shop-settings-heading">
        <h2 id="shop-settings-heading">Pickup, delivery and tax</h2>
        <ShopSettingsForm settings={shop.settings} say={setNotice} />
      </section>
      {shop.catalogue.can_edit && (
        <section aria-labelledby="shop-payouts-heading">
          <h2 id="shop-payouts-heading">Payout account</h2>
          {shop.payouts ? (
            <PayoutPanel account={shop.payouts} />
          ) : (
            <p className="form-error">Your payout account could not be loaded. Reload the page to try again.</p>
          )}
        </section>
      )}
    </div>
  );
}
