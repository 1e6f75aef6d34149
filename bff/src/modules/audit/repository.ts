// The audit log: every admin action, recorded inside the same write as the change it describes
// (so an action is logged if and only if it happened), and read back as an item's history.
import { isRecord } from '@ile/domain';
import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { auditLogModel, type AuditLogAttributes } from './models.ts';

/** announcement: a /pushnotetool send (its own id; the entry is its only record besides the notifications). */
export type AuditSubjectType = 'booking' | 'pro' | 'service' | 'announcement' | 'review' | 'claim' | 'message' | 'person';

/** The fields an action changed, as JSON-safe values (dates as ISO strings). At most 50 keys (the spec's AuditEntry). */
export type AuditData = Record<string, unknown>;

export interface AuditActor {
  /** The admin's user id; null for the system. */
  id: string | null;
  name: string;
}

export interface NewAuditEntry {
  actor: AuditActor;
  /** e.g. booking.assign, booking.status, booking.cancel, pro.approve, service.update */
  action: string;
  subject: { type: AuditSubjectType; id: string };
  note?: string | null;
  before?: AuditData | null;
  after?: AuditData | null;
}

export interface AuditRecord {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  subjectType: string;
  subjectId: string;
  note: string | null;
  before: AuditData | null;
  after: AuditData | null;
  at: Date;
}

/** The spec's AuditEntry limits: history maxItems and before/after maxProperties. */
export const HISTORY_LIMIT = 200;
/** The spec's history maxItems on an item of a list (AdminReview, AdminClaim, AdminMessage). */
export const ITEM_HISTORY_LIMIT = 20;
export const MAX_AUDIT_FIELDS = 50;

function serialise(data: AuditData | null | undefined, what: string): string | null {
  if (data === null || data === undefined) return null;
  // A programming mistake, not a user error: the entry would not fit the spec's AuditEntry.
  if (Object.keys(data).length > MAX_AUDIT_FIELDS) throw new Error(`audit ${what} has more than ${MAX_AUDIT_FIELDS} fields`);
  return JSON.stringify(data);
}

function parse(json: string | null, what: string): AuditData | null {
  if (json === null) return null;
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) throw new Error(`audit_log: stored ${what} is not a JSON object`);
  return value;
}

function toAuditRecord(row: AuditLogAttributes): AuditRecord {
  return {
    id: row.id,
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    note: row.note,
    before: parse(row.beforeData, 'before'),
    after: parse(row.afterData, 'after'),
    at: row.at,
  };
}

export function createAuditLog(db: Pick<Db, 'sequelize'>) {
  const AuditLog = auditLogModel(db);
  return {
    /** Records one action inside the caller's write: it is kept if and only if that write commits. */
    async record(transaction: Transaction, entry: NewAuditEntry, at: Date): Promise<AuditRecord> {
      const note = entry.note?.trim() ? entry.note.trim() : null;
      const row = await AuditLog.create(
        {
          id: randomUUID(),
          actorId: entry.actor.id,
          actorName: entry.actor.name,
          action: entry.action,
          subjectType: entry.subject.type,
          subjectId: entry.subject.id,
          note,
          beforeData: serialise(entry.before, 'before'),
          afterData: serialise(entry.after, 'after'),
          at,
        },
        { transaction, fields: ['id', 'actorId', 'actorName', 'action', 'subjectType', 'subjectId', 'note', 'beforeData', 'afterData', 'at'] },
      );
      return toAuditRecord(row.get({ plain: true }));
    },

    /** The subject's history, newest first (id breaks ties so both databases agree), at most HISTORY_LIMIT entries. */
    async history(subjectType: AuditSubjectType, subjectId: string, transaction?: Transaction): Promise<AuditRecord[]> {
      const rows = await AuditLog.findAll({
        where: { subjectType, subjectId },
        order: [
          ['at', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: HISTORY_LIMIT,
        transaction,
      });
      return rows.map((row) => toAuditRecord(row.get({ plain: true })));
    },

    /**
     * The histories of a whole page of subjects in one query, each newest first (id breaks ties)
     * and cut to its latest `perSubjectLimit` entries; a subject nobody acted on maps to []. Grouped
     * here rather than limited in SQL (a per-subject limit needs a window function); the
     * (subject_type, subject_id, at) index keeps the read to those subjects' rows.
     */
    async historyOf(subjectType: AuditSubjectType, subjectIds: readonly string[], perSubjectLimit: number, transaction?: Transaction): Promise<Map<string, AuditRecord[]>> {
      const ids = [...new Set(subjectIds)];
      const histories = new Map<string, AuditRecord[]>(ids.map((id) => [id, []]));
      if (!ids.length) return histories;
      const rows = await AuditLog.findAll({
        where: { subjectType, subjectId: { [Op.in]: ids } },
        order: [
          ['at', 'DESC'],
          ['id', 'DESC'],
        ],
        transaction,
      });
      for (const row of rows) {
        const history = histories.get(row.get('subjectId'));
        if (history && history.length < perSubjectLimit) history.push(toAuditRecord(row.get({ plain: true })));
      }
      return histories;
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
