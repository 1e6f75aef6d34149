// Plain request functions for the notification calls: a client in, the answer's `data` out, or an
// ApiError thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components, paths } from '@ile/domain/schema';

export type Notification = components['schemas']['Notification'];
/** The latest 50 notifications, newest first, and how many of all of them are unread. */
export type NotificationList = components['schemas']['NotificationList'];
export type SendNotificationRequest = paths['/app/admin/notifications']['post']['requestBody']['content']['application/json'];
export type NotificationAudience = SendNotificationRequest['audience'];
export type SendNotificationResult = paths['/app/admin/notifications']['post']['responses'][200]['content']['application/json']['data'];

/** The signed-in customer's notifications (customers only: 401 signed out, 403 for an admin). */
export async function listNotifications(client: ApiClient): Promise<NotificationList> {
  return (await unwrap(client.GET('/app/notifications'))).data;
}

/**
 * Marks the given notifications as read, or every one of them when `ids` is left out (the body is
 * then `{}`, one call however many there are). The answer is the list after the change.
 */
export async function markNotificationsRead(client: ApiClient, ids?: readonly string[]): Promise<NotificationList> {
  const body = ids === undefined ? {} : { ids: [...ids] };
  return (await unwrap(client.POST('/app/notifications/read', { body }))).data;
}

/** The /pushnotetool (admins only): an in-app notification to every customer or to one, by e-mail. */
export async function adminSendNotification(client: ApiClient, body: SendNotificationRequest): Promise<SendNotificationResult> {
  return (await unwrap(client.POST('/app/admin/notifications', { body }))).data;
}
