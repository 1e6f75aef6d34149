// Booking rules: price on the server, one transaction per booking (idempotency record, booking,
// confirmation e-mail), and the customer's cancel and reschedule under the state machine.
import {
  customerCanCancel,
  customerCanReschedule,
  normalizeNigerianPhone,
  PHONE_HINT,
  quote,
  visitSlotProblems,
  type DetailsByService,
  type ServiceKey,
} from '@ile/domain';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES, validationFailed, type FieldErrors } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import type { CurrentUser, UserRecord } from '../accounts/index.ts';
import { priceWithinLimit, type CatalogueRepository } from '../catalogue/index.ts';
import type { BookingNotices } from './booking-notices.ts';
import type { CancellationRefunds } from './cancellation-refunds.ts';
import { OPEN_BOOKINGS_LIMIT, type CurrentUserView } from './current-user-view.ts';
import { bookingConfirmationMail } from './confirmation-mail.ts';
import { idempotencyCutoff, requestHash } from './idempotency.ts';
import { toBooking } from './mapper.ts';
import {
  DuplicateIdempotencyKeyError,
  DuplicateReferenceError,
  type Address,
  type BookingRecord,
  type BookingsRepository,
  type IdempotencyRecord,
  type TimeWindow,
} from './repository.ts';
import { readableCode } from '../../readable-code.ts';
import { moveBooking } from './status.ts';

/** The spec's listBookings maxItems. */
export const LIST_LIMIT = 500;

export function newBookingReference(): string {
  return `ILE-${readableCode(6)}`;
}

export interface VisitInput {
  address: Address;
  date: string;
  timeWindow: TimeWindow;
  contactPhone: string;
  notes?: string;
  /** "Who will be home?": someone else, as typed (the phone is normalised here). */
  atHome?: { name: string; phone: string };
}

export interface BookingRequest<K extends ServiceKey> {
  service: K;
  operationId: string;
  idempotencyKey: string;
  body: { visit: VisitInput; details: DetailsByService[K] };
  /** The answer to keep with the key, for the customer as they are after the booking. */
  answerOf(currentUser: CurrentUser): StoredAnswer;
}

/** The answer the first request got, kept with its key so a retry answers the same (opaque here). */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** A booking made now, with the customer as they are after it; or a retry's first answer. */
export type BookingResult = { kind: 'created'; currentUser: CurrentUser } | { kind: 'replayed'; answer: StoredAnswer };

const SWEEP_EVERY_MS = 60_000;

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
const priceOutOfRange = () =>
  new AppError(400, 'price_out_of_range', 'This job comes to more than ₦1,000,000,000, more than we can take online. Make it smaller, or contact us for a quote.');
const serviceUnavailable = () =>
  new AppError(409, 'service_unavailable', 'This service is not taking bookings at the moment. Please choose another service or try again later.');
const idempotencyMismatch = () =>
  new AppError(422, 'idempotency_mismatch', 'This request does not match the one first sent with this key.');
const notCancellable = () =>
  new AppError(409, 'booking_not_cancellable', 'A pro is already on the way, so this booking can no longer be cancelled online. Please call us.');
const notReschedulable = () => new AppError(409, 'booking_not_reschedulable', 'This booking can no longer be moved.');

export interface BookingsServiceDeps {
  db: Db;
  repo: BookingsRepository;
  catalogue: Pick<CatalogueRepository, 'findByKey'>;
  currentUserView: CurrentUserView;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Refunds a paid booking that is cancelled (implemented by the payments module). */
  refunds: CancellationRefunds;
  /** Tells the customer of their own cancel or reschedule, in the same write (the notifications module). */
  notices: BookingNotices;
  /** How long before a window starts it can still be booked or moved to (config BOOKING_LEAD_MINUTES). */
  bookingLeadMinutes: number;
}

