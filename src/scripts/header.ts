// Header behaviour without a framework: the phone drawer, the two small menus (Trending tools, Account), Log out,
// and the signed-in/out menus from the auth store. Kept small: it ships on every page.
import { $auth, hasSignedInHint, loadAuth, homeFor, logout } from '../features/auth/auth.store.ts';

const root = document.documentElement;
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')!;
const menu = document.getElementById('mobile-menu')!;
const overlay = document.querySelector<HTMLElement>('[data-menu-overlay]')!;
const all = <T extends Element>(selector: string, scope: ParentNode = document) => [
  ...scope.querySelectorAll<T>(selector),
];
const drawerOpen = () => toggle.getAttribute('aria-expanded') === 'true';

function setDrawer(open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  menu.hidden = overlay.hidden = !open;
  document.body.classList.toggle('menu-open', open);
  // The drawer covers the page: the rest of it is inert (no focus, no clicks, hidden from screen readers) meanwhile.
  for (const part of all<HTMLElement>('body > :not(header), .header-bar')) part.inert = open;
  (open ? menu.querySelector<HTMLElement>('[data-menu-close]') : toggle)?.focus();
}

/** Open one small menu (or none); their buttons carry aria-expanded, their panels follow. */
function setPanel(button?: HTMLButtonElement): void {
  for (const b of all<HTMLButtonElement>('[data-disclosure] > button')) {
    const open = b === button && b.getAttribute('aria-expanded') !== 'true';
    b.setAttribute('aria-expanded', String(open));
    b.nextElementSibling!.toggleAttribute('hidden', !open);
  }
}

toggle.onclick = () => setDrawer(!drawerOpen());
overlay.onclick = () => setDrawer(false);
menu.onclick = (event) => {
  const target = event.target as HTMLElement;
  if (target.closest('a, [data-menu-close]')) setDrawer(false);
};
document.addEventListener('click', (event) => {
  const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[data-disclosure] > button');
  if (button || !(event.target as HTMLElement).closest('[data-disclosure]')) setPanel(button ?? undefined);
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    if (drawerOpen()) setDrawer(false);
    const open = document.querySelector<HTMLButtonElement>('[data-disclosure] > [aria-expanded="true"]');
    setPanel();
    open?.focus();
  }
});

// The page writes the button's texts in its language (data-busy), so this script carries none (issue 42).
for (const button of all<HTMLButtonElement>('[data-logout]')) {
  const label = button.textContent;
  button.onclick = async () => {
    button.disabled = true;
    button.textContent = button.dataset.busy!;
    try {
      await logout();
      location.assign('/');
    } catch (error) {
      console.error('Logout failed:', error);
      button.disabled = false;
      button.textContent = label;
    }
  };
}

$auth.listen((auth) => {
  root.dataset.auth = auth.status === 1 ? 'in' : 'out';
  const target = homeFor(auth);
  for (const link of all<HTMLAnchorElement>('[data-account-link]')) {
    link.href = target;
    link.textContent = target === '/checkout/' ? 'Upgrade business plan' : 'Business Dashboard';
  }
  for (const who of all('[data-account-name]')) who.textContent = auth.name;
});

// Only ask the server when the hint cookie says a session may exist (§4: auth loads if a cookie exists).
if (hasSignedInHint(document.cookie)) void loadAuth();
else root.dataset.auth = 'out';
