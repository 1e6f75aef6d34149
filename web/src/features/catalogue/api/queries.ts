// Query options for the catalogue; it changes rarely, so it stays fresh for ten minutes.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { listServices } from './requests.ts';

export const catalogueKeys = { all: ['catalogue'] as const };

export function servicesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: catalogueKeys.all, queryFn: () => listServices(client), staleTime: 10 * 60_000 });
}