export function createBookingsService({ db, repo, catalogue, currentUserView, mailer, clock, logger, publicUrl, refunds, notices, bookingLeadMinutes }: BookingsServiceDeps) {
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });
  // Expired idempotency records are swept at most once a minute per process rather than with every
  // booking (one statement fewer each); lookups ignore expired records meanwhile.
  let lastSweepMs = -Infinity;

  function replay(record: IdempotencyRecord, operationId: string, hash: string): BookingResult {
    if (record.operationId !== operationId || record.requestHash !== hash) throw idempotencyMismatch();
    return { kind: 'replayed', answer: { status: record.responseStatus, body: JSON.parse(record.responseBody) } };
  }

  /** The day's and the window's problems on the server clock, under the names the request uses for them. */
  function visitProblems(date: string, timeWindow: TimeWindow, dateField: string, windowField: string): FieldErrors {
    const problems = visitSlotProblems(date, timeWindow, clock.now(), bookingLeadMinutes);
    const fields: FieldErrors = {};
    if (problems.date) fields[dateField] = problems.date;
    if (problems.timeWindow) fields[windowField] = problems.timeWindow;
    return fields;
  }

  return {
    /**
     * Books a job for `user`. Same key and body → the first answer; same key, other body → 422.
     * A duplicate racing the first waits for it (the write queue on SQLite, the unique index on
     * PostgreSQL) and then replays its answer, so one key never makes two bookings.
     */
    async book<K extends ServiceKey>(user: UserRecord, request: BookingRequest<K>): Promise<BookingResult> {
      const { visit, details } = request.body;
      const hash = requestHash(request.body);

      const fields = visitProblems(visit.date, visit.timeWindow, 'visit.date', 'visit.timeWindow');
      const contactPhone = normalizeNigerianPhone(visit.contactPhone);
      if (!contactPhone) fields['visit.contactPhone'] = PHONE_HINT;
      const atHomePhone = visit.atHome ? normalizeNigerianPhone(visit.atHome.phone) : null;
      if (visit.atHome && !atHomePhone) fields['visit.atHome.phone'] = PHONE_HINT;
      const atHome = visit.atHome && atHomePhone ? { name: visit.atHome.name.trim(), phone: atHomePhone } : undefined;
      if (Object.keys(fields).length || !contactPhone) {
        // A retry is answered before anything is re-checked: yesterday's booking replays even
        // though its day may no longer be bookable today. (A retry that passes the checks is
        // found in the write turn below, so a booking asks for its key once, not twice.)
        const earlier = await repo.findIdempotencyRecord(user.id, request.idempotencyKey, idempotencyCutoff(clock.now()));
        if (earlier) return replay(earlier, request.operationId, hash);
        throw validationFailed(fields);
      }

      for (let attempt = 0; ; attempt++) {
        try {
          return await db.write(async (transaction) => {
            const now = clock.now();
            // Inside the write turn: a duplicate that queued behind the first sees its record here.
            const existing = await repo.findIdempotencyRecord(user.id, request.idempotencyKey, idempotencyCutoff(now), transaction);
            if (existing) return replay(existing, request.operationId, hash);

            const service = await catalogue.findByKey(request.service, transaction);
            if (!service?.active) throw serviceUnavailable();
            // The price comes from the catalogue as stored now, and is stored with the booking.
            const price = quote(request.service, details, service.priceItems);
            if (!priceWithinLimit(price)) throw priceOutOfRange();
            const booking = await repo.create(
              transaction,
              {
                reference: newBookingReference(),
                userId: user.id,
                service: request.service,
                serviceName: service.name,
                status: 'pending_payment',
                visit: {
                  address: visit.address,
                  contactPhone,
                  ...(visit.notes !== undefined && visit.notes.trim() !== '' ? { notes: visit.notes.trim() } : {}),
                  ...(atHome ? { atHome } : {}),
                },
                details,
                price,
                scheduledDate: visit.date,
                timeWindow: visit.timeWindow,
              },
              now,
            );
            // An account without an e-mail (made by phone) gets no mail; the booking page has it all.
            if (user.email !== null) {
              await mailOnCommit(transaction, bookingConfirmationMail({ name: user.name, email: user.email }, booking, publicUrl), now, { reference: booking.reference, mail: 'booking confirmation' });
            }

            const view = await currentUserView(user, transaction);
            // Newest first, and the new booking first even if another shares its millisecond.
            const created = toBooking(booking);
            view.bookings = [created, ...view.bookings.filter((b) => b.id !== booking.id)].slice(0, OPEN_BOOKINGS_LIMIT);
            const answer = request.answerOf(view);

            // Either way: a clock set back must not hold the sweep off until it catches up.
            if (Math.abs(now.getTime() - lastSweepMs) >= SWEEP_EVERY_MS) {
              await repo.deleteIdempotencyRecordsBefore(transaction, idempotencyCutoff(now));
              lastSweepMs = now.getTime();
            }
            await repo.createIdempotencyRecord(transaction, {
              userId: user.id,
              key: request.idempotencyKey,
              operationId: request.operationId,
              requestHash: hash,
              responseStatus: answer.status,
              responseBody: JSON.stringify(answer.body),
              createdAt: now,
            });
            return { kind: 'created', currentUser: view };
          });
        } catch (err) {
          // The racing duplicate committed first (PostgreSQL): the next attempt finds and replays it.
          // A reference already taken: draw another.
          // A key reused after its record expired but before the next sweep: sweep on the next attempt.
          if (err instanceof DuplicateIdempotencyKeyError) lastSweepMs = -Infinity;
          if ((err instanceof DuplicateIdempotencyKeyError || err instanceof DuplicateReferenceError) && attempt < 5) continue;
          throw err;
        }
      }
    },

    /** All the user's bookings, every status, newest first. */
    list(user: UserRecord): Promise<BookingRecord[]> {
      return repo.listByUser(user.id, LIST_LIMIT);
    },

    /**
     * Cancels the user's booking; a booking already cancelled is answered as it is. A paid booking's
     * refund is recorded in the same write and sent to the provider after commit.
     */
    async cancel(user: UserRecord, id: string, reason: string | undefined): Promise<BookingRecord> {
      const { booking, refundIds } = await db.write(async (transaction) => {
        const found = await repo.findOwned(user.id, id, transaction);
        if (!found) throw notFound();
        if (found.status === 'cancelled') return { booking: found, refundIds: [] };
        if (!customerCanCancel(found.status)) throw notCancellable();
        const cancelReason = reason?.trim() ? reason.trim() : null;
        const cancelled = await moveBooking(repo, transaction, found, 'cancelled', clock.now(), { cancelReason });
        const refundIds = await refunds.recordRefundForCancellation(transaction, found, user.id, cancelReason);
        await notices.notifyBookingEvent(transaction, cancelled, { type: 'customer_cancelled', reason: cancelReason, refundKobo: refundIds.length ? found.totalKobo : null });
        return { booking: cancelled, refundIds };
      });
      await refunds.sendRefunds(refundIds);
      return booking;
    },

    /** Moves the user's booking to another day or window, until the job starts. */
    async reschedule(user: UserRecord, id: string, date: string, timeWindow: TimeWindow): Promise<BookingRecord> {
      const fields = visitProblems(date, timeWindow, 'date', 'timeWindow');
      if (Object.keys(fields).length) throw validationFailed(fields);
      return db.write(async (transaction) => {
        const booking = await repo.findOwned(user.id, id, transaction);
        if (!booking) throw notFound();
        if (!customerCanReschedule(booking.status)) throw notReschedulable();
        await repo.reschedule(transaction, booking.id, date, timeWindow, clock.now());
        const moved = await repo.findOwned(user.id, id, transaction);
        if (!moved) throw notFound();
        await notices.notifyBookingEvent(transaction, moved, { type: 'rescheduled', from: { date: booking.scheduledDate, timeWindow: booking.timeWindow } });
        return moved;
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
