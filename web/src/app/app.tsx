// The browser app: providers around the data router. main.tsx builds the QueryClient and the router
// (seeded from a pre-rendered page's data, see client-start.ts) and says who draws the start-up loader.
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import '../components/ui/tokens.css';
import { HydrationBoundary, ServerRenderTimeContext } from '../lib/hydration.ts';
import { StartupLoaderContext, type StartupLoaderOwner } from './layout/startup-loader.ts';
import { AppProviders } from './providers.tsx';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  loaderOwner: StartupLoaderOwner;
  /** When the page being hydrated was rendered on the server; null for a page the app renders itself. */
  serverRenderTime: Date | null;
}

export function App({ queryClient, router, loaderOwner, serverRenderTime }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <StartupLoaderContext value={loaderOwner}>
        <ServerRenderTimeContext value={serverRenderTime}>
          <HydrationBoundary hydrating={serverRenderTime !== null}>
            <RouterProvider router={router} />
          </HydrationBoundary>
        </ServerRenderTimeContext>
      </StartupLoaderContext>
    </AppProviders>
  );
}
