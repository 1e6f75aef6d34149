// For the forms of pre-rendered pages: they start from the server's snapshot (no kept draft, nobody
// signed in) and are mounted afresh from the browser's own state once the client is ready. Until
// then their controls are disabled: typing into a form that is about to be replaced would be lost.
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { useHydrated } from '../../lib/hydration.ts';

/** True once the page is hydrated and the current user is known (or failed to load). */
export function useClientReady(): boolean {
  const hydrated = useHydrated();
  const user = useCurrentUser();
  return hydrated && (user.data !== undefined || user.isError);
}

/** Disables every form control inside until the client is ready (no box of its own: see root-layout.css). */
export function UntilReady({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <fieldset className="until-ready" disabled={!ready}>
      {children}
    </fieldset>
  );
}
