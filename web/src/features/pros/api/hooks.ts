// React Query hooks for the pro application: the call, and the receipt it leaves in the cache.
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import type { ProApplication, ProApplicationRequest } from '../../../api/types.ts';
import { proKeys } from './queries.ts';
import { applyAsPro } from './requests.ts';

export function useApplyAsPro() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ProApplication, ApiError, ProApplicationRequest>({
    mutationFn: (body) => applyAsPro(client, body),
    onSuccess: (application) => queryClient.setQueryData(proKeys.application, application),
  });
}

/** The receipt of the application sent from this tab, if any (kept under `apply`; nothing is fetched). */
export function useProApplicationReceipt(): ProApplication | undefined {
  return useQuery<ProApplication>({ queryKey: proKeys.application, queryFn: skipToken, staleTime: Infinity }).data;
}

/** Forgets the receipt, so the form shows again (someone else applying from the same phone). */
export function useForgetProApplication(): () => void {
  const queryClient = useQueryClient();
  // Reset, not remove: the screen's observer must hear that the receipt is gone.
  return () => void queryClient.resetQueries({ queryKey: proKeys.application, exact: true });
}
