// What every inbox screen shows around its cards: filter links that wrap (never scroll sideways at
// 360 px), the loading placeholder, the failure with a retry, and the empty state.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Check, RotateCw } from '../../../components/icons/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
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

export interface LoadFailedProps {
  title: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

export function LoadFailed({ title, error, retrying, onRetry }: LoadFailedProps) {
  return (
    <Alert tone="error" title={title} live>
      <p>{error.message}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Trying again…">
        <RotateCw size={18} aria-hidden="true" />
        Try again
      </Button>
    </Alert>
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
