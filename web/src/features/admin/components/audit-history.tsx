// An item's history (AuditEntry list): who, what, when, the note, and each change as before → after.
import type { AuditEntry } from '../../../api/types.ts';
import { changesOf, describeAction, formatWhen, type FieldChange } from '../history.ts';
import './admin.css';

export interface AuditHistoryProps {
  entries: readonly AuditEntry[];
  /** What to say when nothing has been done yet. */
  empty?: string;
  /** How an entry's before and after read, for items whose fields need their own words (a service's prices). */
  describe?: (entry: AuditEntry) => readonly FieldChange[];
}

export function AuditHistory({ entries, empty = 'Nothing has been done here yet.', describe = changesOf }: AuditHistoryProps) {
  if (entries.length === 0) return <p className="audit-history__empty">{empty}</p>;
  // Newest first, whatever order they arrive in.
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
