// Notification records → the spec's Notification and NotificationList.
import type { Schemas } from '../../api/types.ts';
import type { NotificationRecord } from './repository.ts';

export type Notification = Schemas['Notification'];
export type NotificationList = Schemas['NotificationList'];

export function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    kind: record.kind,
    title: record.title,
    body: record.body,
    link: record.link,
    readAt: record.readAt ? record.readAt.toISOString() : null,
    createdAt: record.createdAt.toISOString(),
  };
}
