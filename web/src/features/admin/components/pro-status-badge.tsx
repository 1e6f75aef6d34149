// An application's or pro's status as a pill with its words (colour is never the only signal).
import type { ProStatus } from '../../../api/types.ts';
import { PRO_STATUS_LABELS } from '../pro-decisions.ts';
import './admin.css';

export function ProStatusBadge({ status }: { status: ProStatus }) {
  return <span className={`pro-status pro-status--${status}`}>{PRO_STATUS_LABELS[status]}</span>;
}
