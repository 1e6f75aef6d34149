// The browser app: providers around the data router. main.tsx builds the QueryClient and the router
// (seeded from a pre-rendered page's data, see client-start.ts) and says who draws the start-up loader.
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import '../components/ui/tokens.css';
import { StartupLoaderContext, type StartupLoaderOwner } from './layout/startup-loader.ts';
import { AppProviders } from './providers.tsx';

export interface AppProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  loaderOwner: StartupLoaderOwner;
}

export function App({ queryClient, router, loaderOwner }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <StartupLoaderContext value={loaderOwner}>
        <RouterProvider router={router} />
      </StartupLoaderContext>
    </AppProviders>
  );
}
