// The customer's notifications on /dashboard: latest first, unread ones marked, a link followed (and
// that notification marked read on the way), "mark all as read" in one call. The list is the same cache
// entry as the navigation's unread count, so both change together.
import { useState, type ReactNode } from 'react';
import { Bell, RotateCw } from '../../../components/icons/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { useMarkNotificationsRead, useNotifications } from '../api/hooks.ts';
import type { Notification } from '../api/requests.ts';
import { inAppPath } from '../links.ts';
import { NotificationCard } from './notification-card.tsx';
import './notifications.css';

/** How many show before "show all": the bookings below stay in reach on a phone. */
export const FIRST_SHOWN = 5;

function latestFirst(items: readonly Notification[]): Notification[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export interface NotificationsPanelProps {
  /** Shown at the end of the panel: the screen composes other features here (phone notifications). */
  children?: ReactNode;
  /** What an empty list says: a customer hears about bookings, a pro about jobs. */
  emptyText?: string;
}

export function NotificationsPanel({ children, emptyText = 'Nothing new. We’ll tell you here when a pro is assigned or your booking changes.' }: NotificationsPanelProps = {}) {
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const [showAll, setShowAll] = useState(false);
  const unread = notifications.data?.unread ?? 0;
  const items = latestFirst(notifications.data?.items ?? []);
  const shown = showAll ? items : items.slice(0, FIRST_SHOWN);

  return (
    <section id="notifications" className="notifications" aria-labelledby="notifications-heading" tabIndex={-1}>
      <div className="notifications__top">
        <h2 id="notifications-heading">
          Notifications
          {unread > 0 ? <span className="notifications__count">{`${unread} new`}</span> : null}
        </h2>
        {unread > 0 ? (
          <Button variant="ghost" size="sm" loading={markRead.isPending && markRead.variables === undefined} loadingLabel="Marking…" onClick={() => markRead.mutate(undefined)}>
            Mark all as read
          </Button>
        ) : null}
      </div>
      {markRead.isError ? (
        <Alert tone="error" title="We couldn’t mark your notifications as read" live>
          <p>{markRead.error.message}</p>
        </Alert>
      ) : null}
      {notifications.isPending ? (
        <div className="notifications__list" role="status" aria-label="Loading your notifications">
          <div className="notification notification--skeleton" aria-hidden="true" />
        </div>
      ) : notifications.isError ? (
        <Alert tone="warning" title="We couldn’t load your notifications">
          <p>{notifications.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void notifications.refetch()} loading={notifications.isFetching} loadingLabel="Trying again…">
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <p className="notifications__empty">
          <Bell size={20} aria-hidden="true" />
          {emptyText}
        </p>
      ) : (
        <>
          <ul className="notifications__list" aria-label="Your notifications, newest first">
            {shown.map((n) => (
              <li key={n.id}>
                <NotificationCard notification={n} onOpen={n.readAt === null ? () => markRead.mutate([n.id]) : undefined}>
                  {n.readAt === null && !inAppPath(n.link) ? (
                    <Button variant="ghost" size="sm" className="notification__mark" aria-label={`Mark as read: ${n.title}`} onClick={() => markRead.mutate([n.id])}>
                      Mark as read
                    </Button>
                  ) : null}
                </NotificationCard>
              </li>
            ))}
          </ul>
          {items.length > FIRST_SHOWN ? (
            <Button variant="ghost" size="sm" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? 'Show fewer' : `Show all ${items.length} notifications`}
            </Button>
          ) : null}
        </>
      )}
      {children}
    </section>
  );
}
