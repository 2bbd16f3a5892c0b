// Header behaviour without a framework: the mobile drawer, the two small menus (trending tools, account),
// log out, and the signed-in/out menus from the auth store.
import { $auth, hasSignedInHint, loadAuth, homeFor } from '../features/auth/auth.store.ts';
import { logout } from '../features/auth/logout.ts';

const root = document.documentElement;
const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
const menu = document.getElementById('mobile-menu');
const overlay = document.querySelector<HTMLElement>('[data-menu-overlay]');
const FOCUSABLE = 'a[href], button:not([disabled])';

function isOpen(): boolean {
  return toggle?.getAttribute('aria-expanded') === 'true';
}

function setMenu(open: boolean): void {
  if (!toggle || !menu || !overlay) return;
  toggle.setAttribute('aria-expanded', String(open));
  menu.hidden = !open;
  overlay.hidden = !open;
  document.body.classList.toggle('menu-open', open);
  if (open) menu.querySelector<HTMLElement>('[data-menu-close]')?.focus();
  else toggle.focus();
}

/** Keeps Tab inside the open drawer (it covers the page). */
function trapFocus(event: KeyboardEvent): void {
  if (!menu || event.key !== 'Tab') return;
  const items = [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last?.focus(); }
  else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first?.focus(); }
}

toggle?.addEventListener('click', () => setMenu(!isOpen()));
overlay?.addEventListener('click', () => setMenu(false));
menu?.querySelector('[data-menu-close]')?.addEventListener('click', () => setMenu(false));
menu?.addEventListener('click', (event) => {
  if ((event.target as HTMLElement).closest('a')) setMenu(false);
});
menu?.addEventListener('keydown', trapFocus);

// Small menus: a button that shows a panel; closes on Escape, on a click elsewhere, and when another opens.
const disclosures = [...document.querySelectorAll<HTMLElement>('[data-disclosure]')];
function closeDisclosures(except?: HTMLElement): void {
  for (const d of disclosures) {
    if (d === except) continue;
    d.querySelector('button[aria-expanded]')?.setAttribute('aria-expanded', 'false');
    const panel = d.querySelector<HTMLElement>('.nav-menu-panel');
    if (panel) panel.hidden = true;
  }
}
for (const d of disclosures) {
  const button = d.querySelector<HTMLButtonElement>('button[aria-expanded]');
  const panel = d.querySelector<HTMLElement>('.nav-menu-panel');
  button?.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    closeDisclosures(d);
    button.setAttribute('aria-expanded', String(open));
    if (panel) panel.hidden = !open;
  });
}
document.addEventListener('click', (event) => {
  if (!(event.target as HTMLElement).closest('[data-disclosure]')) closeDisclosures();
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  if (isOpen()) setMenu(false);
  const openDisclosure = disclosures.find((d) => d.querySelector('button[aria-expanded="true"]'));
  if (openDisclosure) {
    closeDisclosures();
    openDisclosure.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
  }
});

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = 'Logging out…';
    try {
      await logout();
      window.location.assign('/');
    } catch (error) {
      console.error('Logout failed:', error);
      button.disabled = false;
      button.textContent = 'Log out';
    }
  });
}

$auth.listen((auth) => {
  root.dataset.auth = auth.status === 1 ? 'in' : 'out';
  const target = homeFor({ rank: auth.rank, bloc_services: auth.bloc_services });
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-account-link]')) {
    link.href = target;
    link.textContent = target === '/checkout' ? 'Upgrade business plan' : 'Business Dashboard';
  }
  for (const who of document.querySelectorAll<HTMLElement>('[data-account-name]')) {
    who.textContent = auth.status === 1 ? auth.name : '';
  }
});

// Only ask the server when the hint cookie says a session may exist (§4: auth loads if a cookie exists).
if (hasSignedInHint(document.cookie)) void loadAuth();
else root.dataset.auth = 'out';
