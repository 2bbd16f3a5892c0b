/**
 * /dashboard: the account, its plan ('Active', with a button to /dashboard/my-business), its
 * directory listing and its referral link. Signed-out visitors are sent to /login.
 */
import { useEffect, useState } from 'react';
import { PAID_PLANS, formatCad, getPlan } from '../plans/plans.ts';
import { homeFor } from '../auth/auth.store.ts';
import { requestJson } from '../register/account-api.ts';
import { referralLink } from '../register/referral.ts';
import { useSession } from '../login/use-session.ts';
import { provinceName } from '../../shared/locations.ts';
import type { ListingForm } from '../../schemas/listing-form.ts';
import { ROLE_LABELS, ROLE_SUMMARIES, roleAtLeast, type MemberRole } from '../../shared/roles.ts';
import WebsiteCard from '../website/WebsiteCard.tsx';
import BillingButton from '../website/BillingButton.tsx';
import CopyLink from './CopyLink.tsx';
import ContentCard from '../content-tools/ContentCard.tsx';
import EmailConfirmedNotice from '../register/EmailConfirmedNotice.tsx';
import NewOrdersCount from '../orders/NewOrdersCount.tsx';

/** What a listing needs before it appears in the directory (the listing form's required fields). */
export const LISTING_NEEDS =
  'To appear in the directory, your free listing still needs a category, a street address, a city and a province.';

interface OwnerListing {
  business_unique_id: string;
  directory_path: string;
  updated_at: string;
  form: ListingForm;
}

function ListingSummary({ canEdit }: { canEdit: boolean }) {
  const [listing, setListing] = useState<OwnerListing | null | undefined>(undefined);
  useEffect(() => {
    void requestJson<{ listing: OwnerListing | null }>('/api/business/listing').then((res) =>
      setListing(res.ok ? res.data.listing : null),
    );
  }, []);
  if (listing === undefined) return <p className="muted">Loading your listing…</p>;
  if (!listing) {
    return (
      <>
        <p>You have no directory listing yet.</p>
        <p className="muted small">{LISTING_NEEDS}</p>
        {canEdit && (
          <p>
            <a className="btn btn-ghost" href="/dashboard/my-business/">
              Complete your free listing
            </a>
          </p>
        )}
      </>
    );
  }
  const f = listing.form;
  return (
    <>
      <p>
        <strong>{f.business_name}</strong>
        {f.category ? ` · ${f.category}` : ''}
      </p>
      <p className="muted">
        {[f.street_address, f.city, provinceName(f.state_code), f.postal_code].filter(Boolean).join(', ')}
      </p>
      {f.business_phone_number && <p>Phone: {f.business_phone_number}</p>}
      <p className="muted small">
        {f.images.length} image{f.images.length === 1 ? '' : 's'} ·{' '}
        {f.email_opt_in ? 'Receives Main Street emails' : 'No Main Street emails'} · Last saved{' '}
        {new Date(listing.updated_at).toLocaleDateString('en-CA')}
      </p>
      <p className="muted small">
        Directory address: <a href={listing.directory_path}>{listing.directory_path}</a> (changes are live on it at
        once; directory lists and search follow within a few minutes).
      </p>
      {canEdit && (
        <p>
          <a className="btn btn-ghost" href="/dashboard/my-business/">
            Edit listing
          </a>
        </p>
      )}
    </>
  );
}

