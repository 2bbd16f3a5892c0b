import DraftViewer from './DraftViewer.tsx';
import Icon from './Icon.tsx';
import type { IconName } from '../catalogue/icons.ts';

/** The dashboard tiles: name, target under /dashboard (blank for Mail and Calendar) and icon. */
export const BUILD_TILES: { name: string; target: string; icon: IconName }[] = [
  { name: 'Web Hosting', target: 'web-hosting', icon: 'store' },
  { name: 'Reporting', target: 'reporting', icon: 'star' },
  { name: 'Mail', target: '', icon: 'mail' },
  { name: 'Calendar', target: '', icon: 'calendar' },
  { name: 'My Business', target: 'my-business', icon: 'users' },
  { name: 'Task Manager', target: 'tasks', icon: 'check' },
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
            <a className="wz-tile" href={t.target ? `/dashboard/${t.target}` : '/dashboard'}><Icon name={t.icon} size={28} /> {t.name}</a>
          </li>
        ))}
        {Array.from({ length: empty }, (_, i) => <li key={`empty-${i}`} className="wz-tile-empty" aria-hidden="true" />)}
      </ul>
    </div>
  );
}
