/**
 * The directory list of one location: the prebuilt page of listings (works without JavaScript,
 * with links to the prebuilt pages), plus name search and category filter once hydrated, run
 * against the static sharded index (search-client.ts), 12 results per page.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import ListingCard from './ListingCard.tsx';
import { useEarlyTyping } from '../pagination/use-early-typing.ts';
import Pagination from '../pagination/Pagination.tsx';
import { pagePath } from '../pagination/pagination.ts';
import { LIST_SCROLL_DELAY_MS, scrollToTopSoon } from '../../scripts/scroll-top.ts';
import { searchDirectory, type DirectoryResults } from './search-client.ts';
import type { ListingCard as Card, Partition, ScopeRange } from './search-index.ts';
import type { BrowserMessages } from './browser-messages.ts';
import { format } from '../../shared/i18n/format.ts';
import { directoryPathIn } from '../../shared/i18n/places.ts';

export const EMPTY_DIRECTORY = 'It appears no listings are currently available.';
export const EMPTY_FILTER = 'Please select a location to filter further';

interface Props {
  placeLabel: string;
  basePath: string;
  cards: Card[];
  page: number;
  pages: number;
  total: number;
  range: ScopeRange;
  partitions: Partition[];
  categories: { name: string; count: number }[];
  /** The build's time and the scope's codes: listings changed since come from the read API (issue 19). */
  changes?: { since: string; country?: string; state?: string; city?: string };
  /** The page's language and its strings (issue 31); search results link to that language's pages. */
  lang: 'en' | 'fr';
  messages: BrowserMessages;
  /** The categories' labels in the page's language (categoryLabels); values and searches stay as stored. */
  categoryNames?: Record<string, string>;
}

interface Filter {
  query: string;
  category: string;
  page: number;
}

function readUrl(): Filter {
  const params = new URLSearchParams(window.location.search);
  return {
    query: params.get('q') ?? '',
    category: params.get('category') ?? '',
    page: Number(params.get('page')) || 1,
  };
}

function searchHref(basePath: string, f: Filter): string {
  const params = new URLSearchParams();
  if (f.query) params.set('q', f.query);
  if (f.category) params.set('category', f.category);
  if (f.page > 1) params.set('page', String(f.page));
  return `${basePath}?${params}`;
}

