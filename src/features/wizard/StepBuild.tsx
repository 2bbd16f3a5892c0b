import DraftViewer from './DraftViewer.tsx';
import Icon from './Icon.tsx';
import type { IconName } from '../../shared/catalogue/icons.ts';

/**
 * The dashboard tiles: name, target under /dashboard (blank for Mail and Calendar), icon, and whether
 * that dashboard page exists yet — a tile whose page is not built says so instead of linking to a 404.
 */
export const BUILD_TILES: { name: string; target: string; icon: IconName; built: boolean }[] = [
  { name: 'Web Hosting', target: 'web-hosting', icon: 'store', built: true },
  { name: 'Reporting', target: 'reporting', icon: 'star', built: false },
  { name: 'Mail', target: '', icon: 'mail', built: true },
  { name: 'Calendar', target: '', icon: 'calendar', built: true },
  { name: 'My Business', target: 'my-business', icon: 'users', built: true },
  { name: 'Task Manager', target: 'tasks', icon: 'check', built: false },
];
export const GRID_SLOTS = 9;

/** Step 7 (web-hosting or complete rank): the draft viewer and the 'Let's get building' grid (9 slots, 6 filled). */
export default function StepBuild() {
  const empty = GRID_SLOTS - BUILD_TILES.length;
  return (
    <div className="wz-step">
      <h2 id="wizard-heading" tabIndex={-1}>Your website</h2>
      <DraftViewer />
      <h2>Let's get building</h2>
      <ul className="wz-grid">
        {BUILD_TILES.map((t) => (
          <li key={t.name}>
            {t.built ? (
              <a className="wz-tile" href={t.target ? `/dashboard/${t.target}/` : '/dashboard/'}><Icon name={t.icon} size={28} /> {t.name}</a>
            ) : (
              <span className="wz-tile wz-tile-soon"><Icon name={t.icon} size={28} /> {t.name} <small>Coming soon</small></span>
            )}
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => <li key={`empty-${i}`} className="wz-tile-empty" aria-hidden="true" />)}
      </ul>
    </div>
  );
}
