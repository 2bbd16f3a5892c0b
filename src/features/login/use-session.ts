/**
 * The signed-in state for account islands, from the one auth store. The header script loads it
 * when the hint cookie says a session may exist; with no hint there is nothing to ask.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, $authState, hasSignedInHint, loadAuth, type AuthResponse } from '../auth/auth.store.ts';

export function useSession(): { ready: boolean; auth: AuthResponse } {
  const auth = useStore($auth);
  const state = useStore($authState);
  useEffect(() => {
    if ($authState.get() === 'ready') return;
    if (!hasSignedInHint(document.cookie)) {
      $authState.set('ready');
      return;
    }
    // header.ts normally starts the load; start it here if it has not within a moment.
    const timer = setTimeout(() => {
      if ($authState.get() === 'loading') void loadAuth();
    }, 1500);
    return () => clearTimeout(timer);
  }, []);
  return { ready: state === 'ready', auth };
}

/** Full page load, as §4 asks after a registration or login. */
export function goTo(path: string): void {
  window.location.assign(path);
}
