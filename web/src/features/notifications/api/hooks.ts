// React Query hooks for the notification calls. Marking as read answers the list after the change,
// which replaces the cached one at once: the badge and the list update without another request.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { notificationKeys, notificationsQueryOptions } from './queries.ts';
import { adminSendNotification, markNotificationsRead, type NotificationList, type SendNotificationRequest, type SendNotificationResult } from './requests.ts';

/**
 * The signed-in customer's notifications. `enabled` is false until the current user is known to be a
 * customer, so the call never holds up the first paint and is never made for visitors or admins.
 */
export function useNotifications(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...notificationsQueryOptions(client), enabled });
}

/** Marks some notifications read, or all of them when called with no ids. */
export function useMarkNotificationsRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<NotificationList, ApiError, readonly string[] | undefined>({
    mutationFn: (ids) => markNotificationsRead(client, ids),
    // Defined here, not on mutate(): it still runs when the customer follows a link and this screen unmounts.
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list, list),
  });
}

/** The /pushnotetool's send. Never retried behind the admin's back: a repeat would notify everyone twice. */
export function useSendNotification() {
  const client = useApiClient();
  return useMutation<SendNotificationResult, ApiError, SendNotificationRequest>({
    mutationFn: (body) => adminSendNotification(client, body),
  });
}
