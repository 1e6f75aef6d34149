// Audit records → the spec's AuditEntry.
import type { Schemas } from '../../api/types.ts';
import type { AuditRecord } from './repository.ts';

export type AuditEntry = Schemas['AuditEntry'];

export function toAuditEntry(record: AuditRecord): AuditEntry {
  return {
    id: record.id,
    actorName: record.actorName,
    action: record.action,
    note: record.note,
    before: record.before,
    after: record.after,
    at: record.at.toISOString(),
  };
}
