// Lets a tree use another ApiClient than the browser default (stories and tests can inject one).
import { createContext, useContext, type ReactNode } from 'react';
import { getDefaultApiClient, type ApiClient } from './client.ts';

const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  return useContext(ApiClientContext) ?? getDefaultApiClient();
}
