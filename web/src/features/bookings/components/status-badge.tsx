// A booking's status as a coloured pill with its words (colour is never the only signal).
import { STATUS_LABELS, type BookingStatus } from '@ile/domain';
import './bookings.css';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`status-badge status-badge--${status.replace(/_/g, '-')}`}>{STATUS_LABELS[status]}</span>;
}
