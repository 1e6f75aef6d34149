// One notification as the customer sees it: what happened, when (WAT), unread marked in words as
// well as colour, and its link followed inside the app. The /pushnotetool's preview draws the same card.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, ChevronRight, Megaphone } from '../../../components/icons/index.ts';
import { formatDate, formatTime } from '@ile/domain';
import type { Notification } from '../api/requests.ts';
import { inAppPath } from '../links.ts';
import './notifications.css';

export interface NotificationCardProps {
  notification: Pick<Notification, 'kind' | 'title' | 'body' | 'link' | 'readAt' | 'createdAt'>;
  /** Called when the customer follows the link (to mark it read). */
  onOpen?: () => void;
  /** A preview: the link is shown but not followed. */
  preview?: boolean;
  /** Actions under the text (mark as read). */
  children?: ReactNode;
}

export function NotificationCard({ notification, onOpen, preview = false, children }: NotificationCardProps) {
  const unread = notification.readAt === null;
  const path = inAppPath(notification.link);
  const Icon = notification.kind === 'booking' ? CalendarCheck : Megaphone;
  const content = (
    <>
      <span className="notification__icon" aria-hidden="true">
        <Icon size={20} />
      </span>
      <span className="notification__text">
        <span className="notification__top">
          <span className="notification__title">{notification.title}</span>
          {unread ? <span className="notification__new">New</span> : null}
        </span>
        <span className="notification__body">{notification.body}</span>
        <span className="notification__when">
          <time dateTime={notification.createdAt}>
            {formatDate(notification.createdAt)}, {formatTime(notification.createdAt)}
          </time>
          {path ? <span className="notification__open">{preview ? `Opens ${path}` : 'Open'}</span> : null}
        </span>
      </span>
      {path && !preview ? <ChevronRight size={20} aria-hidden="true" className="notification__chevron" /> : null}
    </>
  );
  const className = ['notification', unread && 'notification--unread'].filter(Boolean).join(' ');
  if (path && !preview) {
    return (
      <div className={className}>
        <Link to={path} className="notification__link" onClick={onOpen}>
          {content}
        </Link>
        {children}
      </div>
    );
  }
  return (
    <div className={className}>
      <div className="notification__link">{content}</div>
      {children}
    </div>
  );
}
