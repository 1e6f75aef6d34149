// What admins did to an inbox item (hid or showed a review, resolved a claim, marked a message read or
// unread), behind a "History (n)" disclosure so a card stays short at 360 px. Nothing shows until an
// admin has acted; the entries are the design system's history list, in the inbox's words.
import { ChevronRight } from '../../../components/icons/index.ts';
import type { AuditEntry } from '../../../api/types.ts';
import { AuditHistory } from '../../../components/ui/audit-history.tsx';
import { describeInboxAction, inboxChangesOf } from '../inbox-audit-descriptions.ts';
import './inbox.css';

export function ItemHistory({ entries }: { entries: readonly AuditEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <details className="inbox-disclosure inbox-history">
      <summary>
        <ChevronRight size={18} aria-hidden="true" className="inbox-disclosure__chevron" />
        History ({entries.length})
      </summary>
      <AuditHistory entries={entries} describeAction={describeInboxAction} describe={inboxChangesOf} />
    </details>
  );
}
