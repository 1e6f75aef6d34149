// Query keys and options for the customer's notifications: one cache entry that the navigation's
// unread count and the dashboard's list share, so they never disagree.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { listNotifications } from './requests.ts';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
};

/** How often the list is asked for again while the tab is visible (react-query pauses it in a hidden tab). */
export const NOTIFICATIONS_POLL_MS = 60_000;

export function notificationsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: notificationKeys.list,
    queryFn: () => listNotifications(client),
    staleTime: 30_000,
    // Booking news arrives while the customer is elsewhere: look again when they come back, and
    // gently now and then while they stay (never in a background tab: refetchIntervalInBackground is off).
    refetchOnWindowFocus: true,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
