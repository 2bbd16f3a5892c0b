// Accessible tabs (WAI-ARIA pattern) for any [data-tabs] container; arrow keys move between tabs.
export function initTabs(root: ParentNode = document): void {
  for (const container of root.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const tabs = [...container.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const select = (tab: HTMLButtonElement) => {
      for (const t of tabs) {
        const selected = t === tab;
        t.setAttribute('aria-selected', String(selected));
        t.tabIndex = selected ? 0 : -1;
        const panel = document.getElementById(t.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      }
    };
    tabs.forEach((tab, index) => {
      tab.addEventListener('click', () => select(tab));
      tab.addEventListener('keydown', (event) => {
        const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
        if (!step) return;
        const next = tabs[(index + step + tabs.length) % tabs.length];
        if (next) {
          select(next);
          next.focus();
        }
      });
    });
  }
}
