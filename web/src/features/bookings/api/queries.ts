// Query keys and query-options factories for the booking calls.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { BOOKINGS_KEY } from '../../../api/query-keys.ts';
import { listBookings } from './requests.ts';

export const bookingKeys = {
  all: BOOKINGS_KEY,
  list: [...BOOKINGS_KEY, 'list'] as const,
};

export function bookingsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: bookingKeys.list,
    // The signal lets react-query abort the call when nobody waits for it any more (the customer left).
    queryFn: ({ signal }) => listBookings(client, signal),
    // Status moves on the server (payment, dispatch): refetch when the customer comes back to the tab.
    staleTime: 30_000,
  });
}
