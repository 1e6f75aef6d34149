// Query options for the catalogue; it changes rarely, so it stays fresh for ten minutes. Its key is
// shared through the API layer: the admin's catalogue screens invalidate it after a change.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { CATALOGUE_KEY } from '../../../api/query-keys.ts';
import { listServices } from './requests.ts';

export const catalogueKeys = { all: CATALOGUE_KEY };

export function servicesQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: catalogueKeys.all, queryFn: () => listServices(client), staleTime: 10 * 60_000 });
}
