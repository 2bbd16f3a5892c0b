// Header behaviour without a framework: the mobile menu, and the signed-in/out menus from the auth store.
import { $auth, hasSignedInHint, loadAuth, homeFor } from '../features/auth/auth.store.ts';

const root = document.documentElement;
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = document.getElementById('mobile-menu');
const overlay = document.querySelector<HTMLElement>('[data-menu-overlay]');

function setMenu(open: boolean): void {
  if (!toggle || !menu || !overlay) return;
  toggle.setAttribute('aria-expanded', String(open));
  toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
  menu.hidden = !open;
  overlay.hidden = !open;
  document.body.classList.toggle('menu-open', open);
  if (open) menu.querySelector<HTMLElement>('a, button')?.focus();
}

toggle?.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'));
overlay?.addEventListener('click', () => setMenu(false));
menu?.addEventListener('click', (event) => {
  if ((event.target as HTMLElement).closest('a')) setMenu(false);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && toggle?.getAttribute('aria-expanded') === 'true') {
    setMenu(false);
    toggle.focus();
  }
});

$auth.listen((auth) => {
  root.dataset.auth = auth.status === 1 ? 'in' : 'out';
  const target = homeFor({ rank: auth.rank, bloc_services: auth.bloc_services });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    link.href = target;
    link.textContent = target === '/checkout' ? 'Upgrade business plan' : 'Business Dashboard';
  }
});

// Only ask the server when the hint cookie says a session may exist (§4: auth loads if a cookie exists).
if (hasSignedInHint(document.cookie)) void loadAuth();
else root.dataset.auth = 'out';
