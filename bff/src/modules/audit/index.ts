// The audit log's public face: other modules record and read history through it.
import type { Db } from '../../db/index.ts';
import { createAuditLog } from './repository.ts';

export { toAuditEntry, type AuditEntry } from './mapper.ts';
export { auditLogModel } from './models.ts';
export { createAuditLog, ITEM_HISTORY_LIMIT, type AuditData, type AuditLog, type AuditRecord } from './repository.ts';

export function createAuditModule({ db }: { db: Db }) {
  return { log: createAuditLog(db) };
}
