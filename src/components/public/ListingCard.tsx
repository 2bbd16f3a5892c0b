/** A directory card: rendered at build time and by the search island, from the same data. */
import type { ListingCard as Card } from '../../features/directory/search-index.ts';
import { reviewCountLabel } from '../../features/directory/rating.ts';

export default function ListingCard({ card }: { card: Card }) {
  return (
    <article className="card listing-card">
      <img src={card.image ?? '/media/placeholder-listing.svg'} alt="" width="800" height="500" loading="lazy" decoding="async" />
      <div className="card-body">
        <h3><a href={card.url}>{card.name}</a></h3>
        {card.categories.length > 0 && <p className="muted listing-card-categories">{card.categories.join(' · ')}</p>}
        <p className="listing-card-address">{card.address}</p>
        <p className="listing-card-meta">
          {card.verified && <span className="badge badge-verified" title="Verified: the owner holds a paid Main Street plan, paid by card and checked by Stripe.">Verified</span>}{' '}
          {card.rating ? (
            <span><span aria-hidden="true" className="stars">★</span> {card.rating} <span className="muted">({reviewCountLabel(card.reviews)})</span></span>
          ) : (
            <span className="muted">No reviews yet</span>
          )}
        </p>
      </div>
    </article>
  );
}
