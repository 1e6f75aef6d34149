// The browser app: providers around the router. main.tsx builds the QueryClient (seeded from a
// pre-rendered page's data, see client-start.ts) and the routes, and says who draws the start-up loader.
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import '../components/ui/tokens.css';
import { HydrationBoundary, ServerRenderTimeContext } from '../lib/hydration.ts';
import { StartupLoaderContext, type StartupLoaderOwner } from './layout/startup-loader.ts';
import { AppRoutes } from './app-routes.tsx';
import { AppProviders } from './providers.tsx';

export interface AppProps {
  queryClient: QueryClient;
  routes: RouteObject[];
  loaderOwner: StartupLoaderOwner;
  /** When the page being hydrated was rendered on the server; null for a page the app renders itself. */
  serverRenderTime: Date | null;
}

export function App({ queryClient, routes, loaderOwner, serverRenderTime }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <StartupLoaderContext.Provider value={loaderOwner}>
        <ServerRenderTimeContext.Provider value={serverRenderTime}>
          <HydrationBoundary hydrating={serverRenderTime !== null}>
            <BrowserRouter>
              <AppRoutes routes={routes} />
            </BrowserRouter>
          </HydrationBoundary>
        </ServerRenderTimeContext.Provider>
      </StartupLoaderContext.Provider>
    </AppProviders>
  );
}
