// What every story is rendered in: a fresh QueryClient (no retries, nothing shared between stories),
// the API client, and a memory router that starts where the story says.
import { useLayoutEffect, useState, type ComponentType } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation, type InitialEntry, type RouteObject } from 'react-router-dom';
import { AppRoutes } from '../../app/app-routes.tsx';
import { AppProviders } from '../../app/providers.tsx';
import { createApiClient } from '../../api/client.ts';
import type { RequestTimeouts } from '../../api/timeout.ts';

export interface StoryRouterParameters {
  /** Where the memory router starts, e.g. '/signin' or '/reset-password?token=…'. */
  path?: string;
  /** Location state of the first entry, e.g. { from: '/order/finalize' } as a guard would leave it. */
  state?: unknown;
  /**
   * A route tree to render instead of the bare story: screen stories pass the real app routes so the
   * shell, guards and redirects behave exactly as in the app.
   */
  routes?: () => RouteObject[];
}

/** The story's location as last rendered (path, search and hash). */
let currentLocation = '';
/** Stories share one page: each first entry gets a key of its own, so no story restores another's scroll position. */
let stories = 0;

/** Where the story's router is now (path, search and hash): what play functions assert after a redirect. */
export function storyLocation(): string {
  return currentLocation;
}

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  useLayoutEffect(() => {
    currentLocation = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return null;
}

/**
 * Stories never time out unless they ask to (`apiTimeouts`): a loading story whose answer never comes
 * keeps its loading state instead of turning into the 20 s time-out error. (The largest delay a
 * browser timer takes: a longer one fires at once.)
 */
export const STORY_NO_TIMEOUTS: RequestTimeouts = { readMs: 2_147_483_647, writeMs: 2_147_483_647 };

function createStoryQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

export interface StoryProvidersProps {
  Story: ComponentType;
  router?: StoryRouterParameters | undefined;
  /** The `apiTimeouts` parameter: short time-outs so a time-out story fails in a blink; none by default. */
  apiTimeouts?: RequestTimeouts | undefined;
}

export function StoryProviders({ Story, router: options = {}, apiTimeouts = STORY_NO_TIMEOUTS }: StoryProvidersProps) {
  const [queryClient] = useState(createStoryQueryClient);
  const [apiClient] = useState(() => createApiClient({ timeouts: apiTimeouts }));
  const [routes] = useState(() => options.routes?.() ?? [{ path: '*', element: <Story /> }]);
  const [first] = useState((): InitialEntry => {
    stories += 1;
    currentLocation = '';
    return { ...splitPath(options.path ?? '/'), state: options.state ?? null, key: `story-${stories}` };
  });
  return (
    <AppProviders queryClient={queryClient} apiClient={apiClient}>
      <MemoryRouter initialEntries={[first]}>
        <LocationProbe />
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </AppProviders>
  );
}

function splitPath(path: string): { pathname: string; search: string; hash: string } {
  const url = new URL(path, 'http://story.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
