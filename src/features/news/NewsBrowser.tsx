/**
 * The news list (spec §2 News): search 'Search for an article, tutorial or doc', 12 per page.
 * The prebuilt page shows its 12 items; a search loads the small news index once and pages
 * through the matches in place.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useEarlyTyping } from '../pagination/use-early-typing.ts';
import NewsCard from './NewsCard.tsx';
import { newsIndexSchema, type NewsCardData } from '../../schemas/news-card.ts';
import Pagination from '../pagination/Pagination.tsx';
import { paginate, pagePath } from '../pagination/pagination.ts';
import { searchNews } from './news-filter.ts';
import { LIST_SCROLL_DELAY_MS, scrollToTopSoon } from '../../scripts/scroll-top.ts';

export const NEWS_SEARCH_LABEL = 'Search for an article, tutorial or doc';
export const NEWS_INDEX_URL = '/news-index.json';

interface Props {
  items: NewsCardData[];
  page: number;
  pages: number;
  basePath: string;
  builtAt: string;
  author: string;
  /** Limits the search to one category (on /news/category/{slug}). */
  categorySlug: string | null;
}

let index: Promise<NewsCardData[]> | undefined;
const loadIndex = () =>
  (index ??= fetch(NEWS_INDEX_URL).then((r) =>
    r.ok ? r.json().then((body) => newsIndexSchema.parse(body)) : Promise.reject(new Error(String(r.status))),
  ));

export default function NewsBrowser(props: Props) {
  const [now, setNow] = useState(() => new Date(props.builtAt));
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [all, setAll] = useState<NewsCardData[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const queryInput = useRef<HTMLInputElement>(null);
  useEarlyTyping(queryInput, setDraft);

  useEffect(() => {
    setNow(new Date());
    const q = new URLSearchParams(window.location.search).get('q');
    if (q) {
      setDraft(q);
      setQuery(q);
    }
  }, []);

  useEffect(() => {
    if (!query) return;
    loadIndex().then(setAll, (e: Error) => {
      index = undefined;
      setError('Search is not available right now. Please try again.');
      window.alert(`News could not be loaded: ${e.message}`); // spec §8: news fetch failure is alerted
    });
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // What the box shows: a search submitted while the island loaded can arrive before the typed text reached state.
    const q = (queryInput.current?.value ?? draft).trim();
    setQuery(q);
    setPage(1);
    setError(null);
    window.history.replaceState(null, '', q ? `${props.basePath}?q=${encodeURIComponent(q)}` : props.basePath);
    scrollToTopSoon(LIST_SCROLL_DELAY_MS);
  };

  const scoped = all && props.categorySlug ? all.filter((i) => i.categorySlug === props.categorySlug) : all;
  const result = query && scoped ? paginate(searchNews(scoped, query), page) : null;
  const items = query ? (result?.items ?? []) : props.items;

  return (
    <div>
      <form
        className="list-search-simple"
        role="search"
        aria-label="Search news"
        action={props.basePath}
        method="get"
        onSubmit={submit}
      >
        <div className="field">
          <label htmlFor="news-q">{NEWS_SEARCH_LABEL}</label>
          <input
            ref={queryInput}
            id="news-q"
            name="q"
            type="search"
            placeholder={NEWS_SEARCH_LABEL}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <button className="btn btn-primary" type="submit">
          Search
        </button>
      </form>
      <p className="result-count muted" aria-live="polite">
        {error ??
          (query
            ? result
              ? `${result.total} ${result.total === 1 ? 'result' : 'results'} for “${query}”`
              : 'Searching…'
            : '')}
      </p>
      {query && result && result.total === 0 && (
        <p className="empty-state">Nothing matches “{query}”. Try another word.</p>
      )}
      {items.length > 0 && (
        <ul className="news-list" role="list">
          {items.map((item) => (
            <li key={item.slug}>
              <NewsCard item={item} now={now} author={props.author} />
            </li>
          ))}
        </ul>
      )}
      {query ? (
        result && (
          <Pagination
            page={result.page}
            pages={result.pages}
            hrefFor={(n) => `${props.basePath}?q=${encodeURIComponent(query)}&page=${n}`}
            onSelect={(n) => {
              setPage(n);
              scrollToTopSoon(LIST_SCROLL_DELAY_MS);
            }}
          />
        )
      ) : (
        <Pagination page={props.page} pages={props.pages} hrefFor={(n) => pagePath(props.basePath, n)} />
      )}
    </div>
  );
}
