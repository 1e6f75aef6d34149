// The app's side of the start-up loader index.html draws inline (see the script there): the
// current-user answer it already asked for, and removing the loader when the app decides.
import { createContext } from 'react';

interface DocumentStartup {
  /**
   * GET /app/current_user, asked once: index.html asks before any of the app's JavaScript arrives
   * (or, for a browser with no session, once the page has painted), and this returns that request.
   */
  ask: () => Promise<Response>;
  /** performance.now() when that answer came, or null while it has not. */
  knownAt: number | null;
  hide: () => void;
}

declare global {
  interface Window {
    ileStartup?: DocumentStartup;
  }
}

function documentStartup(): DocumentStartup | undefined {
  return typeof window === 'undefined' ? undefined : window.ileStartup;
}

let taken = false;

/** The current-user answer index.html asked for, once: a second caller (a Try again) asks anew. */
export function takeStartupUserResponse(): Promise<Response> | null {
  const startup = documentStartup();
  if (!startup || taken) return null;
  taken = true;
  return startup.ask();
}

/** Removes the inline loader now (nothing happens when it is gone already). */
export function hideDocumentLoader(): void {
  documentStartup()?.hide();
}

/**
 * Removes the inline loader `extraMs` after the current user became known (the specification's
 * rule), counting from the answer's arrival, not from now: the app may have hydrated late.
 * Returns a cancel function.
 */
export function hideDocumentLoaderAfter(extraMs: number): () => void {
  const startup = documentStartup();
  const knownAt = startup?.knownAt ?? performance.now();
  const timer = window.setTimeout(hideDocumentLoader, Math.max(0, knownAt + extraMs - performance.now()));
  return () => window.clearTimeout(timer);
}

/**
 * Who draws the start-up loader. 'app': StartupGate draws it (pages the app renders itself, stories).
 * 'document': the page was pre-rendered and index.html's inline loader covers it, so StartupGate
 * renders the page at once (as the server did) and only takes the loader away, or shows the
 * connection problem.
 */
export type StartupLoaderOwner = 'app' | 'document';

export const StartupLoaderContext = createContext<StartupLoaderOwner>('app');
