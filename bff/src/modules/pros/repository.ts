// The pros and pro_services tables; the only pros code that talks to Sequelize. Other modules
// (dispatch) use findById and findApprovedCandidates.
import { randomUUID } from 'node:crypto';
import { NIGERIAN_STATES, SERVICE_KEYS, type NigerianState, type ServiceKey } from '@ile/domain';
import { Op, Transaction, UniqueConstraintError, type WhereOptions } from 'sequelize';
import type { Schemas } from '../../api/types.ts';
import type { Db } from '../../db/index.ts';
import { proModels, type ProAttributes } from '../../db/pro-models.ts';

export type ProStatus = Schemas['ProStatus'];
export type IdType = Schemas['IdType'];
export type Weekday = Schemas['Weekday'];
/** A reference to call: name and E.164 phone. */
export type Referee = Schemas['Referee'];

export interface ProRecord {
  id: string;
  reference: string;
  name: string;
  /** Lowercased. */
  email: string;
  /** E.164, +234XXXXXXXXXX */
  phone: string;
  /** In catalogue order. */
  services: ServiceKey[];
  state: NigerianState;
  area: string;
  yearsExperience: number;
  about: string;
  idType: IdType;
  ownTools: boolean;
  daysAvailable: Weekday[];
  referees: Referee[];
  consentedAt: Date;
  status: ProStatus;
  decisionNote: string | null;
  decidedAt: Date | null;
  /** The pro's sign-in account (users.id), once approved. */
  userId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewPro {
  reference: string;
  name: string;
  email: string;
  /** E.164 */
  phone: string;
  services: readonly ServiceKey[];
  state: NigerianState;
  area: string;
  yearsExperience: number;
  about: string;
  idType: IdType;
  idNumber: string;
  ownTools: boolean;
  daysAvailable: readonly Weekday[];
  /** The two references (phones in E.164); default none, as the demo seed's older pros. */
  referees?: readonly Referee[];
  /** Default 'pending': an application. The demo seed stores approved pros directly. */
  status?: ProStatus;
  decisionNote?: string | null;
  decidedAt?: Date | null;
}

/** What a second pending application shares with one already pending. */
export type PendingConflict = 'phone' | 'email';

/** The insert met a pending application with the same phone or e-mail (another request committed it first). */
export class DuplicatePendingError extends Error {
  override readonly name = 'DuplicatePendingError';
  constructor(readonly conflict: PendingConflict | null) {
    super(`a pending application with the same ${conflict ?? 'phone or e-mail'} exists`);
  }
}

/** The drawn reference exists already (rare): draw again. */
export class DuplicateProReferenceError extends Error {
  override readonly name = 'DuplicateProReferenceError';
}

// ---- reading stored values back: checked, never trusted blindly ----

const PRO_STATUSES: readonly ProStatus[] = ['pending', 'approved', 'rejected', 'suspended'];
const ID_TYPES: readonly IdType[] = ['nin', 'drivers_licence', 'voters_card', 'international_passport'];
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function corrupt(what: string): never {
  throw new Error(`pros: stored ${what} is not valid`);
}

function parseDays(json: string): Weekday[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return corrupt('days_available');
  return value.map((day) => WEEKDAYS.find((known) => known === day) ?? corrupt('days_available'));
}

function parseReferees(json: string): Referee[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) return corrupt('referees');
  return value.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || !('name' in item) || !('phone' in item)) return corrupt('referees');
    const { name, phone } = item;
    return typeof name === 'string' && typeof phone === 'string' ? { name, phone } : corrupt('referees');
  });
}

/** Catalogue order, so every answer lists a pro's services the same way. */
function inCatalogueOrder(services: Iterable<string>): ServiceKey[] {
  const offered = new Set(services);
  return SERVICE_KEYS.filter((key) => offered.has(key));
}

