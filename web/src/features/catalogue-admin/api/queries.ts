// Query keys and options for the admin's catalogue screens. They live under the shared catalogue key,
// apart from the public entry (exactly CATALOGUE_KEY), so the admin never sees the bundled placeholder.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { CATALOGUE_KEY } from '../../../api/query-keys.ts';
import { adminGetService, listCatalogue } from './requests.ts';

export const catalogueAdminKeys = {
  list: [...CATALOGUE_KEY, 'admin', 'list'] as const,
  service: (id: string) => [...CATALOGUE_KEY, 'admin', 'service', id] as const,
};

export function catalogueListQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: catalogueAdminKeys.list, queryFn: () => listCatalogue(client) });
}

export function adminServiceQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: catalogueAdminKeys.service(id), queryFn: () => adminGetService(client, id) });
}
