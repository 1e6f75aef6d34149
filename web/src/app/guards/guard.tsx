// Reusable guard route elements. An allowed visitor sees the child screen, or the not-found screen
// when no screen exists there (yet); everyone else is redirected or told the page does not exist.
import { useMemo, useState } from 'react';
import { Navigate, useLocation, useOutlet, useOutletContext } from 'react-router-dom';
import { FullScreenLoader } from '../../components/ui/index.ts';
import { useCurrentUserState } from '../../features/auth/api/index.ts';
import { hasDraft } from '../../lib/booking-draft.ts';
import { NotFoundScreen } from '../routes/not-found/not-found.tsx';
import { decideAccess, type AccessRule } from './access.ts';

/** What a guest screen may ask of its guard (through the outlet context). */
export interface GuestGuardControl {
  /**
   * Keep this screen after the visitor signs in or up, instead of sending them on at once: it has
   * more to do (book) and navigates on by itself. Call it before the sign-in request leaves.
   */
  holdAfterSignIn: () => void;
  /** The work failed before anyone signed in: the guard decides again as usual. */
  release: () => void;
}

/** The guest guard's control, or null outside one (a screen rendered on its own). */
export function useGuestGuardControl(): GuestGuardControl | null {
  return useOutletContext<GuestGuardControl | undefined>() ?? null;
}

export function Guard({ rule }: { rule: AccessRule }) {
  const user = useCurrentUserState();
  const location = useLocation();
  // State, not a ref: set in the submit handler, it is rendered long before the sign-in answer
  // writes the new user, so the guard never sees the user without the hold.
  const [held, setHeld] = useState(false);
  const control = useMemo<GuestGuardControl>(() => ({ holdAfterSignIn: () => setHeld(true), release: () => setHeld(false) }), []);
  const outlet = useOutlet(rule === 'guest' ? control : undefined);
  const here = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess({
    rule,
    user,
    here,
    fromState: location.state,
    // A draft that can't be read (old shape, another app's value) is no order to finish.
    hasChosenService: rule === 'order' ? hasDraft() : false,
    held: rule === 'guest' && held,
  });
  switch (decision.kind) {
    case 'wait':
      return <FullScreenLoader />;
    case 'deny':
      return <NotFoundScreen />;
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.from ? { from: decision.from } : undefined} />;
    case 'allow':
      return outlet ?? <NotFoundScreen />;
  }
}