function toProRecord(row: ProAttributes, services: Iterable<string>): ProRecord {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    services: inCatalogueOrder(services),
    state: NIGERIAN_STATES.find((state) => state === row.state) ?? corrupt('state'),
    area: row.area,
    yearsExperience: row.yearsExperience,
    about: row.about,
    idType: ID_TYPES.find((type) => type === row.idType) ?? corrupt('id_type'),
    ownTools: Boolean(row.ownTools),
    daysAvailable: parseDays(row.daysAvailable),
    referees: parseReferees(row.referees),
    consentedAt: row.consentedAt,
    status: PRO_STATUSES.find((status) => status === row.status) ?? corrupt('status'),
    decisionNote: row.decisionNote,
    decidedAt: row.decidedAt,
    userId: row.userId ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Which pending index a UniqueConstraintError is about, on SQLite and PostgreSQL alike. */
function uniqueViolation(err: UniqueConstraintError): 'reference' | PendingConflict | 'pending' | null {
  const text = [
    ...Object.keys(err.fields ?? {}),
    ...err.errors.map((item) => item.path ?? ''),
    err.parent?.message ?? '',
    err.original?.message ?? '',
    // PostgreSQL names the index it hit.
    String((err.parent as { constraint?: unknown } | undefined)?.constraint ?? ''),
  ].join(' ');
  if (/pending_phone|pros\.phone|\bphone\b/.test(text)) return 'phone';
  if (/pending_email|pros\.email|\bemail\b/.test(text)) return 'email';
  if (/reference/.test(text)) return 'reference';
  return /pending/.test(text) ? 'pending' : null;
}

const NEWEST_FIRST: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

const PRO_FIELDS: (keyof ProAttributes)[] = [
  'id', 'reference', 'name', 'email', 'phone', 'state', 'area', 'yearsExperience', 'about', 'idType', 'idNumber',
  'ownTools', 'daysAvailable', 'referees', 'consentedAt', 'status', 'decisionNote', 'decidedAt', 'userId', 'createdAt', 'updatedAt',
];

/** The spec's candidates maxItems. */
export const CANDIDATES_LIMIT = 100;

/** What the ID number's seal is bound to: a sealed number copied onto another pro does not open. */
const idNumberContext = (proId: string) => `pros.id_number:${proId}`;

export function createProsRepository(db: Db) {
  const { Pro, ProService } = proModels(db);

  async function servicesOf(ids: readonly string[], transaction?: Transaction): Promise<Map<string, string[]>> {
    const byPro = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byPro;
    const rows = await ProService.findAll({ where: { proId: { [Op.in]: [...ids] } }, transaction });
    for (const row of rows) byPro.get(row.get('proId'))?.push(row.get('service'));
    return byPro;
  }

  async function withServices(rows: { get(options: { plain: true }): ProAttributes }[], transaction?: Transaction): Promise<ProRecord[]> {
    const plain = rows.map((row) => row.get({ plain: true }));
    const services = await servicesOf(
      plain.map((row) => row.id),
      transaction,
    );
    return plain.map((row) => toProRecord(row, services.get(row.id) ?? []));
  }

  return {
    /**
     * Stores an application (or, for the demo seed, a pro) and the services it offers. Throws
     * DuplicatePendingError when a pending application has the phone or e-mail, and
     * DuplicateProReferenceError when the reference is taken. On PostgreSQL a racing insert waits
     * on the unique index for the first transaction and only then learns of the duplicate.
     */
    async create(transaction: Transaction, pro: NewPro, now: Date): Promise<ProRecord> {
      const id = randomUUID();
      try {
        const row = await Pro.create(
          {
            id,
            reference: pro.reference,
            name: pro.name,
            email: pro.email.trim().toLowerCase(),
            phone: pro.phone,
            state: pro.state,
            area: pro.area,
            yearsExperience: pro.yearsExperience,
            about: pro.about,
            idType: pro.idType,
            // Sealed at rest (NDPA): only revealIdNumber, for the admin vetting the pro, opens it.
            idNumber: db.cipher.seal(pro.idNumber, idNumberContext(id)),
            ownTools: pro.ownTools,
            daysAvailable: JSON.stringify(WEEKDAYS.filter((day) => pro.daysAvailable.includes(day))),
            referees: JSON.stringify((pro.referees ?? []).map(({ name, phone }) => ({ name, phone }))),
            consentedAt: now,
            status: pro.status ?? 'pending',
            decisionNote: pro.decisionNote ?? null,
            decidedAt: pro.decidedAt ?? null,
            createdAt: now,
            updatedAt: now,
          },
          { transaction, fields: PRO_FIELDS },
        );
        const services = [...new Set(pro.services)];
        await ProService.bulkCreate(
          services.map((service) => ({ proId: id, service })),
          { transaction, fields: ['proId', 'service'] },
        );
        return toProRecord(row.get({ plain: true }), services);
      } catch (err) {
        if (err instanceof UniqueConstraintError) {
          const about = uniqueViolation(err);
          if (about === 'reference') throw new DuplicateProReferenceError();
          if (about === 'phone' || about === 'email') throw new DuplicatePendingError(about);
          if (about === 'pending') throw new DuplicatePendingError(null);
        }
        throw err;
      }
    },

    /**
     * The pro with that id, or null. With `lock` inside a write, the row is locked on PostgreSQL
     * so two decisions about one pro take turns (SQLite's write queue already serialises them).
     */
    async findById(id: string, transaction?: Transaction, options: { lock?: boolean } = {}): Promise<ProRecord | null> {
      const row = await Pro.findOne({
        where: { id },
        transaction,
        lock: options.lock && transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined,
      });
      if (!row) return null;
      const [pro] = await withServices([row], transaction);
      return pro ?? null;
    },

    /** The pro's ID number decrypted, for the admin vetting them (nothing else reads it); '' once erased, null for no such pro. */
    async revealIdNumber(id: string, transaction?: Transaction): Promise<string | null> {
      const row = await Pro.findOne({ where: { id }, attributes: ['idNumber'], transaction });
      if (!row) return null;
      const sealed = row.get('idNumber');
      return sealed === '' ? '' : db.cipher.open(sealed, idNumberContext(id));
    },

    /** Which of the phone and e-mail a pending application already has. */
    async findPendingConflicts(phone: string, email: string, transaction?: Transaction): Promise<PendingConflict[]> {
      const lowered = email.trim().toLowerCase();
      const rows = await Pro.findAll({
        where: { status: 'pending', [Op.or]: [{ phone }, { email: lowered }] },
        attributes: ['phone', 'email'],
        transaction,
      });
      const conflicts: PendingConflict[] = [];
      if (rows.some((row) => row.get('phone') === phone)) conflicts.push('phone');
      if (rows.some((row) => row.get('email') === lowered)) conflicts.push('email');
      return conflicts;
    },

    /** One page, newest first, optionally of one status; with the total for the pager. */
    async list(options: { status?: ProStatus; page: number; pageSize: number }): Promise<{ items: ProRecord[]; total: number }> {
      const where: WhereOptions<ProAttributes> = options.status ? { status: options.status } : {};
      const [total, rows] = await Promise.all([
        Pro.count({ where }),
        Pro.findAll({ where, order: NEWEST_FIRST, limit: options.pageSize, offset: (options.page - 1) * options.pageSize }),
      ]);
      return { items: await withServices(rows), total };
    },

    /**
     * Approved pros who offer `service`, those who work in `state` first, then by name; at most
     * CANDIDATES_LIMIT. Suspended, rejected and pending pros never appear.
     */
    async findApprovedCandidates(service: ServiceKey, state: NigerianState, transaction?: Transaction): Promise<ProRecord[]> {
      const { sequelize } = db;
      const rows = await Pro.findAll({
        where: {
          status: 'approved',
          id: { [Op.in]: sequelize.literal(`(SELECT pro_id FROM pro_services WHERE service = ${sequelize.escape(service)})`) },
        },
        order: [[sequelize.literal(`CASE WHEN state = ${sequelize.escape(state)} THEN 0 ELSE 1 END`), 'ASC'], ['name', 'ASC'], ['id', 'ASC']],
        limit: CANDIDATES_LIMIT,
        transaction,
      });
      return withServices(rows, transaction);
    },

    /**
     * Applies a decision only if the status is still `from`: of two racing decisions, the second
     * changes nothing and gets false.
     */
    async decide(
      transaction: Transaction,
      id: string,
      from: ProStatus,
      to: ProStatus,
      decisionNote: string | null,
      now: Date,
    ): Promise<boolean> {
      const [changed] = await Pro.update(
        { status: to, decisionNote, decidedAt: now, updatedAt: now },
        { where: { id, status: from }, transaction, fields: ['status', 'decisionNote', 'decidedAt', 'updatedAt'] },
      );
      return changed === 1;
    },

    /** The pro whose sign-in account this is, or null. */
    async findByUserId(userId: string, transaction?: Transaction): Promise<ProRecord | null> {
      const row = await Pro.findOne({ where: { userId }, transaction });
      if (!row) return null;
      const [pro] = await withServices([row], transaction);
      return pro ?? null;
    },

    /** Points the pro at their sign-in account (made when the application is approved). */
    async linkAccount(transaction: Transaction, id: string, userId: string, now: Date): Promise<void> {
      await Pro.update({ userId, updatedAt: now }, { where: { id }, transaction, fields: ['userId', 'updatedAt'] });
    },

    async countByStatus(status: ProStatus, transaction?: Transaction): Promise<number> {
      return Pro.count({ where: { status }, transaction });
    },
  };
}

export type ProsRepository = ReturnType<typeof createProsRepository>;
