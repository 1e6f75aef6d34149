// React Query hooks for data rights. Marketing consent replaces the current user (its answer is the
// account); deleting the account leaves the app signed out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { CURRENT_USER_KEY } from '../../../api/query-keys.ts';
import type { CurrentUser } from '../../../api/types.ts';
import { adminErasePerson, adminExportPersonData, adminFindPeople, deleteMyAccount, exportMyData, setMarketingTexts, type PersonalData } from './requests.ts';

export function useSetMarketingTexts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiError, boolean>({
    mutationFn: (value) => setMarketingTexts(client, value),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

/** The download: the document is fetched, then handed to `save` (a Blob link) by the caller. */
export function useExportMyData() {
  const client = useApiClient();
  return useMutation<PersonalData, ApiError, void>({ mutationFn: () => exportMyData(client) });
}

/**
 * `onDeleted` navigates away and resolves once the next page is on screen; only then is the app signed
 * out, so this page's guard never sees the signed-out state (it would send them to /signin instead).
 */
export function useDeleteMyAccount(onDeleted: () => Promise<void>) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ erased: true }, ApiError, void>({
    mutationFn: () => deleteMyAccount(client),
    // Signed out by the server: the app forgets the account and everything it had loaded.
    onSuccess: async () => {
      await onDeleted();
      // Asked again rather than set here: the page has left before the answer (signed out) arrives.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_KEY[0] });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

export function useFindPeople(q: string) {
  const client = useApiClient();
  return useQuery({ queryKey: ['admin', 'people', q], queryFn: () => adminFindPeople(client, q), enabled: q.trim().length >= 3 });
}

export function useAdminExportPersonData() {
  const client = useApiClient();
  return useMutation<PersonalData, ApiError, string>({ mutationFn: (id) => adminExportPersonData(client, id) });
}

export function useAdminErasePerson() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ erased: true }, ApiError, { id: string; reason: string }>({
    mutationFn: ({ id, reason }) => adminErasePerson(client, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'people'] }),
  });
}