export default function Dashboard() {
  const { ready, auth } = useSession();
  useEffect(() => {
    if (ready && auth.status !== 1) window.location.replace('/login/');
  }, [ready, auth.status]);
  if (!ready)
    return (
      <p className="muted" role="status">
        Loading your account…
      </p>
    );
  if (auth.status !== 1)
    return (
      <p className="notice">
        Please <a href="/login/">log in</a> to see your dashboard.
      </p>
    );

  const role = auth.member_role ?? 'owner';
  const plan = getPlan(auth.rank ?? 'registered');
  const mustChoose = homeFor(auth) === '/checkout/';
  const earnings = PAID_PLANS.map((p) => `${p.referralRatePercent}% of ${formatCad(p.priceCents)}`).join(' or ');
  const params = new URLSearchParams(window.location.search);
  const saved = params.get('saved') === 'listing';
  const freeChosen = params.get('plan') === 'free';
  return (
    <>
      {auth.demo && (
        <p className="notice dashboard-demo" role="note">
          <strong>Demo account:</strong> {plan.name} plan, no payment taken.
        </p>
      )}
      <EmailConfirmedNotice />
      {freeChosen && (
        <p className="notice dashboard-saved" role="status">
          You are on the free {plan.name} plan. Complete your directory listing below whenever you like; a website plan
          is one click away in 'Your plan'.
        </p>
      )}
      {saved && (
        <p className="notice dashboard-saved" role="status">
          Your free listing is saved and its directory page is live now. Directory lists and search show it within a few
          minutes.
        </p>
      )}
      <div className="grid dashboard-grid">
        <section className="card" aria-labelledby="dash-account">
          <div className="card-body">
            <h2 id="dash-account">Your account</h2>
            <p>
              <strong>{auth.name}</strong>
            </p>
            <p className="muted">{auth.email}</p>
            <p>
              Your role: <strong>{ROLE_LABELS[role]}</strong>{' '}
              <span className="muted small">({ROLE_SUMMARIES[role]})</span>
            </p>
            <p>
              <a href="/dashboard/account/">Password and sessions</a>
              {roleAtLeast(role, 'manager') && (
                <>
                  {' '}
                  · <a href="/dashboard/team/">Team</a>
                </>
              )}
            </p>
          </div>
        </section>
        <section className="card" aria-labelledby="dash-plan">
          <div className="card-body">
            <h2 id="dash-plan">Your plan</h2>
            <p>
              <strong>{plan.name}</strong>{' '}
              {mustChoose ? (
                <span className="badge badge-none">Not chosen yet</span>
              ) : (
                <span className="badge badge-free">Active</span>
              )}
            </p>
            {role !== 'owner' && <p className="muted small">Plans and billing are managed by the owner.</p>}
            {role === 'owner' && mustChoose && (
              <p>
                <a className="btn btn-primary" href="/checkout/">
                  Choose a plan
                </a>
              </p>
            )}
            {!mustChoose && roleAtLeast(role, 'manager') && (
              <p>
                <a className="btn btn-primary" href="/dashboard/my-business/">
                  Manage my business
                </a>
              </p>
            )}
            {role === 'owner' && auth.rank === 'registered' && !mustChoose && (
              <p>
                <a href="/checkout/">Upgrade to a website plan</a>
              </p>
            )}
            {role === 'owner' && auth.rank !== 'registered' && <BillingButton />}
          </div>
        </section>
        <section className="card" aria-labelledby="dash-website">
          <div className="card-body">
            <h2 id="dash-website">Your website</h2>
            <WebsiteCard />
          </div>
        </section>
        <section className="card" aria-labelledby="dash-orders">
          <div className="card-body">
            <h2 id="dash-orders">Orders</h2>
            <NewOrdersCount />
          </div>
        </section>
        <section className="card" aria-labelledby="dash-reporting">
          <div className="card-body">
            <h2 id="dash-reporting">Reporting</h2>
            <p className="muted small">
              Visits, calls, clicks and leads from your website and listing, counted without cookies.
            </p>
            <p>
              <a href="/dashboard/reporting/">See your report</a> · <a href="/dashboard/maintenance/">Website checks</a>
            </p>
          </div>
        </section>
        <section className="card" aria-labelledby="dash-content">
          <div className="card-body">
            <h2 id="dash-content">Articles and images</h2>
            <ContentCard isOwner={role === 'owner'} />
          </div>
        </section>
        <section className="card" aria-labelledby="dash-listing">
          <div className="card-body">
            <h2 id="dash-listing">Your listing</h2>
            <ListingSummary canEdit={roleAtLeast(role, 'manager')} />
          </div>
        </section>
        {role === 'owner' && auth.referral_code && (
          <section className="card" aria-labelledby="dash-referral">
            <div className="card-body">
              <h2 id="dash-referral">Refer a business</h2>
              <p className="muted small">
                Earn {earnings} every month for each business that subscribes through your link.
              </p>
              <CopyLink value={referralLink(window.location.origin, auth.referral_code)} label="Your referral link" />
            </div>
          </section>
        )}
      </div>
    </>
  );
}
