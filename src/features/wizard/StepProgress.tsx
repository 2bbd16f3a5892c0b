import Icon from './Icon.tsx';
import { DRAFT_TIME } from '../../shared/offer.ts';

const DONE = ['Business type', 'Design', 'Business details', 'Account'];

/** Step 6: shown while the website is generated (the wizard polls the status meanwhile). */
export default function StepProgress() {
  return (
    <div className="wz-step wz-progress" aria-busy="true">
      <p className="wz-kicker" role="status">
        Website generation in progress
      </p>
      <ul className="wz-done">
        {DONE.map((d) => (
          <li key={d}>
            <Icon name="check" size={18} /> {d}
          </li>
        ))}
      </ul>
      <p>
        <strong>All steps complete</strong>
      </p>
      <h2 id="wizard-heading" tabIndex={-1}>
        Generating website design assets
      </h2>
      <div className="wz-anim" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className="muted">Completion typically takes {DRAFT_TIME}, please check back shortly to see your new site.</p>
    </div>
  );
}
