// For the forms of pre-rendered pages: they start from the server's snapshot (no kept draft, nobody
// signed in) and are mounted afresh from the browser's own state once this turns true.
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { useHydrated } from '../../lib/hydration.ts';

/** True once the page is hydrated and the current user is known (or failed to load). */
export function useClientReady(): boolean {
  const hydrated = useHydrated();
  const user = useCurrentUser();
  return hydrated && (user.data !== undefined || user.isError);
}
