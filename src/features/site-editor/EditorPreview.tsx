/**
 * The live preview: the real renderer's page in an iframe (srcdoc), refreshed 150 ms after typing
 * pauses, at phone (390 px) or desktop (1280 px, scaled to fit) width. Scripts never run in it.
 * The renderer (both languages' texts) loads after the editor's fields, so the form works first (issue 29's budget).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { $meta, $spec } from './site-editor.store.ts';
import { pagesByLanguage } from './bilingual.ts';
import { LANGUAGE_NAMES } from '../../shared/languages.ts';

export const PREVIEW_DELAY_MS = 150;
const DESKTOP_WIDTH = 1280;

export function EditorPreview() {
  const spec = useStore($spec)!;
  const meta = useStore($meta)!;
  const [device, setDevice] = useState<'phone' | 'desktop'>('desktop');
  const [page, setPage] = useState('');
  const [doc, setDoc] = useState('');
  const [paused, setPaused] = useState(false);
  const [box, setBox] = useState({ scale: 1, height: 700 });
  const frameBox = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const followed = useRef(new WeakSet<Document>());
  const [renderer, setRenderer] = useState<typeof import('./preview.ts') | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    import('./preview.ts').then(setRenderer, () => setLoadFailed(true));
  }, []);

  const pages = useMemo(() => {
    if (!renderer) return null;
    try {
      return renderer.previewPages(spec);
    } catch {
      return null;
    }
  }, [spec, renderer]);

  useEffect(() => {
    if (!renderer) return;
    const timer = setTimeout(() => {
      try {
        const path = pages?.some((p) => p.path === page) ? page : '';
        const html = renderer.previewDocument(spec, path, meta.assetBase);
        if (html) setDoc(html);
        setPaused(false);
      } catch {
        setPaused(true); // an invalid field: keep showing the last good page
      }
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [spec, page, pages, meta.assetBase, renderer]);

  useEffect(() => {
    const box = frameBox.current;
    if (!box) return;
    const observer = new ResizeObserver(() =>
      setBox({ scale: Math.min(1, box.clientWidth / DESKTOP_WIDTH), height: box.clientHeight }),
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  /** Links inside the preview switch the previewed page instead of leaving the editor. */
  function followLink(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link) return;
    event.preventDefault();
    const root = new URL(meta.assetBase, window.location.href);
    const target = new URL(link.getAttribute('href') ?? '', link.baseURI);
    const path = target.pathname.startsWith(root.pathname) ? target.pathname.slice(root.pathname.length) : null;
    if (path !== null && pages?.some((p) => p.path === path)) setPage(path);
  }
  const latestFollow = useRef(followLink);
  latestFollow.current = followLink;
  const watchLinks = (d: Document | null | undefined) => {
    if (!d || followed.current.has(d)) return;
    followed.current.add(d);
    d.addEventListener('click', (event) => latestFollow.current(event));
  };

  // A new document is watched as soon as it is parsed: its load event waits for photos, and a
  // click before it would open the link inside the preview.
  useEffect(() => {
    let tries = 0;
    let raf = 0;
    const watchNew = () => {
      const d = frame.current?.contentDocument;
      if (d && d.URL === 'about:srcdoc' && d.readyState !== 'loading' && !followed.current.has(d)) return watchLinks(d);
      if (++tries < 300) raf = requestAnimationFrame(watchNew);
    };
    raf = requestAnimationFrame(watchNew);
    return () => cancelAnimationFrame(raf);
  }, [doc]);

  const desktop = device === 'desktop';
  return (
    <section className="ed-preview" aria-label="Preview">
      <div className="ed-preview-bar">
        <label htmlFor="ed-preview-page" className="visually-hidden">
          Page to preview
        </label>
        <select id="ed-preview-page" value={page} onChange={(e) => setPage(e.target.value)}>
          {pagesByLanguage(spec, pages ?? []).map((group, g, groups) => {
            const options = group.pages.map((p) => (
              <option key={p.path} value={p.path}>
                {p.path === '' ? 'Home' : p.title}
              </option>
            ));
            // A two-language site: one group of pages per language (the second language's under /fr/ or /en/).
            return groups.length > 1 ? (
              <optgroup key={group.language} label={LANGUAGE_NAMES[group.language]}>
                {options}
              </optgroup>
            ) : (
              options
            );
          })}
        </select>
        <div className="ed-toggle" role="group" aria-label="Preview size">
          <button type="button" aria-pressed={device === 'phone'} onClick={() => setDevice('phone')}>
            Phone
          </button>
          <button type="button" aria-pressed={desktop} onClick={() => setDevice('desktop')}>
            Desktop
          </button>
        </div>
      </div>
      {!renderer && !loadFailed && (
        <p className="ed-paused" role="status">
          Loading the preview…
        </p>
      )}
      {loadFailed && (
        <p className="ed-paused" role="alert">
          The preview could not load. Your edits still save; reload the page to see the preview.
        </p>
      )}
      {paused && (
        <p className="ed-paused" role="status">
          Preview paused until the highlighted field is fixed.
        </p>
      )}
      <div className={`ed-frame-box ${device}`} ref={frameBox}>
        <iframe
          title="Preview of your website"
          sandbox="allow-same-origin"
          ref={frame}
          srcDoc={doc}
          onLoad={(e) => watchLinks(e.currentTarget.contentDocument)}
          style={
            desktop
              ? {
                  width: `${DESKTOP_WIDTH}px`,
                  height: `${Math.round(box.height / box.scale)}px`,
                  transform: `scale(${box.scale})`,
                  transformOrigin: '0 0',
                }
              : undefined
          }
        />
      </div>
    </section>
  );
}
