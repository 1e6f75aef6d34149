// What every inbox screen shows around its cards: filter links that wrap (never scroll sideways at
// 360 px), the loading placeholder and the empty state (a failure is the design system's LoadFailed).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check } from '../../../components/icons/index.ts';
import './inbox.css';

export interface FilterLink {
  label: string;
  to: string;
  current: boolean;
}

export function FilterLinks({ label, links }: { label: string; links: readonly FilterLink[] }) {
  return (
    <nav aria-label={label} className="inbox-tabs">
      <ul>
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="inbox-tabs__link" aria-current={link.current ? 'page' : undefined}>
              {link.current ? <Check size={18} aria-hidden="true" /> : null}
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function InboxSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="inbox-list" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, n) => (
        <div key={n} className="inbox-card inbox-card--skeleton" aria-hidden="true">
          <span className="inbox-skeleton inbox-skeleton--short" />
          <span className="inbox-skeleton inbox-skeleton--title" />
          <span className="inbox-skeleton" />
          <span className="inbox-skeleton" />
        </div>
      ))}
    </div>
  );
}

export function InboxEmpty({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="inbox-empty">
      {icon}
      {children}
    </div>
  );
}
