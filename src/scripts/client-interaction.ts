/**
 * The `client:interaction` directive (issue 18): an island whose prebuilt HTML already works (a plain GET form)
 * loads its JavaScript only when the visitor starts to use it — a focus, touch, click or key inside it — or at
 * once when the page was opened with a query (the GET form's answer). Nothing is fetched on a plain first visit.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  // A plain button clicked while the island loads (a vote, a tab) is clicked again once it can answer.
  let pending: HTMLElement | null = null;
  const remember = (event: Event) => {
    pending = (event.target as Element).closest<HTMLElement>('button[type="button"]') ?? pending;
  };
  el.addEventListener('click', remember, true);
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start, true);
    const hydrate = await load();
    await hydrate();
    el.removeEventListener('click', remember, true);
    // React attaches its listeners as it commits: click on the next frame.
    if (pending) requestAnimationFrame(() => pending?.isConnected && pending.click());
  };
  if (window.location.search.length > 1) {
    void start();
    return;
  }
  for (const name of EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default interaction;
