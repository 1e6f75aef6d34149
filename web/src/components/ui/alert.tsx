// Alerts and the form error summary. The summary is focusable so a form can move focus to it on
// submit, and it links each problem to its field.
import { forwardRef, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from '../icons/index.ts';
import './alert.css';

export type AlertTone = 'error' | 'info' | 'success' | 'warning';

const icons = { error: CircleAlert, info: Info, success: CircleCheck, warning: TriangleAlert } as const;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Announce it as soon as it appears (errors that happen after an action). */
  live?: boolean;
  id?: string;
  tabIndex?: number;
}

// forwardRef: React 18 hands a function component no `ref` prop (the error summary focuses its alert).
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ tone = 'info', title, children, live = false, id, tabIndex }, ref) {
  const Icon = icons[tone];
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      className={`alert alert--${tone}`}
      role={live ? (tone === 'error' ? 'alert' : 'status') : undefined}
    >
      <Icon className="alert__icon" size={22} aria-hidden="true" />
      <div className="alert__body">
        {title ? <p className="alert__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
});

export interface FieldProblem {
  /** The id of the field's control. */
  fieldId: string;
  message: string;
}

export interface ErrorSummaryProps {
  title?: ReactNode;
  /** A sentence from the server or about the whole form. */
  message?: ReactNode;
  problems?: readonly FieldProblem[];
  /** Focus moves to the summary whenever this changes to a value above 0 (each failed submit). */
  focusRequest?: number;
  children?: ReactNode;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  // Focus rather than jump to the anchor, so the label stays in view and typing starts there.
  event.preventDefault();
  field.focus();
  field.scrollIntoView({ block: 'center' });
}

export function ErrorSummary({ title = 'There is a problem', message, problems = [], focusRequest = 0, children }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusRequest > 0) ref.current?.focus();
  }, [focusRequest]);
  return (
    <Alert tone="error" title={title} ref={ref} tabIndex={-1} live>
      {message ? <p>{message}</p> : null}
      {problems.length > 0 ? (
        <ul className="alert__list">
          {problems.map((p) => (
            <li key={p.fieldId}>
              <a href={`#${p.fieldId}`} onClick={(e) => focusField(e, p.fieldId)}>
                {p.message}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </Alert>
  );
}
