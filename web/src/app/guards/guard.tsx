// Reusable guard route elements. An allowed visitor sees the child screen, or the not-found screen
// when no screen exists there (yet); everyone else is redirected or told the page does not exist.
import { Navigate, useLocation, useOutlet } from 'react-router-dom';
import { FullScreenLoader } from '../../components/ui/index.ts';
import { useCurrentUserState } from '../../features/auth/api/index.ts';
import { hasDraft } from '../../lib/booking-draft.ts';
import { NotFoundScreen } from '../routes/not-found/not-found.tsx';
import { decideAccess, type AccessRule } from './access.ts';

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
    // A draft that can't be read (old shape, another app's value) is no order to finish.
    hasChosenService: rule === 'order' ? hasDraft() : false,
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
