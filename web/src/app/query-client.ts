import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';

/** The app's QueryClient: retries only transient failures, never a 4xx the server meant. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < 2 && (!isApiError(error) || error.status === 0 || error.status >= 500),
        refetchOnWindowFocus: false,
      },
      // A write is never repeated behind the person's back.
      mutations: { retry: false },
    },
  });
}
