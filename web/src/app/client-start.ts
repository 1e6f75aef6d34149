// What the browser app needs before its first render: the QueryClient seeded with what the page
// already holds (a pre-rendered page's catalogue, the current-user answer index.html asked for), and
// for a pre-rendered page the current route's screens downloaded, so hydration renders exactly what
// the server rendered instead of a fallback.
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import { CATALOGUE_KEY } from '../api/query-keys.ts';
import { DEFAULT_REQUEST_TIMEOUTS, withTimeout } from '../api/timeout.ts';
import { currentUserQueryOptions } from '../features/auth/api/index.ts';
import { takeStartupUserResponse } from './layout/startup-loader.ts';
import type { PageData } from './prerender/page-data.ts';

/**
 * Seeds the cache. The catalogue counts as fetched now: the BFF served the page with the live catalogue
 * (it re-renders a page whose catalogue changed), so there is nothing newer to ask for.
 */
export function seedQueryClient(queryClient: QueryClient, client: ApiClient, page: PageData | null): void {
  if (page) queryClient.setQueryData(CATALOGUE_KEY, page.catalogue, { updatedAt: Date.now() });
  const startup = takeStartupUserResponse();
  if (startup) {
    // The same time-out as any read: the answer index.html waits for may still hang.
    const answer = withTimeout(() => startup, DEFAULT_REQUEST_TIMEOUTS);
    void queryClient.prefetchQuery(currentUserQueryOptions(client, answer));
  }
}

/**
 * Settles once every stylesheet link of the document has loaded (or failed). A pre-rendered page
 * paints with the rules its markup uses inlined and loads the whole stylesheet alongside the app
 * (index.html's startScripts): the app waits for it, so nothing it then shows (an error message,
 * the signed-in navigation) appears unstyled.
 */
export function stylesheetsLoaded(doc: Document, giveUpMs = 5000): Promise<void> {
  const pending = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => link.sheet === null);
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          // One that failed before we looked never fires again: the app starts anyway, unstyled extras and all.
          setTimeout(resolve, giveUpMs);
        }),
    ),
  ).then(() => undefined);
}

/**
 * Settles in a later task, letting the browser paint and answer a tap in between: start-up runs as
 * several short tasks instead of one long one (on a cheap phone a long task is a tap that does
 * nothing). scheduler.yield where the browser has it (the rest of start-up keeps its place at the
 * front of the queue), a zero timer elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