export default function DirectoryBrowser(props: Props) {
  const [filter, setFilter] = useState<Filter>({ query: '', category: '', page: 1 });
  const [draft, setDraft] = useState({ query: '', category: '' });
  const [results, setResults] = useState<DirectoryResults | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const request = useRef(0);
  const queryInput = useRef<HTMLInputElement>(null);
  useEarlyTyping(queryInput, (query) => setDraft((d) => ({ ...d, query })));
  const active = filter.query.trim() !== '' || filter.category !== '';
  const loading = status === 'loading' || (active && results === null && status !== 'error');

  useEffect(() => {
    const fromUrl = readUrl();
    if (fromUrl.query || fromUrl.category) {
      setDraft({ query: fromUrl.query, category: fromUrl.category });
      setFilter(fromUrl);
    }
    const onPop = () => {
      const f = readUrl();
      setDraft({ query: f.query, category: f.category });
      setFilter(f);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (!active) {
      setResults(null);
      setStatus('idle');
      return;
    }
    const id = ++request.current;
    setStatus('loading');
    const categories = props.categories.map((c) => c.name);
    searchDirectory({ range: props.range, partitions: props.partitions, categories, changes: props.changes, ...filter })
      .then((r) => {
        if (id === request.current) {
          setResults(r);
          setStatus('idle');
        }
      })
      .catch(() => {
        if (id === request.current) setStatus('error');
      });
  }, [filter.query, filter.category, filter.page]);

  const apply = (next: Filter, push: boolean) => {
    setFilter(next);
    const href = next.query || next.category ? searchHref(props.basePath, next) : props.basePath;
    if (push) window.history.pushState(null, '', href);
    else window.history.replaceState(null, '', href);
    scrollToTopSoon(LIST_SCROLL_DELAY_MS);
  };
  // What the box shows: a search submitted while the island loaded can arrive before the typed text reached state.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ query: (queryInput.current?.value ?? draft.query).trim(), category: draft.category, page: 1 }, false);
  };
  const clear = () => {
    setDraft({ query: '', category: '' });
    apply({ query: '', category: '', page: 1 }, false);
  };

  const m = props.messages;
  const cards = active
    ? (results?.cards ?? []).map((c) => ({
        ...c,
        url: directoryPathIn(props.lang, c.url),
        rating: props.lang === 'fr' ? (c.rating?.replace('.', ',') ?? null) : c.rating,
      }))
    : props.cards;
  const total = active ? (results?.total ?? 0) : props.total;
  const page = active ? (results?.page ?? 1) : props.page;
  const pages = active ? (results?.pages ?? 1) : props.pages;
  const pagerLabels =
    props.lang === 'en'
      ? undefined
      : {
          label: m['pager.label'],
          previous: m['pager.previous'],
          next: m['pager.next'],
          previousLong: m['pager.previousLong'],
          nextLong: m['pager.nextLong'],
          page: m['pager.page'],
        };
  const from = total === 0 ? 0 : (page - 1) * 12 + 1;
  const to = Math.min(total, page * 12);

  return (
    <div className="directory-browser">
      <form
        className="list-search"
        role="search"
        aria-label={m['search.label']}
        action={props.basePath}
        method="get"
        onSubmit={submit}
      >
        <div className="field">
          <label htmlFor="directory-q">{m['search.name']}</label>
          <input
            ref={queryInput}
            id="directory-q"
            name="q"
            type="search"
            value={draft.query}
            onChange={(e) => setDraft({ ...draft, query: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="directory-category">{m['search.category']}</label>
          <select
            id="directory-category"
            name="category"
            value={draft.category}
            onChange={(e) => {
              setDraft({ ...draft, category: e.target.value });
              apply({ query: draft.query.trim(), category: e.target.value, page: 1 }, false);
            }}
          >
            <option value="">{m['search.allCategories']}</option>
            {props.categories.map((c) => (
              <option key={c.name} value={c.name}>
                {props.categoryNames?.[c.name] ?? c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
        <div className="list-search-actions">
          <button className="btn btn-primary" type="submit">
            {m['search.submit']}
          </button>
          <button className="btn btn-ghost" type="button" onClick={clear}>
            {m['search.clear']}
          </button>
        </div>
      </form>

      <p className="result-count muted" aria-live="polite" aria-busy={loading}>
        {loading
          ? m['search.searching']
          : status === 'error'
            ? m['search.error']
            : total > 0
              ? format(m[total === 1 ? 'search.showing.one' : 'search.showing.other'], {
                  from,
                  to,
                  total,
                  place: props.placeLabel,
                })
              : ''}
      </p>

      {!loading &&
        status !== 'error' &&
        total === 0 &&
        (props.total === 0 ? (
          <div className="empty-state">
            <p>
              {m['dir.empty']} <strong>{m['dir.noBusinessesYet']}</strong>{' '}
              {format(m['dir.inPlace'], { place: props.placeLabel })}
            </p>
            <p>
              {m['dir.ownBusiness']}{' '}
              <a className="btn btn-primary" href="/get-started/">
                {m['dir.addYourBusiness']}
              </a>{' '}
              {m['dir.itIsFree']}
            </p>
          </div>
        ) : filter.category ? (
          <p className="empty-state">{m['dir.emptyFilter']}</p>
        ) : (
          <div className="empty-state">
            <p>{m['dir.empty']}</p>
            <p className="muted">
              {results?.tooShort
                ? m['search.tooShort']
                : format(m['search.noMatch'], { query: filter.query, place: props.placeLabel })}
            </p>
          </div>
        ))}

      {cards.length > 0 && (
        <ul className="grid listing-grid" role="list">
          {cards.map((c) => (
            <li key={c.id}>
              <ListingCard card={c} messages={m} categoryNames={props.categoryNames} />
            </li>
          ))}
        </ul>
      )}

      {active ? (
        <Pagination
          page={page}
          pages={pages}
          hrefFor={(n) => searchHref(props.basePath, { ...filter, page: n })}
          onSelect={(n) => apply({ ...filter, page: n }, true)}
          labels={pagerLabels}
        />
      ) : (
        <Pagination page={page} pages={pages} hrefFor={(n) => pagePath(props.basePath, n)} labels={pagerLabels} />
      )}
    </div>
  );
}
