// React Query hooks for inviting a friend: the call, and its answer kept in the cache under `send_ref`.
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { referralKeys } from './queries.ts';
import { sendReferral, type Referral, type ReferralRequest } from './requests.ts';

export function useSendReferral() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Referral, ApiError, ReferralRequest>({
    mutationFn: (body) => sendReferral(client, body),
    onSuccess: (referral) => queryClient.setQueryData(referralKeys.sent, referral),
  });
}

/** The last invitation sent from this tab, if any (nothing is fetched). */
export function useSentReferral(): Referral | undefined {
  return useQuery<Referral>({ queryKey: referralKeys.sent, queryFn: skipToken, staleTime: Infinity }).data;
}
