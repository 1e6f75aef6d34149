// Query keys and options for the public reviews. Everything lives under ['reviews', …] (REVIEWS_KEY,
// shared with the admin's inbox): the landing page reads ['reviews'], a service page
// ['reviews', service]; after a review is added or hidden the whole prefix is invalidated.
import { queryOptions } from '@tanstack/react-query';
import type { ServiceKey } from '@ile/domain';
import type { ApiClient } from '../../../api/client.ts';
import { REVIEWS_KEY } from '../../../api/query-keys.ts';
import { listReviews } from './requests.ts';

/** How many reviews a page shows: enough to judge by, little enough for a slow connection. */
export const REVIEWS_SHOWN = 6;

export const reviewKeys = {
  all: REVIEWS_KEY,
  list: (service?: ServiceKey) => (service ? ([...REVIEWS_KEY, service] as const) : REVIEWS_KEY),
};

export function reviewsQueryOptions(client: ApiClient, service?: ServiceKey) {
  return queryOptions({
    queryKey: reviewKeys.list(service),
    queryFn: () => listReviews(client, { ...(service ? { service } : {}), limit: REVIEWS_SHOWN }),
    // Reviews arrive a few a day: no need to ask again on every visit to the page.
    staleTime: 5 * 60_000,
  });
}
