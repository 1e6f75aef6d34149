// For the forms of pre-rendered pages: they start from the server's snapshot (no kept draft, nobody
// signed in) and, once the client is ready, are mounted afresh from the browser's own state if it
// makes them start differently. Until then their controls are disabled: typing into a form that
// may be replaced would be lost.
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { useHydrated } from '../../lib/hydration.ts';

/** True once the page is hydrated and the current user is known (or failed to load). */
export function useClientReady(): boolean {
  const hydrated = useHydrated();
  const user = useCurrentUser();
  return hydrated && (user.data !== undefined || user.isError);
}

/**
 * The key of a pre-rendered page's form: `startOf()` (what the form's first render depends on, as a
 * string) at the first render, then again once the client is ready. The form mounts afresh only when
 * the two differ (a kept draft, a signed-in person's details, another day); otherwise the hydrated
 * form stays and is just enabled, as re-creating every field is a long task on a cheap phone. Fixed
 * once ready, so a draft saved as someone types never remounts the form under their fingers.
 */
export function useStartKey(ready: boolean, startOf: () => string): string {
  const [first] = useState(startOf);
  const [whenReady, setWhenReady] = useState<string | null>(null);
  // Derived from the render where `ready` turns true (React's "information from previous renders").
  if (ready && whenReady === null) setWhenReady(startOf());
  return ready && whenReady !== null ? whenReady : first;
}

/** Disables every form control inside until the client is ready (no box of its own: see root-layout.css). */
export function UntilReady({ ready, children }: { ready: boolean; children: ReactNode }) {
  return (
    <fieldset className="until-ready" disabled={!ready}>
      {children}
    </fieldset>
  );
}
