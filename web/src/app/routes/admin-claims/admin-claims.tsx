// /admin_area/claims: happiness-guarantee claims, open first then newest first, filtered by status in
// the URL (the overview's "Open claims" count opens ?status=open). Each shows the customer, the
// booking, the problem and the photo description; an open one is resolved with what was done.
import { useState } from 'react';
import { HAPPINESS_WINDOW } from '@ile/domain';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { ShieldCheck } from '../../../components/icons/index.ts';
import { Alert, LoadFailed } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { AdminPage, Pagination, useAdminOverview } from '../../../features/admin/index.ts';
import { ClaimCard, FilterLinks, InboxEmpty, InboxSkeleton, claimsHref, readClaimsQuery, useAdminClaims, type AdminClaimsQuery } from '../../../features/admin-inbox/index.ts';

function listLabel({ status }: AdminClaimsQuery): string {
  return status === 'open' ? 'Open claims, newest first' : status === 'resolved' ? 'Resolved claims, newest first' : 'Claims, open first';
}

function emptyText({ status }: AdminClaimsQuery): string {
  if (status === 'open') return 'No open claims. Every claim is resolved.';
  if (status === 'resolved') return 'No resolved claims yet.';
  return `No claims yet. Customers can raise one within ${HAPPINESS_WINDOW} of a completed job.`;
}

export function AdminClaimsScreen() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const query = readClaimsQuery(params);
  const claims = useAdminClaims(query);
  const overview = useAdminOverview();
  const [notice, setNotice] = useState<{ text: string; search: string } | null>(null);
  const openCount = overview.data?.openClaims;

  return (
    <AdminPage title="Happiness claims" meta={openCount === undefined ? null : <span>{openCount === 0 ? 'None open' : `${openCount} open`}</span>}>
      <FilterLinks
        label="Filter by status"
        links={[
          { label: 'All', to: claimsHref(), current: query.status === undefined },
          { label: 'Open', to: claimsHref('open'), current: query.status === 'open' },
          { label: 'Resolved', to: claimsHref('resolved'), current: query.status === 'resolved' },
        ]}
      />
      {notice && notice.search === search ? <Alert tone="success" title={notice.text} live /> : null}
      <section aria-labelledby="claims-heading" className="inbox-results">
        <h2 id="claims-heading" className="visually-hidden">
          {listLabel(query)}
        </h2>
        {claims.isPending ? (
          <InboxSkeleton label="Loading claims" />
        ) : claims.isError ? (
          <LoadFailed title="We couldn’t load the claims" error={claims.error} retrying={claims.isFetching} onRetry={() => void claims.refetch()} />
        ) : claims.data.items.length === 0 ? (
          <InboxEmpty icon={<ShieldCheck size={32} aria-hidden="true" />}>
            <p>{emptyText(query)}</p>
            {query.status ? <Link to={paths.adminClaims}>Show all claims</Link> : null}
          </InboxEmpty>
        ) : (
          <div aria-busy={claims.isPlaceholderData || undefined} className="inbox-results">
            <ul className="inbox-list" aria-label={listLabel(query)}>
              {claims.data.items.map((item) => (
                <li key={item.claim.id}>
                  <ClaimCard item={item} onResolved={(text) => setNotice({ text, search })} />
                </li>
              ))}
            </ul>
            <Pagination page={claims.data.page} pageSize={claims.data.pageSize} total={claims.data.total} noun="claims" />
          </div>
        )}
      </section>
    </AdminPage>
  );
}
