export { listNotifications, markNotificationsRead, adminSendNotification } from './requests.ts';
export type { Notification, NotificationAudience, NotificationList, SendNotificationRequest, SendNotificationResult } from './requests.ts';
export { notificationKeys, notificationsQueryOptions, NOTIFICATIONS_POLL_MS } from './queries.ts';
export { useNotifications, useMarkNotificationsRead, useSendNotification } from './hooks.ts';
