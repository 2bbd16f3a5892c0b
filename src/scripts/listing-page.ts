// The listing page without a framework: the photo row's buttons, and popup buttons that load the React
// popup only when first used.
import { galleryStatus } from '../features/directory/carousel.ts';
import type { PopupMode } from '../features/listing-popup/ListingPopup.tsx';
import type { HoursRow } from '../features/directory/hours.ts';

/** Previous/Next step the photo row by one photo; the row itself scrolls and snaps (swipe) without them. */
function initCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  if (!track || !prev || !next || !controls) return;
  const photoWidth = () => (track.firstElementChild as HTMLElement | null)?.offsetWidth ?? track.clientWidth;
  const render = () => {
    const step = photoWidth() || 1;
    const first = Math.round(track.scrollLeft / step) + 1;
    const total = track.children.length;
    controls.hidden = track.scrollWidth <= track.clientWidth + 1;
    prev.disabled = track.scrollLeft <= 1;
    next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    if (status)
      status.textContent = galleryStatus(first, Math.round(track.clientWidth / step), total, {
        many: root.dataset.statusMany,
        one: root.dataset.statusOne,
      });
  };
  prev.addEventListener('click', () => track.scrollBy({ left: -photoWidth() }));
  next.addEventListener('click', () => track.scrollBy({ left: photoWidth() }));
  track.addEventListener('scroll', () => requestAnimationFrame(render), { passive: true });
  window.addEventListener('resize', render);
  render();
}

/** The popup's hours come from the page's own hours table (not a second copy in the HTML). */
function hoursFromTable(): Pick<HoursRow, 'label' | 'text'>[] {
  return [...document.querySelectorAll<HTMLTableRowElement>('[aria-labelledby="hours-heading"] .hours-table tr')].map(
    (row) => ({
      label: row.cells[0]?.textContent ?? '',
      text: row.cells[1]?.textContent ?? '',
    }),
  );
}

/** Set by the listing page's inline `window.onclick`: the popup button clicked before this deferred script ran. */
declare global {
  interface Window {
    msPopupEarly?: HTMLButtonElement;
  }
}

function initPopup(): void {
  const container = document.getElementById('listing-popup');
  if (!container) return;
  let open: Promise<(mode: PopupMode) => void> | undefined;
  let trigger: HTMLElement | null = null;
  const show = async (button: HTMLButtonElement) => {
    trigger = button;
    open ??= import('../features/listing-popup/mount-popup.tsx').then(({ mountListingPopup }) =>
      mountListingPopup(
        container,
        {
          listingId: container.dataset.listingId ?? '',
          businessName: container.dataset.businessName ?? '',
          lang: container.dataset.lang === 'fr' ? 'fr' : 'en',
          hours: hoursFromTable(),
        },
        () => trigger?.focus(),
      ),
    );
    (await open)(button.dataset.popup as PopupMode);
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-popup]'))
    button.addEventListener('click', () => void show(button));
  // A click that came before this script (a fast visitor, or a slow connection) is not lost: it opens now.
  const early = window.msPopupEarly;
  window.onclick = null;
  if (early) void show(early);
}

for (const el of document.querySelectorAll<HTMLElement>('[data-carousel]')) initCarousel(el);
initPopup();
