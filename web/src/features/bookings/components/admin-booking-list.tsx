// Bookings as the admin scans them: service and status, the visit's day, window and place, the
// customer, the pro (or that none is assigned yet, and who declined it), the reference and the
// amount; a tap opens the booking. Shared by the queue on /admin_area and a pro's bookings on /admin_area/pro/view/:id.
import { Link } from 'react-router-dom';
import { ChevronRight } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import type { AdminBooking } from '../../../api/types.ts';
import { paths } from '../../../config/routes.ts';
import { formatTimeWindow, formatVisitDay } from './format.ts';
import { StatusBadge } from './status-badge.tsx';
import './admin-lists.css';

export function AdminBookingList({ items, label }: { items: readonly AdminBooking[]; label: string }) {
  return (
    <ul className="admin-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.booking.id}>
          <AdminBookingRow item={item} />
        </li>
      ))}
    </ul>
  );
}

function AdminBookingRow({ item: { booking, customer, pro, declined } }: { item: AdminBooking }) {
  const { address } = booking.visit;
  return (
    <Link to={paths.adminBooking(booking.id)} className="admin-row">
      <span className="admin-row__top">
        <span className="admin-row__title">{booking.serviceName}</span>
        <StatusBadge status={booking.status} />
      </span>
      <span className="admin-row__line">
        {formatVisitDay(booking.visit.date)} · {formatTimeWindow(booking.visit.timeWindow)}
      </span>
      <span className="admin-row__line">
        {address.area}, {address.state === 'FCT' ? 'FCT' : `${address.state} State`} · {customer.name}
      </span>
      {declined ? (
        <span className="admin-row__flag">
          Declined by pro: {declined.proName} — {declined.reason}
        </span>
      ) : null}
      <span className="admin-row__bottom">
        <span className="admin-row__muted">Ref. {booking.reference}</span>
        <span className={pro ? 'admin-row__muted' : 'admin-row__flag'}>{pro ? `Pro: ${pro.name}` : 'No pro yet'}</span>
        <span className="admin-row__amount">{formatNaira(booking.price.totalKobo)}</span>
        <ChevronRight size={20} aria-hidden="true" className="admin-row__chevron" />
      </span>
    </Link>
  );
}

export function AdminListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="admin-list" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, n) => (
        <div key={n} className="admin-row admin-row--skeleton" aria-hidden="true">
          <span className="admin-skeleton admin-skeleton--title" />
          <span className="admin-skeleton" />
          <span className="admin-skeleton admin-skeleton--short" />
        </div>
      ))}
    </div>
  );
}
