// An item's history in words: who did what and when, and what changed from what to what. Statuses
// read as the screens say them; internal ids are left out (the pro's name says who). The BFF keeps
// whatever fields an action changed, so an unknown field still shows, under its own name.
import { STATUS_LABELS, formatDate, formatTime, type BookingStatus } from '@ile/domain';
import type { AuditEntry, ProStatus } from '../../api/types.ts';
import type { FieldChange } from '../../components/ui/audit-history.tsx';
import { PRO_STATUS_LABELS } from './pro-decisions.ts';

export type { FieldChange } from '../../components/ui/audit-history.tsx';

const ACTIONS: Readonly<Record<string, string>> = {
  'booking.assign': 'Assigned a pro',
  'booking.status': 'Moved the job on',
  'booking.cancel': 'Cancelled the booking',
  'pro.approve': 'Approved the pro',
  'pro.reject': 'Rejected the application',
  'pro.suspend': 'Suspended the pro',
  'pro.reinstate': 'Reinstated the pro',
  'service.update': 'Changed the service',
};

const FIELDS: Readonly<Record<string, string>> = {
  status: 'Status',
  proName: 'Pro',
  cancelReason: 'Reason',
  refundRequested: 'Refund',
  decisionNote: 'Note',
};

// Ids say nothing to a person; the name next to them does.
const HIDDEN = new Set(['proId', 'id']);

export function describeAction(action: string): string {
  return ACTIONS[action] ?? action;
}

function isBookingStatus(value: string): value is BookingStatus {
  return value in STATUS_LABELS;
}

function isProStatus(value: string): value is ProStatus {
  return value in PRO_STATUS_LABELS;
}

function show(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (field === 'status' && typeof value === 'string') {
    if (isBookingStatus(value)) return STATUS_LABELS[value];
    if (isProStatus(value)) return PRO_STATUS_LABELS[value];
  }
  if (field === 'refundRequested' && typeof value === 'boolean') return value ? 'Requested' : 'None';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return JSON.stringify(value);
}

/** The fields an entry changed, in the order it names them; unchanged ones are left out. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !HIDDEN.has(key));
  return keys
    .map((key) => ({ key, before: show(key, before[key]), after: show(key, after[key]) }))
    .filter((change) => change.before !== change.after)
    .map(({ key, before: was, after: now }) => ({ label: FIELDS[key] ?? key, before: was, after: now }));
}

/** "26 November 2026, 11:15am" in Lagos. */
export function formatWhen(at: string): string {
  return `${formatDate(at)}, ${formatTime(at)}`;
}
