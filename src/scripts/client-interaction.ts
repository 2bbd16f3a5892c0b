/**
 * The `client:interaction` directive (issue 18): an island whose prebuilt HTML already works (a plain GET form)
 * loads its JavaScript only when the visitor starts to use it — a focus, touch, click or key inside it — or at
 * once when the page was opened with a query (the GET form's answer). Nothing is fetched on a plain first visit.
 * A search submitted or a button clicked while the island loads is replayed once React owns the element, so the
 * visitor's first action is never lost.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['focusin', 'pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Runs `then` once React has committed `node` (its props key is set), checking each frame for up to 3 s, and two
 * frames later still, so the island's mount effects (text typed before it loaded) have rendered too; `otherwise`
 * when that never happens.
 */
function whenReactOwns(node: Element, then: () => void, otherwise: () => void = () => undefined, frames = 180): void {
  if (Object.keys(node).some((key) => key.startsWith('__reactProps'))) requestAnimationFrame(() => requestAnimationFrame(then));
  else if (frames > 0) requestAnimationFrame(() => whenReactOwns(node, then, otherwise, frames - 1));
  else otherwise();
}

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let ready = false;
  let pending: (() => void) | null = null;
  let fallback: (() => void) | null = null; // if the island cannot load, the plain form still submits
  const onClick = (event: Event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[type="button"]');
    if (!ready && button) pending = () => whenReactOwns(button, () => button.click());
  };
  const onSubmit = (event: Event) => {
    if (ready) return;
    const form = event.target as HTMLFormElement;
    event.preventDefault();
    // Found again at replay time (React may have re-created it); the plain GET submit if React never takes it.
    const again = () => el.querySelector<HTMLFormElement>('form') ?? form;
    pending = () => whenReactOwns(again(), () => again().requestSubmit(), () => again().submit());
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
