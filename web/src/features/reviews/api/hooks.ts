// React Query hooks for the reviews. Adding a review changes three things the customer can see: the
// public lists and averages, the booking (which now carries its review) and the current user's open
// bookings; all three are asked for again (seed: "after a review submission the page is reloaded").
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceKey } from '@ile/domain';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { BOOKINGS_KEY, CURRENT_USER_KEY } from '../../../api/query-keys.ts';
import type { Review } from '../../../api/types.ts';
import { reviewKeys, reviewsQueryOptions } from './queries.ts';
import { addReview, type ReviewRequest } from './requests.ts';

/** The newest reviews (of one service, or of all) with their summary. */
export function useReviews(service?: ServiceKey) {
  const client = useApiClient();
  return useQuery(reviewsQueryOptions(client, service));
}

/** Asks again for what a review changes: the customer's bookings, the current user, and every review list. */
export function useRefreshAfterReview() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
      queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

export function useAddReview() {
  const client = useApiClient();
  const refresh = useRefreshAfterReview();
  return useMutation<Review, ApiError, ReviewRequest>({
    mutationFn: (body) => addReview(client, body),
    // Defined here, not on mutate(): the refresh still happens if the customer leaves the page at once.
    onSuccess: () => refresh(),
  });
}
