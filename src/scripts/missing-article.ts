// The 404 page on an article path: ask the content API for the slug (last path segment) and show
// the article if it exists, else 'Article not found.' The API returns sanitized HTML only.
import { isArticlePath, slugFromPath } from '../features/content/content-links.ts';

interface ApiArticle {
  title: string;
  excerpt: string | null;
  link: string;
  main: string;
  createdAt: string;
  images: { url: string; location: string }[];
  seo: { metaTitle?: string; metaDescription?: string };
}

export async function loadMissingArticle(): Promise<void> {
  const root = document.querySelector<HTMLElement>('[data-not-found]');
  const found = root?.querySelector<HTMLElement>('.nf-found');
  const loading = root?.querySelector<HTMLElement>('.nf-loading');
  const slug = slugFromPath(window.location.pathname);
  if (!root || !found || !loading || !isArticlePath(window.location.pathname) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    return;
  root.dataset.state = 'loading';
  loading.hidden = false;
  try {
    const res = await fetch(`/api/content/retrieve/${encodeURIComponent(slug)}`, {
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(String(res.status));
    const item = (await res.json()) as ApiArticle;
    const banner =
      item.images.find((i) => i.location === 'banner') ?? item.images.find((i) => i.location === 'featured');
    const h1 = document.createElement('h1');
    h1.textContent = item.title;
    const excerpt = document.createElement('p');
    excerpt.className = 'muted';
    excerpt.textContent = item.excerpt ?? '';
    const body = document.createElement('div');
    body.className = 'rich-content';
    body.innerHTML = item.main; // sanitized by the content API (src/features/content/sanitize.ts)
    found.replaceChildren(h1, excerpt);
    if (banner) {
      const img = document.createElement('img');
      img.className = 'article-banner';
      img.src = banner.url;
      img.alt = '';
      found.append(img);
    }
    found.append(body);
    found.hidden = false;
    root.dataset.state = 'found';
    document.title = item.seo.metaTitle || item.title;
    if (item.link !== window.location.pathname) window.history.replaceState(null, '', item.link);
  } catch {
    root.dataset.state = 'missing';
  } finally {
    loading.hidden = true;
  }
}
