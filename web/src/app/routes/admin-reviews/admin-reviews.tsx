// /admin_area/reviews: every review, hidden ones too, newest first, filtered to visible or hidden in
// the URL. Each shows the rating, the comment, who wrote it, the service and its booking, and can be
// hidden from the public pages (or shown again) with an optional note for the history.
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { MessageSquareText } from '../../../components/icons/index.ts';
import { Alert, LoadFailed } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { AdminPage, Pagination } from '../../../features/admin/index.ts';
import { FilterLinks, InboxEmpty, InboxSkeleton, ReviewCard, readReviewsQuery, reviewsHref, useAdminReviews, type AdminReviewsQuery } from '../../../features/admin-inbox/index.ts';

function listLabel({ hidden }: AdminReviewsQuery): string {
  return hidden === true ? 'Hidden reviews, newest first' : hidden === false ? 'Visible reviews, newest first' : 'Reviews, newest first';
}

function emptyText({ hidden }: AdminReviewsQuery): string {
  if (hidden === true) return 'No hidden reviews. Every review shows on the public pages.';
  if (hidden === false) return 'No visible reviews. Every review is hidden.';
  return 'No reviews yet. They show up here when customers rate a completed booking.';
}

export function AdminReviewsScreen() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const query = readReviewsQuery(params);
  const reviews = useAdminReviews(query);
  const [notice, setNotice] = useState<{ text: string; search: string } | null>(null);

  return (
    <AdminPage title="Reviews">
      <FilterLinks
        label="Filter by visibility"
        links={[
          { label: 'All', to: reviewsHref(), current: query.hidden === undefined },
          { label: 'Visible', to: reviewsHref('visible'), current: query.hidden === false },
          { label: 'Hidden', to: reviewsHref('hidden'), current: query.hidden === true },
        ]}
      />
      {notice && notice.search === search ? <Alert tone="success" title={notice.text} live /> : null}
      <section aria-labelledby="reviews-heading" className="inbox-results">
        <h2 id="reviews-heading" className="visually-hidden">
          {listLabel(query)}
        </h2>
        {reviews.isPending ? (
          <InboxSkeleton label="Loading reviews" />
        ) : reviews.isError ? (
          <LoadFailed title="We couldn’t load the reviews" error={reviews.error} retrying={reviews.isFetching} onRetry={() => void reviews.refetch()} />
        ) : reviews.data.items.length === 0 ? (
          <InboxEmpty icon={<MessageSquareText size={32} aria-hidden="true" />}>
            <p>{emptyText(query)}</p>
            {query.hidden !== undefined ? <Link to={paths.adminReviews}>Show all reviews</Link> : null}
          </InboxEmpty>
        ) : (
          <div aria-busy={reviews.isPlaceholderData || undefined} className="inbox-results">
            <ul className="inbox-list" aria-label={listLabel(query)}>
              {reviews.data.items.map((item) => (
                <li key={item.review.id}>
                  <ReviewCard item={item} onChanged={(text) => setNotice({ text, search })} />
                </li>
              ))}
            </ul>
            <Pagination page={reviews.data.page} pageSize={reviews.data.pageSize} total={reviews.data.total} noun="reviews" />
          </div>
        )}
      </section>
    </AdminPage>
  );
}
