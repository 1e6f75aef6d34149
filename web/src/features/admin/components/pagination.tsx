// Previous / next for a paged list, as links that keep the list's filters in the URL, with where the
// visitor is ("21–40 of 93"). Nothing is shown when everything fits on one page.
import { Link, useLocation } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from '../../../components/icons/index.ts';
import { withPage } from '../queue-filters.ts';
import './admin.css';

export interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is being paged, for the "21–40 of 93 bookings" line. */
  noun: string;
}

export function Pagination({ page, pageSize, total, noun }: PaginationProps) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const to = (target: number) => {
    const search = withPage(new URLSearchParams(location.search), target).toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  return (
    <nav className="pagination" aria-label={`Pages of ${noun}`}>
      <p className="pagination__where" aria-live="polite">
        {first}–{last} of {total} {noun}
        {pages > 1 ? ` · page ${page} of ${pages}` : ''}
      </p>
      {pages > 1 ? (
        <div className="pagination__links">
          {page > 1 ? (
            <Link to={to(page - 1)} className="btn btn--secondary btn--sm" rel="prev">
              <ChevronLeft size={18} aria-hidden="true" />
              Previous
            </Link>
          ) : null}
          {page < pages ? (
            <Link to={to(page + 1)} className="btn btn--secondary btn--sm" rel="next">
              Next
              <ChevronRight size={18} aria-hidden="true" />
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
