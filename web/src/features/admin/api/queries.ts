// Query keys and query-options factories for the admin calls. Everything sits under ['admin'], so a
// change (an assignment, a decision) can refresh the lists and counts in one invalidation.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { ADMIN_OVERVIEW_KEY } from '../../../api/query-keys.ts';
import { adminGetBooking, adminGetPro, adminListBookings, adminListPros, adminOverview, type AdminBookingsQuery, type AdminProsQuery } from './requests.ts';

export const adminKeys = {
  all: ['admin'] as const,
  overview: ADMIN_OVERVIEW_KEY,
  bookingLists: ['admin', 'bookings'] as const,
  bookings: (query: AdminBookingsQuery) => ['admin', 'bookings', query] as const,
  bookingItems: ['admin', 'booking'] as const,
  booking: (id: string) => ['admin', 'booking', id] as const,
  proLists: ['admin', 'pros'] as const,
  pros: (query: AdminProsQuery) => ['admin', 'pros', query] as const,
  proItems: ['admin', 'pro'] as const,
  pro: (id: string) => ['admin', 'pro', id] as const,
};

// The queue moves as customers pay and book: fresh for a short while, refetched when the admin comes back.
const QUEUE_STALE_MS = 15_000;

export function adminOverviewQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: adminKeys.overview, queryFn: () => adminOverview(client), staleTime: QUEUE_STALE_MS });
}

export function adminBookingsQueryOptions(client: ApiClient, query: AdminBookingsQuery) {
  return queryOptions({
    queryKey: adminKeys.bookings(query),
    queryFn: () => adminListBookings(client, query),
    staleTime: QUEUE_STALE_MS,
    // Paging or filtering keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function adminBookingQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: adminKeys.booking(id), queryFn: () => adminGetBooking(client, id), staleTime: QUEUE_STALE_MS });
}

export function adminProsQueryOptions(client: ApiClient, query: AdminProsQuery) {
  return queryOptions({ queryKey: adminKeys.pros(query), queryFn: () => adminListPros(client, query), staleTime: QUEUE_STALE_MS, placeholderData: keepPreviousData });
}

export function adminProQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: adminKeys.pro(id), queryFn: () => adminGetPro(client, id), staleTime: QUEUE_STALE_MS });
}
