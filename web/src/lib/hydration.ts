// Rendering that must match the server's while React hydrates a pre-rendered page: the first client
// render has to produce the server's markup exactly, so anything only the browser knows (kept drafts,
// today's date, who is signed in) waits until hydration is over.
import { createContext, useContext, useSyncExternalStore } from 'react';

/** When the page was rendered on the server; provided by the server render and while hydrating its page. */
export const ServerRenderTimeContext = createContext<Date | null>(null);

const noSubscription = () => () => undefined;

/** False on the server and during hydration, true after (and at once in a plain client render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The server's render time while rendering on the server or hydrating its page, else null (use the clock). */
export function useServerRenderTime(): Date | null {
  const hydrated = useHydrated();
  const renderedAt = useContext(ServerRenderTimeContext);
  return hydrated ? null : renderedAt;
}
