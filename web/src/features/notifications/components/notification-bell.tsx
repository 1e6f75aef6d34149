// The bell in the navigation bar for signed-in customers: how many notifications are unread, linking
// to the list on /dashboard. It asks only once the current user is known to be a customer, so the
// first paint never waits for it, and it shows nothing until the answer comes.
import { Link } from 'react-router-dom';
import { Bell } from '../../../components/icons/index.ts';
import { useNotifications } from '../api/hooks.ts';
import './notifications.css';

export interface NotificationBellProps {
  /** True only for a signed-in customer or pro. */
  enabled: boolean;
  /** Where the list is: /dashboard#notifications (a pro's: /pro/jobs#notifications). */
  to: string;
}

export function NotificationBell({ enabled, to }: NotificationBellProps) {
  const notifications = useNotifications(enabled);
  if (!enabled) return null;
  const unread = notifications.data?.unread ?? 0;
  return (
    <Link to={to} className="notification-bell" aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}>
      <Bell size={22} aria-hidden="true" />
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true" data-testid="unread-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
