// Web-design examples on seo-article pages: advance every 10 s in a cycle, with a pause control
// (moving content must be pausable) and no motion at all for visitors who ask for less.
import { SLIDE_INTERVAL_MS, nextSlide } from '../features/content/slider.ts';

export function initSliders(root: ParentNode = document): void {
  for (const slider of root.querySelectorAll<HTMLElement>('[data-wdf-slider]')) {
    const slides = [...slider.querySelectorAll<HTMLElement>('[data-wdf-slide]')];
    const toggle = slider.querySelector<HTMLButtonElement>('[data-wdf-toggle]');
    const next = slider.querySelector<HTMLButtonElement>('[data-wdf-next]');
    if (slides.length < 2) continue;
    let index = 0;
    let timer: number | undefined;
    const show = (i: number) => {
      index = i;
      slides.forEach((s, n) => {
        s.hidden = n !== i;
      });
      slider.dataset.index = String(i);
    };
    const play = () => {
      timer = window.setInterval(() => show(nextSlide(index, slides.length)), SLIDE_INTERVAL_MS);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const setPlaying = (playing: boolean) => {
      if (playing) play();
      else stop();
      if (toggle) {
        toggle.textContent = playing ? 'Pause examples' : 'Play examples';
        toggle.setAttribute('aria-pressed', String(!playing));
      }
    };
    for (const el of slider.querySelectorAll<HTMLElement>('[data-wdf-controls]')) el.hidden = false;
    toggle?.addEventListener('click', () => setPlaying(timer === undefined));
    next?.addEventListener('click', () => show(nextSlide(index, slides.length)));
    show(0);
    setPlaying(!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
  }
}
