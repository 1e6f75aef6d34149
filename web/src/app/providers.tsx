// Everything a screen needs from above: the QueryClient and the API client.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiClientProvider } from '../api/api-client-context.tsx';
import { getDefaultApiClient, type ApiClient } from '../api/client.ts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient?: ApiClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, apiClient = getDefaultApiClient(), children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
