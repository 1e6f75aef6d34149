// Pro rules: applying (one pending application per phone and per e-mail, acknowledged by e-mail
// in the same write), and the admin's list, detail and decisions (pending → approved | rejected,
// approved ⇄ suspended), each decision recorded in the audit log in the same write.
import { isNin, NIN_HINT, normalizeEmail, normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { RequestBody, Schemas } from '../../api/types.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES, validationFailed, type FieldErrors } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import type { AccountsService, UserRecord } from '../accounts/index.ts';
import type { AuditLog, AuditRecord } from '../audit/index.ts';
import type { CatalogueRepository } from '../catalogue/index.ts';
import { applicationAcknowledgementMail, VETTING_PROMISE } from './acknowledgement-mail.ts';
import { readableCode } from '../../readable-code.ts';
import { proDecisionMail } from './decision-mail.ts';
import {
  DuplicatePendingError,
  DuplicateProReferenceError,
  type PendingConflict,
  type ProRecord,
  type ProsRepository,
  type ProStatus,
} from './repository.ts';

export type ProApplicationRequest = RequestBody<'applyAsPro'>;
export type ProDecision = RequestBody<'adminDecidePro'>['action'];
export type AdminBooking = Schemas['AdminBooking'];

/** The bookings assigned to a pro, as the admin sees them (built by admin-bookings/assigned-bookings.ts). */
export type AssignedBookings = (pro: ProRecord, transaction?: Transaction) => Promise<AdminBooking[]>;

export function newProReference(): string {
  return `PRO-${readableCode(6)}`;
}

/** Each decision: the status it applies to, the status it leads to, and why it is refused otherwise. */
export const DECISIONS: Record<ProDecision, { from: ProStatus; to: ProStatus; refused: string }> = {
  approve: { from: 'pending', to: 'approved', refused: 'Only a pending application can be approved.' },
  reject: { from: 'pending', to: 'rejected', refused: 'Only a pending application can be rejected.' },
  suspend: { from: 'approved', to: 'suspended', refused: 'Only an approved pro can be suspended.' },
  reinstate: { from: 'suspended', to: 'approved', refused: 'Only a suspended pro can be reinstated.' },
};

const PENDING_FIELD_MESSAGES: Record<PendingConflict, string> = {
  phone: 'An application with this phone number is already being reviewed.',
  email: 'An application with this e-mail address is already being reviewed.',
};

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
const applicationPending = (conflicts: readonly PendingConflict[]) =>
  new AppError(
    409,
    'application_pending',
    `We already have your application and are reviewing it. We will call you ${VETTING_PROMISE}.`,
    Object.fromEntries((conflicts.length ? conflicts : (['phone', 'email'] as const)).map((field) => [field, PENDING_FIELD_MESSAGES[field]])),
  );
const decisionNotAllowed = (message: string) => new AppError(409, 'pro_decision_not_allowed', message);

export interface ProDetailView {
  pro: ProRecord;
  /** Decrypted for the admin's detail only. */
  idNumber: string;
  bookings: AdminBooking[];
  history: AuditRecord[];
}

export interface ProsServiceDeps {
  db: Db;
  repo: ProsRepository;
  catalogue: Pick<CatalogueRepository, 'list'>;
  audit: AuditLog;
  assignedBookings: AssignedBookings;
  /** Opens an approved pro's sign-in account in the approval's write. */
  accounts: Pick<AccountsService, 'openProAccount'>;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
}

export function createProsService({ db, repo, catalogue, audit, assignedBookings, accounts, mailer, clock, logger }: ProsServiceDeps) {
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });

  /** Checks beyond the schema; answers the cleaned application or throws 400 with every field's message. */
  async function cleaned(input: ProApplicationRequest) {
    const fields: FieldErrors = {};
    const phone = normalizeNigerianPhone(input.phone);
    if (!phone) fields.phone = PHONE_HINT;

    const active = await catalogue.list({ includeHidden: false });
    const offered = new Set(active.map((service) => service.key));
    const unavailable = input.services.filter((key) => !offered.has(key));
    if (unavailable.length) {
      fields.services = 'Choose from the services we offer at the moment; some of those chosen are not available.';
    }

    const idNumber = input.idNumber.trim().replace(/\s+/g, ' ');
    if (input.idType === 'nin' && !isNin(idNumber)) fields.idNumber = NIN_HINT;
    const name = input.name.trim();
    const area = input.area.trim();
    const about = input.about.trim();
    if (about.length < 20) fields.about = 'Tell us a little more: at least 20 characters.';

    // References are people we call about the applicant: never the applicant's own phone, nor one person twice.
    const referees = input.referees.map((referee, i) => {
      const refereePhone = normalizeNigerianPhone(referee.phone);
      const at = `referees.${i}.phone`;
      if (!refereePhone) fields[at] = PHONE_HINT;
      else if (refereePhone === phone) fields[at] = 'Give the number of someone you have worked for, not your own.';
      else if (input.referees.slice(0, i).some((earlier) => normalizeNigerianPhone(earlier.phone) === refereePhone)) {
        fields[at] = 'Give two different people, each with their own number.';
      }
      return { name: referee.name.trim(), phone: refereePhone ?? '' };
    });

    if (Object.keys(fields).length || !phone) throw validationFailed(fields);
    return {
      application: { ...input, name, area, about, idNumber, phone, referees, email: normalizeEmail(input.email) },
      serviceNames: new Map(active.map((service) => [service.key, service.name])),
    };
  }

  return {
    /**
     * Stores an application as pending with its acknowledgement e-mail (outbox) in one write.
     * A pending application with the same phone or e-mail → 409 application_pending, never a
     * second row: checked inside the write turn, and guaranteed by the partial unique indexes
     * when two requests race on PostgreSQL.
     */
    async apply(input: ProApplicationRequest): Promise<ProRecord> {
      const { application, serviceNames } = await cleaned(input);
      for (let attempt = 0; ; attempt++) {
        try {
          const pro = await db.write(async (transaction) => {
            const conflicts = await repo.findPendingConflicts(application.phone, application.email, transaction);
            if (conflicts.length) throw applicationPending(conflicts);
            const now = clock.now();
            const stored = await repo.create(transaction, { ...application, reference: newProReference() }, now);
            await mailOnCommit(transaction, applicationAcknowledgementMail(stored, serviceNames), now, { reference: stored.reference, mail: 'application acknowledgement' });
            return stored;
          });
          return pro;
        } catch (err) {
          if (err instanceof DuplicatePendingError) {
            // The racing twin committed first: say which fields clash, as the first check would have.
            const conflicts = await repo.findPendingConflicts(application.phone, application.email);
            throw applicationPending(conflicts.length ? conflicts : err.conflict ? [err.conflict] : []);
          }
          if (err instanceof DuplicateProReferenceError && attempt < 5) continue;
          throw err;
        }
      }
    },

    list(options: { status?: ProStatus; page: number; pageSize: number }) {
      return repo.list(options);
    },

    /** The pro with their bookings and history; 404 when there is no such pro. */
    async get(id: string): Promise<ProDetailView> {
      const pro = await repo.findById(id);
      if (!pro) throw notFound();
      const [idNumber, bookings, history] = await Promise.all([repo.revealIdNumber(pro.id), assignedBookings(pro), audit.history('pro', pro.id)]);
      return { pro, idNumber: idNumber ?? '', bookings, history };
    },

    /**
     * Applies a decision under the status rules, with its note, and records it in the audit log
     * in the same write. A decision that does not apply to the pro's status → 409.
     */
    async decide(admin: Pick<UserRecord, 'id' | 'name'>, id: string, action: ProDecision, note: string | undefined): Promise<ProDetailView> {
      const rule = DECISIONS[action];
      const decisionNote = note?.trim() ? note.trim() : null;
      const pro = await db.write(async (transaction) => {
        const current = await repo.findById(id, transaction, { lock: true });
        if (!current) throw notFound();
        if (current.status !== rule.from) throw decisionNotAllowed(rule.refused);
        const now = clock.now();
        // Conditional on the status read: a decision made meanwhile is never overwritten.
        if (!(await repo.decide(transaction, current.id, rule.from, rule.to, decisionNote, now))) throw decisionNotAllowed(rule.refused);
        await audit.record(
          transaction,
          {
            actor: { id: admin.id, name: admin.name },
            action: `pro.${action}`,
            subject: { type: 'pro', id: current.id },
            note: decisionNote,
            before: { status: current.status, decisionNote: current.decisionNote },
            after: { status: rule.to, decisionNote },
          },
          now,
        );
        // An approved pro signs in to see their jobs: the account and its one-time link come with the approval.
        const invitation = rule.to === 'approved' && !current.userId ? await accounts.openProAccount(transaction, current, now) : null;
        if (invitation) await repo.linkAccount(transaction, current.id, invitation.user.id, now);
        const decided = await repo.findById(current.id, transaction);
        if (!decided) throw new Error(`pro ${current.id} vanished during a decision`);
        // The applicant hears the decision if and only if it commits.
        await mailOnCommit(transaction, proDecisionMail(decided, action, invitation?.link ?? null), now, { reference: decided.reference, mail: `pro ${action}` });
        return decided;
      });
      const [idNumber, bookings, history] = await Promise.all([repo.revealIdNumber(pro.id), assignedBookings(pro), audit.history('pro', pro.id)]);
      return { pro, idNumber: idNumber ?? '', bookings, history };
    },
  };
}

export type ProsService = ReturnType<typeof createProsService>;
