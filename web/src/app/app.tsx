// The browser app: providers around the data router.
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import '../components/ui/tokens.css';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRoutes } from './route-tree.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
