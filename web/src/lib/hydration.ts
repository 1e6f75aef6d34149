// Rendering that must match the server's while React hydrates a pre-rendered page: the first client
// render has to produce the server's markup exactly, so anything only the browser knows (kept drafts,
// today's date, who is signed in) waits until hydration is over.
import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** When the page was rendered on the server; provided by the server render and while hydrating its page. */
export const ServerRenderTimeContext = createContext<Date | null>(null);

/**
 * Whether hydration is over. True unless a provider says otherwise: a page the app renders itself
 * (and every story) starts hydrated; the server render provides false, and HydrationBoundary false
 * until the hydrated page has committed.
 */
export const HydratedContext = createContext(true);

/**
 * Around a tree that `hydrating` is hydrating: false while it hydrates, then true in a transition, so
 * the re-render of everything that waited (the signed-in navigation, the forms taking the browser's
 * state) is sliced like hydration itself instead of one long task on a slow phone (a store read with
 * useSyncExternalStore would re-render them all at once, synchronously).
 */
export function HydrationBoundary({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/** False on the server and during hydration, true after (and at once in a plain client render). */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}

/** The server's render time while rendering on the server or hydrating its page, else null (use the clock). */
export function useServerRenderTime(): Date | null {
  const hydrated = useHydrated();
  const renderedAt = useContext(ServerRenderTimeContext);
  return hydrated ? null : renderedAt;
}
