import { Suspense, lazy, useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import StepType from './StepType.tsx';
import { $phase, $step, loadCreator } from './wizard.store.ts';
import { WIZARD_STEP_TOTAL } from './wizard.ts';

// Only the first step is in the page's first load; the others (the design preview's renderer, the sign-up form,
// the payment panel) load when reached (issue 29: 80 KB or less on a first visit).
const STEPS = [
  StepType,
  lazy(() => import('./StepDesign.tsx')),
  lazy(() => import('./StepDetails.tsx')),
  lazy(() => import('./StepAccount.tsx')),
  lazy(() => import('./StepLaunch.tsx')),
  lazy(() => import('./StepProgress.tsx')),
  lazy(() => import('./StepBuild.tsx')),
];
const LOADING = (
  <p className="wz-loading" role="status">
    Generating website builder...
  </p>
);

/** The website creator island (/create-free-website and /create-business-website). */
export default function Island() {
  const phase = useStore($phase);
  const step = useStore($step);
  const shown = useRef<number | null>(null);
  useEffect(() => {
    void loadCreator();
  }, []);
  useEffect(() => {
    if (phase !== 'ready') return;
    const first = shown.current === null;
    shown.current = step;
    if (first) return;
    // On every step change: back to the top of the creator after 50 ms, focus on the step's heading.
    const timer = setTimeout(() => {
      const root = document.getElementById('creator');
      if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView({ behavior: 'smooth', block: 'start' });
      document.getElementById('wizard-heading')?.focus({ preventScroll: true });
    }, 50);
    return () => clearTimeout(timer);
  }, [step, phase]);
  if (phase === 'loading') return LOADING;
  const Step = STEPS[step - 1] ?? StepType;
  return (
    <div className="wizard">
      {step <= 5 && (
        <p className="wz-stepno">
          Step {Math.min(step, WIZARD_STEP_TOTAL)} / {WIZARD_STEP_TOTAL}
        </p>
      )}
      <Suspense fallback={LOADING}>
        <Step />
      </Suspense>
    </div>
  );
}
