/**
 * The `client:interaction` directive (issue 18): an island whose prebuilt HTML already works (a plain GET form)
 * loads its JavaScript only when the visitor starts to use it — a focus, touch, click or key inside it — or at
 * once when the page was opened with a query (the GET form's answer). Nothing is fetched on a plain first visit.
 * A search submitted or a button clicked while the island loads is replayed once the island owns the element, so the
 * visitor's first action is never lost.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs `then` two frames after the island hydrated (Preact hydrates synchronously, so its listeners are on the
 * element by then, and the island's mount effects, such as text typed before it loaded, have rendered too).
 */
function afterHydration(then: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(then));
}

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let ready = false;
  let pending: (() => void) | null = null;
  let fallback: (() => void) | null = null; // if the island cannot load, the plain form still submits
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (!ready && button) pending = () => afterHydration(() => button.click());
  };
  const onSubmit = (event: Event) => {
    if (ready) return;
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    // Found again at replay time, in case hydration re-created it.
    const again = () => el.querySelector<HTMLFormElement>('form') ?? form;
    pending = () => afterHydration(() => again().requestSubmit());
    fallback = () => form.submit();
  };
  el.addEventListener('click', onClick, true);
  el.addEventListener('submit', onSubmit, true);
  const start = async () => {
    if (started) return;
    started = true;
    for (const name of EVENTS) el.removeEventListener(name, start, true);
    try {
      const hydrate = await load();
      await hydrate();
      ready = true;
      pending?.();
    } catch (error) {
      ready = true;
      fallback?.();
      throw error;
    } finally {
      el.removeEventListener('click', onClick, true);
      el.removeEventListener('submit', onSubmit, true);
    }
  };
  if (window.location.search.length > 1) {
    void start();
    return;
  }
  for (const name of EVENTS) el.addEventListener(name, start, { capture: true, passive: true });
};

export default interaction;
