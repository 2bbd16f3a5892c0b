// A sideways-scrolling row (the home integrations carousel) with previous/next buttons, no framework.
export function initScrollers(root: ParentNode = document): void {
  for (const row of root.querySelectorAll<HTMLElement>('[data-scroller]')) {
    const controls = row.nextElementSibling?.matches('[data-scroller-controls]')
      ? (row.nextElementSibling as HTMLElement)
      : null;
    if (!controls) continue;
    const step = () => (row.firstElementChild as HTMLElement | null)?.getBoundingClientRect().width ?? row.clientWidth;
    const update = () => {
      const [prev, next] = controls.querySelectorAll<HTMLButtonElement>('[data-scroll]');
      if (prev) prev.disabled = row.scrollLeft <= 1;
      if (next) next.disabled = row.scrollLeft + row.clientWidth >= row.scrollWidth - 1;
    };
    for (const button of controls.querySelectorAll<HTMLButtonElement>('[data-scroll]')) {
      button.addEventListener('click', () =>
        row.scrollBy({ left: Number(button.dataset.scroll) * (step() + 16), behavior: 'smooth' }),
      );
    }
    row.addEventListener('scroll', update, { passive: true });
    controls.hidden = row.scrollWidth <= row.clientWidth;
    update();
  }
}
