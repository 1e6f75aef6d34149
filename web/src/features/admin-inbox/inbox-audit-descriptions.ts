// The inbox items' histories in words: what each admin action on a review, a claim or a message was,
// and what it changed (visibility, the claim's status and resolution, when the message was read). The
// BFF keeps whatever fields an action changed, so an unknown one still shows, under its own name.
import type { FieldChange } from '../../components/ui/audit-history.tsx';
import type { AuditEntry } from '../../api/types.ts';
import { CLAIM_STATUS_LABELS, formatWhen } from './inbox-labels.ts';

const ACTIONS: Readonly<Record<string, string>> = {
  'review.hide': 'Hid the review',
  'review.show': 'Showed the review again',
  'claim.resolve': 'Resolved the claim',
  'message.read': 'Marked read',
  'message.unread': 'Marked unread',
};

const FIELDS: Readonly<Record<string, string>> = {
  hidden: 'Public pages',
  status: 'Status',
  resolution: 'Resolution',
  readAt: 'Read',
};

const NONE = '—';

export function describeInboxAction(action: string): string {
  return ACTIONS[action] ?? action;
}

function isClaimStatus(value: string): value is keyof typeof CLAIM_STATUS_LABELS {
  return value in CLAIM_STATUS_LABELS;
}

function show(field: string, value: unknown): string {
  if (field === 'hidden' && typeof value === 'boolean') return value ? 'Hidden' : 'Shown';
  if (field === 'readAt') {
    if (value === null || value === undefined) return 'Not read';
    if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return formatWhen(value);
  }
  if (value === undefined || value === null || value === '') return NONE;
  if (field === 'status' && typeof value === 'string' && isClaimStatus(value)) return CLAIM_STATUS_LABELS[value];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** The fields an entry changed, in the order it names them; unchanged ones are left out. */
export function inboxChangesOf(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .map((key) => ({ label: FIELDS[key] ?? key, before: show(key, before[key]), after: show(key, after[key]) }))
    .filter((change) => change.before !== change.after);
}
