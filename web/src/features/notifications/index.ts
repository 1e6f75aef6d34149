// Customer notifications (the list, the unread count) and the admin's /pushnotetool calls.
export { useMarkNotificationsRead, useNotifications, useSendNotification, notificationKeys } from './api/index.ts';
export type { Notification, NotificationAudience, NotificationList, SendNotificationRequest, SendNotificationResult } from './api/index.ts';
export { NotificationBell, type NotificationBellProps } from './components/notification-bell.tsx';
export { NotificationCard, type NotificationCardProps } from './components/notification-card.tsx';
export { NotificationsPanel, type NotificationsPanelProps } from './components/notifications-panel.tsx';
export { COMPOSE_LIMITS, EMPTY_COMPOSE, recipientsText, toAnnouncement, type ComposeErrors, type ComposeField, type ComposeValues, type PersonBy } from './announcement-form.ts';
export { inAppPath } from './links.ts';
