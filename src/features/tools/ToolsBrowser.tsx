/**
 * The tools list (spec §2 Tools list): search box and Search button (case-insensitive substring on
 * the name, back to page 1), the audience category filter, 12 per page. Prebuilt pages for every
 * category and page keep it working without JavaScript; once hydrated it changes in place.
 */
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useEarlyTyping } from '../pagination/use-early-typing.ts';
import ToolCardView, { type ToolCardData } from './ToolCardView.tsx';
import Pagination from '../pagination/Pagination.tsx';
import { paginate } from '../pagination/pagination.ts';
import { filterTools, type ToolCategory } from './tool-filter.ts';
import { parseToolsListPath, toolsListPath, TOOLS_BASE } from './tools-paths.ts';
import { LIST_SCROLL_DELAY_MS, scrollToTopSoon } from '../../scripts/scroll-top.ts';

type Tool = ToolCardData & { business_directory: string };

interface Props {
  tools: Tool[];
  categories: ToolCategory[];
  category: string | null;
  page: number;
}

export default function ToolsBrowser(props: Props) {
  const [category, setCategory] = useState(props.category);
  const [page, setPage] = useState(props.page);
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const queryInput = useRef<HTMLInputElement>(null);
  useEarlyTyping(queryInput, setDraft);

  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get('q') ?? '';
    if (q) {
      setDraft(q);
      setQuery(q);
      setPage(1);
    }
    const onPop = () => {
      const state = parseToolsListPath(window.location.pathname);
      const nextQuery = new URLSearchParams(window.location.search).get('q') ?? '';
      setCategory(state.category);
      setPage(state.page);
      setQuery(nextQuery);
      setDraft(nextQuery);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: { category: string | null; page: number; query: string }) => {
    setCategory(next.category);
    setPage(next.page);
    setQuery(next.query);
    const search = next.query ? `?q=${encodeURIComponent(next.query)}` : '';
    window.history.pushState(null, '', toolsListPath(next) + search);
    scrollToTopSoon(LIST_SCROLL_DELAY_MS);
  };
  // What the box shows: a search submitted while the island loaded can arrive before the typed text reached state.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ category, page: 1, query: (queryInput.current?.value ?? draft).trim() });
  };
  const pick = (slug: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    go({ category: slug, page: 1, query });
  };

  const result = paginate(filterTools(props.tools, { query, category }), page);
  const label = props.categories.find((c) => c.slug === category)?.label;

  return (
    <div className="tools-layout">
      <form
        className="list-search-simple"
        role="search"
        aria-label="Search tools"
        action={toolsListPath({ category, page: 1 })}
        method="get"
        onSubmit={submit}
      >
        <div className="field">
          <label htmlFor="tools-q">Search tools by name</label>
          <input
            ref={queryInput}
            id="tools-q"
            name="q"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <button className="btn btn-primary" type="submit">
          Search
        </button>
      </form>
      <aside className="sidebar">
        <nav className="sidebar-box" aria-labelledby="tool-filter-heading">
          <h2 id="tool-filter-heading">Filter</h2>
          <ul className="category-list">
            <li>
              <a href={`${TOOLS_BASE}/`} onClick={pick(null)} aria-current={category === null ? 'page' : undefined}>
                All tools
              </a>
            </li>
            {props.categories.map((c) => (
              <li key={c.slug}>
                <a
                  href={toolsListPath({ category: c.slug, page: 1 })}
                  onClick={pick(c.slug)}
                  aria-current={category === c.slug ? 'page' : undefined}
                >
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="tools-results">
        <p className="result-count muted" aria-live="polite">
          {result.total === 0
            ? ''
            : `Showing ${result.from}–${result.to} of ${result.total} tools${label ? ` for ${label}` : ''}${query ? ` matching “${query}”` : ''}`}
        </p>
        {result.total === 0 ? (
          <p className="empty-state">
            No tools match{query ? ` “${query}”` : ''}
            {label ? ` in ${label}` : ''}. Try another name or category.
          </p>
        ) : (
          <ul className="grid" role="list">
            {result.items.map((tool) => (
              <li key={tool.tool_unique_id}>
                <ToolCardView tool={tool} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={result.page}
          pages={result.pages}
          hrefFor={(n) => toolsListPath({ category, page: n }) + (query ? `?q=${encodeURIComponent(query)}` : '')}
          onSelect={(n) => go({ category, page: n, query })}
        />
      </div>
    </div>
  );
}
