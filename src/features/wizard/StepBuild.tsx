import DraftViewer from './DraftViewer.tsx';
import Icon from './Icon.tsx';
import type { IconName } from '../../shared/catalogue/icons.ts';
import { isBuilt } from '../../shared/offer.ts';

/**
 * The dashboard tiles (issue 39): each names a tool of the one table (src/shared/offer.ts), its dashboard page and what
 * it is today. Mail is not a product of its own yet, so its tile says what exists under that name.
 */
interface BuildTile {
  name: string;
  tool: string;
  href: string;
  icon: IconName;
  today?: string;
}
const TILES: BuildTile[] = [
  { name: 'Web Hosting', tool: 'web-hosting', href: '/dashboard/web-hosting/', icon: 'store' },
  { name: 'Reporting', tool: 'reporting', href: '/dashboard/reporting/', icon: 'star' },
  {
    name: 'Mail',
    tool: 'contact-forms',
    href: '/dashboard/',
    icon: 'mail',
    today: 'Inbox: messages and reviews from customers',
  },
  {
    name: 'Calendar',
    tool: 'calendar',
    href: '/dashboard/calendar/',
    icon: 'calendar',
  },
  { name: 'My Business', tool: 'my-business', href: '/dashboard/my-business/', icon: 'users' },
  { name: 'Task Manager', tool: 'task-manager', href: '/dashboard/tasks/', icon: 'check' },
];
export const BUILD_TILES = TILES.map((t) => ({ ...t, built: isBuilt(t.tool) }));
export const GRID_SLOTS = 9;

/** Step 7 (web-hosting or complete rank): the draft viewer and the 'Let's get building' grid (9 slots, 6 filled). */
export default function StepBuild() {
  const empty = GRID_SLOTS - BUILD_TILES.length;
  return (
    <div className="wz-step">
      <h2 id="wizard-heading" tabIndex={-1}>
        Your website
      </h2>
      <DraftViewer />
      <h2>Let's get building</h2>
      <ul className="wz-grid">
        {BUILD_TILES.map((t) => (
          <li key={t.name}>
            {t.built ? (
              <a className="wz-tile" href={t.href}>
                <Icon name={t.icon} size={28} />{' '}
                <span>
                  {t.name}
                  {t.today && <small className="wz-tile-today">{t.today}</small>}
                </span>
              </a>
            ) : (
              <span className="wz-tile wz-tile-soon">
                <Icon name={t.icon} size={28} /> {t.name} <small>Not built yet</small>
              </span>
            )}
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => (
          <li key={`empty-${i}`} className="wz-tile-empty" aria-hidden="true" />
        ))}
      </ul>
    </div>
  );
}
