// An item's history (the spec's AuditEntry list): who did what and when, the note, and each change as
// before → after. Presentational: the words for actions and fields come from whoever shows it (the
// admin screens and the support inbox each have their own), so one list serves every admin item.
import { formatDate, formatTime } from '@ile/domain';
import type { AuditEntry } from '../../api/types.ts';
import './audit-history.css';

/** One field an action changed, in words. */
export interface FieldChange {
  /** What changed, e.g. "Status" or "Price: Deep cleaning". */
  label: string;
  /** As it was ("—" when it was empty). */
  before: string;
  /** As it became. */
  after: string;
}

export interface AuditHistoryProps {
  entries: readonly AuditEntry[];
  /** What to say when nothing has been done yet. */
  empty?: string;
  /** The action in words ("booking.assign" → "Assigned a pro"). */
  describeAction: (action: string) => string;
  /** How an entry's before and after read, as the fields it changed. */
  describe: (entry: AuditEntry) => readonly FieldChange[];
}

/** "26 November 2026, 11:15am" in Lagos. */
function formatWhen(at: string): string {
  return `${formatDate(at)}, ${formatTime(at)}`;
}

export function AuditHistory({ entries, empty = 'Nothing has been done here yet.', describeAction, describe }: AuditHistoryProps) {
  if (entries.length === 0) return <p className="audit-history__empty">{empty}</p>;
  // Newest first, whatever order they arrive in (a stable sort keeps the server's order on a tie).
  const ordered = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="audit-history" aria-label="History, newest first">
      {ordered.map((entry) => {
        const changes = describe(entry);
        return (
          <li key={entry.id} className="audit-history__entry">
            <p className="audit-history__what">
              <strong>{describeAction(entry.action)}</strong>
            </p>
            <p className="audit-history__who">
              {entry.actorName} · <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
            </p>
            {entry.note ? <p className="audit-history__note">“{entry.note}”</p> : null}
            {changes.length > 0 ? (
              <ul className="audit-history__changes">
                {changes.map((change) => (
                  <li key={change.label}>
                    {change.label}: {change.before} <span aria-hidden="true">→</span> <span className="visually-hidden">changed to</span> {change.after}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
