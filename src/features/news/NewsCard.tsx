/** A public news card (spec §2): thumbnail when the item has an image, title link, author, excerpt, local vote
 * counter (not saved), category, tag count and relative age. Publication badges belong to the admin view (issue 18). */
import { useState } from 'react';
import type { NewsCardData } from '../../schemas/news-card.ts';
import { relativeTime } from '../content/relative-time.ts';
import { tagCountLabel } from './news-filter.ts';

export default function NewsCard({ item, now, author }: { item: NewsCardData; now: Date; author: string }) {
  const [vote, setVote] = useState<-1 | 0 | 1>(0);
  const score = item.likes - item.dislikes + vote;
  const toggle = (v: -1 | 1) => setVote((current) => (current === v ? 0 : v));
  return (
    <article className={item.image ? 'news-card news-card-thumb' : 'news-card'} data-news-slug={item.slug}>
      {item.image && <img src={item.image} alt="" width="160" height="100" loading="lazy" decoding="async" />}
      <div className="news-card-body">
        <h3>
          <a href={item.link}>{item.title}</a>
        </h3>
        <p className="news-meta">
          <span>By {author}</span>
        </p>
        {item.excerpt && <p>{item.excerpt}</p>}
        <div className="news-meta">
          <span className="votes" role="group" aria-label={`Votes for ${item.title}`}>
            <button type="button" aria-label="Vote up" aria-pressed={vote === 1} onClick={() => toggle(1)}>
              ▲
            </button>
            <output aria-live="polite" aria-label="Score">
              {score}
            </output>
            <button type="button" aria-label="Vote down" aria-pressed={vote === -1} onClick={() => toggle(-1)}>
              ▼
            </button>
          </span>
          <a href={`/news/category/${item.categorySlug}/`}>{item.category}</a>
          <span>{tagCountLabel(item.tags.length)}</span>
          <time dateTime={item.createdAt}>{relativeTime(item.createdAt, now)}</time>
        </div>
      </div>
    </article>
  );
}
