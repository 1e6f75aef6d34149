// Happiness-guarantee rules: the customer of a completed booking raises one claim within the happiness window of
// completion (the domain's window, on the app's clock) and gets an e-mail in the same write;
// admins see open claims first and resolve each once, recorded in the audit log, with the customer
// told in the app and by e-mail in the same write.
import { claimWindowOpen, HAPPINESS_WINDOW } from '@ile/domain';
import type { RequestBody } from '../../api/types.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES, validationFailed } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import { readableCode } from '../../readable-code.ts';
import type { CustomerContact, UserRecord } from '../accounts/index.ts';
import { ITEM_HISTORY_LIMIT, type AuditLog, type AuditRecord } from '../audit/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import { createNotificationsRepository, type NotificationsCommitted } from '../notifications/index.ts';
import { claimReceivedMail, claimResolvedMail, claimResolvedNotification } from './claim-mail.ts';
import { DuplicateClaimError, DuplicateClaimReferenceError, type ClaimRecord, type ClaimsRepository, type ClaimStatus } from './repository.ts';

export type ClaimRequest = RequestBody<'raiseClaim'>;

/** A claim as an admin sees it: with the customer to call and what admins did to it, newest first. */
export interface AdminClaimView {
  claim: ClaimRecord;
  customer: CustomerContact;
  history: AuditRecord[];
}

export function newClaimReference(): string {
  return `CLM-${readableCode(6)}`;
}

/** The spec's ClaimRequest.problem minLength, after trimming. */
const PROBLEM_MIN = 20;
/** The spec's resolution minLength, after trimming. */
const RESOLUTION_MIN = 3;

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
const notCompleted = () => new AppError(409, 'booking_not_completed', 'You can raise a claim once the job is completed.');
const windowClosed = () => new AppError(409, 'claim_window_closed', `Claims are open for ${HAPPINESS_WINDOW} after the job. Please call us and we will still help.`);
const claimExists = () => new AppError(409, 'claim_exists', 'You have already raised a claim on this booking.');
const alreadyResolved = () => new AppError(409, 'claim_already_resolved', 'This claim is already resolved.');

export interface ClaimsServiceDeps {
  db: Db;
  repo: ClaimsRepository;
  bookings: Pick<BookingsRepository, 'findOwned'>;
  people: { customersByIds(ids: readonly string[]): Promise<Map<string, CustomerContact>> };
  audit: AuditLog;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Told after commit, to send the resolution's notification on by Web Push. */
  notificationsCommitted?: NotificationsCommitted;
}

export function createClaimsService({ db, repo, bookings, people, audit, mailer, clock, logger, publicUrl, notificationsCommitted }: ClaimsServiceDeps) {
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });
  const notifications = createNotificationsRepository(db, notificationsCommitted);

  /** The claims with their customers and histories, each read for the whole page in one query. */
  async function forAdmin(claims: readonly ClaimRecord[]): Promise<AdminClaimView[]> {
    const [customers, histories] = await Promise.all([
      people.customersByIds(claims.map((claim) => claim.userId)),
      audit.historyOf('claim', claims.map((claim) => claim.id), ITEM_HISTORY_LIMIT),
    ]);
    return claims.map((claim) => {
      const customer = customers.get(claim.userId);
      // claims reference users without a cascade, so a claim always has its customer.
      if (!customer) throw new Error(`claim ${claim.id} has no customer ${claim.userId}`);
      return { claim, customer, history: histories.get(claim.id) ?? [] };
    });
  }

  return {
    /**
     * Raises the customer's claim on their completed booking within the window, with its e-mail in
     * the same write. Someone else's booking is answered like an unknown one (404). One claim per
     * booking, also when two race (the booking row is locked on PostgreSQL; the unique index decides).
     */
    async raise(user: UserRecord, bookingId: string, input: ClaimRequest): Promise<ClaimRecord> {
      const problem = input.problem.trim();
      if (problem.length < PROBLEM_MIN) throw validationFailed({ problem: `Tell us a little more about what went wrong: at least ${PROBLEM_MIN} characters.` });
      const photoDescription = input.photoDescription?.trim() ? input.photoDescription.trim() : null;

      for (let attempt = 0; ; attempt++) {
        try {
          const claim = await db.write(async (transaction) => {
            const booking = await bookings.findOwned(user.id, bookingId, transaction);
            if (!booking) throw notFound();
            if (booking.status !== 'completed') throw notCompleted();
            if (booking.claim) throw claimExists();
            const now = clock.now();
            if (!claimWindowOpen(booking.completedAt ? booking.completedAt.toISOString() : null, now)) throw windowClosed();
            const stored = await repo.create(transaction, { reference: newClaimReference(), bookingId: booking.id, userId: user.id, problem, photoDescription }, now);
            // No e-mail on the account (made by phone): the claim is stored and the admins see it all the same.
            if (user.email !== null) await mailOnCommit(transaction, claimReceivedMail({ name: user.name, email: user.email }, stored, publicUrl), now, { reference: stored.reference, mail: 'claim received' });
            return stored;
          });
          return claim;
        } catch (err) {
          if (err instanceof DuplicateClaimError) throw claimExists();
          if (err instanceof DuplicateClaimReferenceError && attempt < 5) continue;
          throw err;
        }
      }
    },

    async adminList(options: { status?: ClaimStatus; page: number; pageSize: number }): Promise<{ items: AdminClaimView[]; total: number }> {
      const { items, total } = await repo.list(options);
      return { items: await forAdmin(items), total };
    },

    /**
     * Resolves an open claim with what was done, once: the audit entry (claim.resolve), the
     * customer's notification and e-mail are stored in the same write.
     */
    async resolve(admin: Pick<UserRecord, 'id' | 'name'>, id: string, resolution: string): Promise<AdminClaimView> {
      const text = resolution.trim();
      if (text.length < RESOLUTION_MIN) throw validationFailed({ resolution: `Tell the customer what was done: at least ${RESOLUTION_MIN} characters.` });
      const claim = await db.write(async (transaction) => {
        const open = await repo.findById(id, transaction);
        if (!open) throw notFound();
        if (open.status !== 'open') throw alreadyResolved();
        const now = clock.now();
        // Conditional on the status read: a resolution made meanwhile is never overwritten.
        if (!(await repo.resolve(transaction, open.id, text, admin.id, now))) throw alreadyResolved();
        await audit.record(
          transaction,
          {
            actor: { id: admin.id, name: admin.name },
            action: 'claim.resolve',
            subject: { type: 'claim', id: open.id },
            before: { status: open.status, resolution: open.resolution },
            after: { status: 'resolved', resolution: text },
          },
          now,
        );
        const resolved = await repo.findById(open.id, transaction);
        if (!resolved) throw new Error(`claim ${open.id} vanished during its resolution`);
        const customer = await notifications.findRecipient(resolved.userId, transaction);
        if (!customer) throw new Error(`claim ${resolved.id} has no customer ${resolved.userId}`);
        await notifications.create(transaction, customer.id, claimResolvedNotification(resolved, text), now);
        if (customer.email !== null) await mailOnCommit(transaction, claimResolvedMail({ name: customer.name, email: customer.email }, resolved, text, publicUrl), now, { reference: resolved.reference, mail: 'claim resolved' });
        return resolved;
      });
      const [view] = await forAdmin([claim]);
      if (!view) throw new Error(`claim ${claim.id} did not load`);
      return view;
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
