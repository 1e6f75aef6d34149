// Reusable guard route elements. An allowed visitor sees the child screen, or the not-found screen
// when no screen exists there (yet); everyone else is redirected or told the page does not exist.
import { Navigate, useLocation, useOutlet } from 'react-router-dom';
import { FullScreenLoader } from '../../components/ui/index.ts';
import { CHOSEN_SERVICE_KEY } from '../../config/routes.ts';
import { useCurrentUserState } from '../../features/auth/api/index.ts';
import { NotFoundScreen } from '../routes/not-found/not-found.tsx';
import { decideAccess, type AccessRule } from './access.ts';

function hasChosenService(): boolean {
  try {
    return window.localStorage.getItem(CHOSEN_SERVICE_KEY) !== null;
  } catch {
    // Storage can be off (private mode, full disk): then nothing was chosen.
    return false;
  }
}

export function Guard({ rule }: { rule: AccessRule }) {
  const user = useCurrentUserState();
  const location = useLocation();
  const outlet = useOutlet();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const decision = decideAccess({
    rule,
    user,
    here,
    fromState: location.state,
    hasChosenService: rule === 'order' ? hasChosenService() : false,
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
