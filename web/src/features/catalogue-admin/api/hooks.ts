// React Query hooks for the admin's catalogue screens. A save answers the entry as stored, which
// replaces the cached one; the public catalogue and the admin list are then refetched so the site's
// pages show the new prices straight away.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { CATALOGUE_KEY } from '../../../api/query-keys.ts';
import { adminServiceQueryOptions, catalogueAdminKeys, catalogueListQueryOptions } from './queries.ts';
import { adminUpdateService, type AdminService, type ServiceUpdate } from './requests.ts';

export function useCatalogueForAdmin() {
  const client = useApiClient();
  return useQuery(catalogueListQueryOptions(client));
}

export function useAdminService(id: string) {
  const client = useApiClient();
  return useQuery(adminServiceQueryOptions(client, id));
}

export function useUpdateService(id: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AdminService, ApiError, ServiceUpdate>({
    mutationFn: (body) => adminUpdateService(client, id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(catalogueAdminKeys.service(id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CATALOGUE_KEY, exact: true }),
        queryClient.invalidateQueries({ queryKey: catalogueAdminKeys.list }),
      ]);
    },
  });
}
