/** A directory card: rendered at build time and by the search island, from the same data. */
import type { ListingCard as Card } from './search-index.ts';
import type { Messages } from '../../shared/i18n/en.ts';
import { format } from '../../shared/i18n/format.ts';

type CardMessages = Pick<
  Messages,
  'badge.verified' | 'badge.verifiedTip' | 'card.noReviews' | 'reviews.one' | 'reviews.other'
>;

/** `categoryNames`: the categories' labels in the page's language (French pages, issue 31); as stored otherwise. */
export default function ListingCard({
  card,
  messages: m,
  categoryNames,
}: {
  card: Card;
  messages: CardMessages;
  categoryNames?: Record<string, string>;
}) {
  return (
    <article className="card listing-card">
      <img
        src={card.image ?? '/media/placeholder-listing.svg'}
        alt=""
        width="800"
        height="500"
        loading="lazy"
        decoding="async"
      />
      <div className="card-body">
        <h3>
          <a href={card.url} data-name="">
            {card.name}
          </a>
        </h3>
        {card.categories.length > 0 && (
          <p className="muted listing-card-categories">
            {card.categories.map((c) => categoryNames?.[c] ?? c).join(' · ')}
          </p>
        )}
        <p className="listing-card-address">{card.address}</p>
        <p className="listing-card-meta">
          {card.verified && (
            <span className="badge badge-verified" title={m['badge.verifiedTip']}>
              {m['badge.verified']}
            </span>
          )}{' '}
          {card.rating ? (
            <span>
              <span aria-hidden="true" className="stars">
                ★
              </span>{' '}
              {card.rating}{' '}
              <span className="muted">
                ({format(m[card.reviews === 1 ? 'reviews.one' : 'reviews.other'], { n: card.reviews })})
              </span>
            </span>
          ) : (
            <span className="muted">{m['card.noReviews']}</span>
          )}
        </p>
      </div>
    </article>
  );
}
