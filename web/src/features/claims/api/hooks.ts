// React Query hook for raising a claim. The answer changes the booking (it now carries the claim), so
// the customer's bookings and the current user are refetched, as after any change to a booking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { BOOKINGS_KEY, CURRENT_USER_KEY } from '../../../api/query-keys.ts';
import { raiseClaim, type Claim, type ClaimRequest } from './requests.ts';

export function useRaiseClaim(bookingId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Claim, ApiError, ClaimRequest>({
    mutationFn: (body) => raiseClaim(client, bookingId, body),
    // Not awaited: the reference shows at once, the lists catch up behind it.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}
