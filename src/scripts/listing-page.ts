// The listing page without a framework: the image carousel, and popup buttons that load the React
// popup only when first used.
import { CAROUSEL_MAX_INDEX, nextIndex, previousIndex } from '../features/directory/carousel.ts';
import type { PopupMode } from '../features/listing-popup/ListingPopup.tsx';
import type { HoursRow } from '../features/directory/hours.ts';

function initCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  if (!track || !prev || !next) return;
  let index = 0;
  const render = () => {
    root.dataset.index = String(index);
    track.style.setProperty('--carousel-index', String(index));
    prev.disabled = index === 0;
    next.disabled = index === CAROUSEL_MAX_INDEX;
    if (status) status.textContent = `Showing photos ${index + 1} to ${index + 4} of 8`;
  };
  prev.addEventListener('click', () => { index = previousIndex(index); render(); });
  next.addEventListener('click', () => { index = nextIndex(index); render(); });
  // Without JavaScript the row simply scrolls sideways; with it, the buttons step through it.
  root.dataset.enhanced = 'true';
  for (const el of root.querySelectorAll<HTMLElement>('[data-carousel-controls]')) el.hidden = false;
  render();
}

function initPopup(): void {
  const container = document.getElementById('listing-popup');
  if (!container) return;
  let open: Promise<(mode: PopupMode) => void> | undefined;
  let trigger: HTMLElement | null = null;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-popup]')) {
    button.addEventListener('click', async () => {
      trigger = button;
      open ??= import('../features/listing-popup/mount-popup.tsx').then(({ mountListingPopup }) =>
        mountListingPopup(container, {
          listingId: container.dataset.listingId ?? '',
          businessName: container.dataset.businessName ?? '',
          hours: JSON.parse(container.dataset.hours ?? '[]') as HoursRow[],
        }, () => trigger?.focus()),
      );
      (await open)(button.dataset.popup as PopupMode);
    });
  }
}

for (const el of document.querySelectorAll<HTMLElement>('[data-carousel]')) initCarousel(el);
initPopup();
