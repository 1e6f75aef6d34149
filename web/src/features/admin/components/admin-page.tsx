// The frame every admin screen shares: the admin sub-navigation (bookings, pros, catalogue, the
// support inbox's messages, reviews, claims and outbox, notifications), an optional way back, the page
// heading with its actions, then the screen.
// Other admin screens (/admin_area/services, /pushnotetool…) use it too, so the area reads as one.
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft } from '../../../components/icons/index.ts';
import { Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './admin.css';

export type AdminSection = 'bookings' | 'pros' | 'services' | 'messages' | 'reviews' | 'claims' | 'outbox' | 'people' | 'notifications';

interface AdminNavItem {
  section: AdminSection;
  label: string;
  to: string;
  /** Paths below this one that belong to the section (an item's own page). */
  prefixes: readonly string[];
}

export const ADMIN_NAV: readonly AdminNavItem[] = [
  { section: 'bookings', label: 'Bookings', to: paths.adminArea, prefixes: ['/admin_area/booking/'] },
  { section: 'pros', label: 'Pros', to: paths.adminPros, prefixes: ['/admin_area/pro/'] },
  { section: 'services', label: 'Services', to: paths.adminServices, prefixes: ['/admin_area/service/'] },
  { section: 'messages', label: 'Messages', to: paths.adminMessages, prefixes: [] },
  { section: 'reviews', label: 'Reviews', to: paths.adminReviews, prefixes: [] },
  { section: 'claims', label: 'Claims', to: paths.adminClaims, prefixes: [] },
  // The e-mail and the text outboxes are one section, with tabs between them.
  { section: 'outbox', label: 'Outbox', to: paths.adminOutbox, prefixes: [paths.adminTexts] },
  // Data requests (NDPA): find a person, download or erase their data.
  { section: 'people', label: 'People', to: paths.adminPeople, prefixes: [] },
  { section: 'notifications', label: 'Notify customers', to: paths.pushNoteTool, prefixes: [] },
];

/** The section a path belongs to, or null outside the admin screens. */
export function adminSectionOf(pathname: string): AdminSection | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const item = ADMIN_NAV.find((entry) => entry.to === path || entry.prefixes.some((prefix) => path.startsWith(prefix)));
  return item?.section ?? null;
}

/** The admin sub-navigation: the current section is marked for sight and for screen readers. */
export function AdminNav() {
  const { pathname } = useLocation();
  const current = adminSectionOf(pathname);
  return (
    <nav aria-label="Admin" className="admin-nav">
      <ul className="admin-nav__list">
        {ADMIN_NAV.map((item) => {
          const here = item.section === current;
          // "page" on the section's own list, "true" on an item inside it (a booking, a pro).
          const ariaCurrent = here ? (pathname.replace(/\/+$/, '') === item.to ? 'page' : 'true') : undefined;
          return (
            <li key={item.section}>
              <Link to={item.to} className="admin-nav__link" aria-current={ariaCurrent}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface AdminPageProps {
  /** The page's heading (h1), also the document title. */
  title: ReactNode;
  /** The document title when the heading is not plain text. */
  documentTitle?: string;
  /** A line under the heading (a reference, a status). */
  meta?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  /** A link back to the list this page belongs to. */
  back?: { to: string; label: string };
  children?: ReactNode;
}

export function AdminPage({ title, documentTitle, meta, actions, back, children }: AdminPageProps) {
  const docTitle = documentTitle ?? (typeof title === 'string' ? title : 'Admin');
  return (
    <Container className="admin-page">
      <DocumentTitle>{`${docTitle} · Admin · Ilé`}</DocumentTitle>
      <AdminNav />
      {back ? (
        <Link to={back.to} className="admin-page__back">
          <ArrowLeft size={18} aria-hidden="true" />
          {back.label}
        </Link>
      ) : null}
      <div className="admin-page__top">
        <div className="admin-page__heading">
          <h1>{title}</h1>
          {meta ? <div className="admin-page__meta">{meta}</div> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </div>
      {children}
    </Container>
  );
}
