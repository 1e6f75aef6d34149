// A full-width message for the screens people land on when something is missing or broken:
// an icon, a plain heading, what happened, and what to do next.
import type { ReactNode } from 'react';
import { Container } from './layout.tsx';
import './status-panel.css';

export interface StatusPanelProps {
  icon: ReactNode;
  eyebrow?: ReactNode;
  title: ReactNode;
  /** A second line under the heading (e.g. the technical name of what happened). */
  secondary?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

export function StatusPanel({ icon, eyebrow, title, secondary, children, actions }: StatusPanelProps) {
  return (
    <Container className="status-panel">
      <span className="status-panel__icon" aria-hidden="true">
        {icon}
      </span>
      {eyebrow ? <p className="status-panel__eyebrow">{eyebrow}</p> : null}
      <h1>{title}</h1>
      {secondary ? <p className="status-panel__secondary">{secondary}</p> : null}
      <div className="status-panel__body">{children}</div>
      {actions ? <div className="status-panel__actions">{actions}</div> : null}
    </Container>
  );
}
