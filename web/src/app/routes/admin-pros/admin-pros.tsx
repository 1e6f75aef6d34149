// /admin_area/pros: applications and pros, newest first, filtered by status in the URL
// (?status=pending is the vetting queue); each opens its own page for the decision.
import { Link, useSearchParams } from 'react-router-dom';
import { ChevronRight, UserSearch } from '../../../components/icons/index.ts';
import { formatDate, formatNigerianPhone } from '@ile/domain';
import type { ProStatus, ProSummary } from '../../../api/types.ts';
import { LoadFailed } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { AdminPage, PRO_STATUSES, PRO_STATUS_LABELS, Pagination, ProStatusBadge, readProsQuery, useAdminPros } from '../../../features/admin/index.ts';
import { BUNDLED_SERVICES } from '../../../features/catalogue/index.ts';
import { AdminListSkeleton } from '../../../features/bookings/components/admin-booking-list.tsx';
import '../../../features/bookings/components/admin-lists.css';
import './admin-pros.css';

const FILTERS: readonly { status: ProStatus | null; label: string }[] = [
  { status: null, label: 'All' },
  ...PRO_STATUSES.map((status) => ({ status, label: PRO_STATUS_LABELS[status] })),
];

function serviceNames(keys: readonly ProSummary['services'][number][]): string {
  return keys.map((key) => BUNDLED_SERVICES.find((s) => s.key === key)?.name ?? key).join(', ');
}

export function AdminProsScreen() {
  const [params] = useSearchParams();
  const query = readProsQuery(params);
  const pros = useAdminPros(query);
  const current = query.status ?? null;
  return (
    <AdminPage title="Pros and applications">
      <nav aria-label="Filter by status" className="admin-tabs">
        <ul>
          {FILTERS.map((filter) => (
            <li key={filter.label}>
              <Link to={filter.status ? `${paths.adminPros}?status=${filter.status}` : paths.adminPros} className="admin-tabs__link" aria-current={filter.status === current ? 'page' : undefined}>
                {filter.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {pros.isPending ? (
        <AdminListSkeleton label="Loading pros" />
      ) : pros.isError ? (
        <LoadFailed title="We couldn’t load the pros" error={pros.error} retrying={pros.isFetching} onRetry={() => void pros.refetch()} />
      ) : pros.data.items.length === 0 ? (
        <div className="admin-empty">
          <UserSearch size={32} aria-hidden="true" />
          <p>{current === 'pending' ? 'No applications waiting. New ones show up here.' : current ? `No pros are ${PRO_STATUS_LABELS[current].toLowerCase()}.` : 'No applications yet. They show up here as soon as someone applies on /pro.'}</p>
        </div>
      ) : (
        <div aria-busy={pros.isPlaceholderData || undefined} className="admin-queue">
          <ul className="admin-list" aria-label={current ? `${PRO_STATUS_LABELS[current]}, newest first` : 'Pros and applications, newest first'}>
            {pros.data.items.map((pro) => (
              <li key={pro.id}>
                <Link to={paths.adminPro(pro.id)} className="admin-row">
                  <span className="admin-row__top">
                    <span className="admin-row__title">{pro.name}</span>
                    <ProStatusBadge status={pro.status} />
                  </span>
                  <span className="admin-row__line">{serviceNames(pro.services)}</span>
                  <span className="admin-row__line">
                    {pro.area}, {pro.state === 'FCT' ? 'FCT' : `${pro.state} State`} · <span className="admin-row__nowrap">{formatNigerianPhone(pro.phone)}</span>
                  </span>
                  <span className="admin-row__bottom">
                    <span className="admin-row__muted">
                      {pro.reference} · applied {formatDate(pro.createdAt)}
                    </span>
                    <ChevronRight size={20} aria-hidden="true" className="admin-row__chevron" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          <Pagination page={pros.data.page} pageSize={pros.data.pageSize} total={pros.data.total} noun={current === 'pending' ? 'applications' : 'pros'} />
        </div>
      )}
    </AdminPage>
  );
}
