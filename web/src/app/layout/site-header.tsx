// The navigation bar (seed): per role, collapsing into a menu button on small screens. A signed-in
// customer or pro also gets a bell with the unread notifications count, asked for once their role is known.
import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ExternalLink, Menu, X } from '../../components/icons/index.ts';
import type { CurrentUserState } from '../../api/types.ts';
import { ButtonLink, Container, Logo } from '../../components/ui/index.ts';
import { LOGOUT_HREF, paths } from '../../config/routes.ts';
import { site } from '../../config/site.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import './site-header.css';

type NavItem =
  | { kind: 'route'; label: string; to: string; end?: boolean }
  /** A document navigation: another site, or the BFF's /app/logout. */
  | { kind: 'document'; label: string; href: string; external?: boolean };

export function navItemsFor(user: CurrentUserState): NavItem[] {
  if (user && user.role === 'admin') {
    return [
      { kind: 'route', label: 'Dashboard', to: paths.adminArea, end: true },
      { kind: 'route', label: 'Services', to: paths.adminServices },
      { kind: 'document', label: 'Sign Out', href: LOGOUT_HREF },
    ];
  }
  const common: NavItem[] = [
    { kind: 'route', label: 'Services', to: paths.services },
    { kind: 'route', label: 'About', to: paths.about },
    { kind: 'document', label: 'Help', href: site.helpCentreUrl, external: true },
  ];
  if (!user) return [...common, { kind: 'route', label: 'Sign In', to: paths.signIn }];
  // A pro's own page is their jobs; a customer's, their bookings.
  const own: NavItem = user.role === 'pro' ? { kind: 'route', label: 'My jobs', to: paths.proJobs } : { kind: 'route', label: 'Bookings', to: paths.dashboard };
  return [...common, own, { kind: 'route', label: 'Account', to: paths.account }, { kind: 'document', label: 'Logout', href: LOGOUT_HREF }];
}

export function SiteHeader({ user }: { user: CurrentUserState }) {
  const location = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu is open for the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const role = user ? user.role : null;
  const isAdmin = role === 'admin';

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpenAt(null);
      menuButton.current?.focus();
    }
  };

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <Container className="site-header__bar">
        <Link to={isAdmin ? paths.adminArea : paths.home} className="site-header__brand" aria-label="Ilé, home">
          <Logo />
        </Link>
        <span className="site-header__bell">
          <NotificationBell enabled={role === 'user' || role === 'pro'} to={role === 'pro' ? `${paths.proJobs}#notifications` : paths.dashboardNotifications} />
        </span>
        <button
          ref={menuButton}
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpenAt(open ? null : location.key)}
        >
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={open ? 'site-nav site-nav--open' : 'site-nav'}>
          <ul className="site-nav__list">
            {navItemsFor(user).map((item) => (
              <li key={item.label}>
                {item.kind === 'route' ? (
                  <NavLink to={item.to} end={item.end} className="site-nav__link">
                    {item.label}
                  </NavLink>
                ) : (
                  <a href={item.href} className="site-nav__link" rel={item.external ? 'noopener' : undefined}>
                    {item.label}
                    {item.external ? <ExternalLink size={14} aria-label="(help centre, another site)" role="img" /> : null}
                  </a>
                )}
              </li>
            ))}
          </ul>
          {/* Admins and pros are past "become a pro". */}
          {role === 'admin' || role === 'pro' ? null : (
            <ButtonLink to={paths.pro} variant="accent" size="sm" className="site-nav__cta" fullWidth={open}>
              Become a Pro
            </ButtonLink>
          )}
        </nav>
      </Container>
    </header>
  );
}
