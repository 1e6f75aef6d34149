// Dispatch: the admin's queue and counts, and the three things an admin does to a booking (assign
// a pro, move it along, cancel it). Each change is one write: the booking through moveBooking and
// the state machine, the audit entry, the customer's notification and e-mail, and for a paid
// booking that is cancelled, its refund.
import { adminCanCancel, canMove, earlyStartProblem, todayInLagos, type BookingStatus } from '@ile/domain';
import type { components } from '@ile/domain/schema';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES, validationFailed } from '../../http/app-error.ts';
import type { CeilingUse, TextLimits } from '../../texts/index.ts';
import type { AccountsRepository, UserRecord } from '../accounts/index.ts';
import { toAuditEntry, type AuditData, type AuditLog } from '../audit/index.ts';
import { BookingStateError, moveBooking, type BookingRecord, type BookingsRepository, type CancellationRefunds } from '../bookings/index.ts';
import type { BookingEvent, BookingNotifier, ProJobEvent } from '../notifications/index.ts';
import { toProSummary, type ProsRepository } from '../pros/index.ts';
import { toAdminBooking, type AdminBooking, type AdminBookingDetail } from './mapper.ts';
import type { QueueSections } from './queue-sections.ts';
import type { AdminBookingsRepository, Page, QueueFilter } from './repository.ts';

export type AdminMove = 'in_progress' | 'completed';

export type AdminAlert = components['schemas']['AdminAlert'];

export interface AdminOverview {
  bookingsByStatus: Record<BookingStatus, number>;
  pendingApplications: number;
  visitsToday: number;
  unreadMessages: number;
  openClaims: number;
  alerts: AdminAlert[];
}

/** A daily text ceiling at 80 % or more, as the admin home shows it. */
function ceilingAlert(use: CeilingUse): AdminAlert {
  return { kind: use.used >= use.limit ? 'text_ceiling_reached' : 'text_ceiling_near', ceiling: use.ceiling, used: use.used, limit: use.limit };
}

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);

/** A pro to tell of a change to their job, by their account. */
interface ProTold {
  userId: string;
  event: ProJobEvent;
}

const STATE_WORDS: Record<BookingStatus, string> = {
  pending_payment: 'is waiting for payment',
  paid: 'is paid and waiting for a pro',
  pro_assigned: 'has a pro assigned',
  in_progress: 'is in progress',
  completed: 'is completed',
  cancelled: 'is cancelled',
};

/** 409 booking_state_conflict: what the booking is now and why that rules the change out. */
export function stateConflict(from: BookingStatus, to: BookingStatus | 'assigned'): AppError {
  let message: string;
  if (from === 'completed' || from === 'cancelled') message = `This booking ${STATE_WORDS[from]}; it can no longer change.`;
  else if (to === 'assigned') message = from === 'pending_payment' ? 'This booking is not paid yet; assign a pro once it is paid.' : `This booking ${STATE_WORDS[from]}; a pro can no longer be assigned.`;
  else if (to === 'cancelled') message = `This booking ${STATE_WORDS[from]}; it can no longer be cancelled.`;
  else if (to === 'in_progress') message = `This booking ${STATE_WORDS[from]}; only a booking with a pro assigned can start.`;
  else if (to === 'completed') message = `This booking ${STATE_WORDS[from]}; only a job in progress can be completed.`;
  else message = `This booking ${STATE_WORDS[from]}; it cannot move to ${to.replace('_', ' ')}.`;
  return new AppError(409, 'booking_state_conflict', message);
}

/** The fields dispatch changes, as the audit entry keeps them. */
function dispatchState(booking: BookingRecord): AuditData {
  return { status: booking.status, proId: booking.proId, proName: booking.proName };
}

export interface AdminBookingsServiceDeps {
  db: Db;
  bookings: BookingsRepository;
  queue: AdminBookingsRepository;
  /** The customers' contacts next to their bookings. */
  people: Pick<AccountsRepository, 'customersByIds'>;
  pros: ProsRepository;
  audit: AuditLog;
  notifier: BookingNotifier;
  refunds: CancellationRefunds;
  clock: Clock;
  /** The support inbox, for its unread count. */
  inbox: { countUnread(): Promise<number> };
  /** The happiness claims, for the open count. */
  claims: { countOpen(): Promise<number> };
  /** The texts' daily ceilings near or at their limit, for the overview's alerts. */
  textLimits: Pick<TextLimits, 'nearCeilings'>;
}

export function createAdminBookingsService({ db, bookings, queue, people, pros, audit, notifier, refunds, clock, inbox, claims, textLimits }: AdminBookingsServiceDeps) {
  async function withPeople(records: readonly BookingRecord[], transaction?: Transaction): Promise<AdminBooking[]> {
    const [customers, assigned] = await Promise.all([
      people.customersByIds(records.map((record) => record.userId), transaction),
      queue.prosByIds(records.flatMap((record) => (record.proId ? [record.proId] : [])), transaction),
    ]);
    return records.map((record) => {
      const customer = customers.get(record.userId);
      if (!customer) throw new Error(`booking ${record.id} has no customer ${record.userId}`);
      return toAdminBooking(record, customer, record.proId ? (assigned.get(record.proId) ?? null) : null);
    });
  }

  async function detail(id: string): Promise<AdminBookingDetail> {
    const booking = await bookings.findById(id);
    if (!booking) throw notFound();
    const [[item], candidates, history] = await Promise.all([
      withPeople([booking]),
      pros.findApprovedCandidates(booking.service, booking.visit.address.state),
      audit.history('booking', booking.id),
    ]);
    if (!item) throw new Error(`booking ${id} vanished`);
    return { item, candidates: candidates.map(toProSummary), history: history.map(toAuditEntry) };
  }

  /**
   * Runs one admin change in a write: `change` answers the booking after it (or null when there
   * was nothing to do, e.g. a double click) with its audit entry and customer event.
   */
  async function change(
    id: string,
    work: (transaction: Transaction, booking: BookingRecord, now: Date) => Promise<{ event: BookingEvent; audit: Parameters<AuditLog['record']>[1]; told?: ProTold[] } | null>,
  ): Promise<AdminBookingDetail> {
    try {
      await db.write(async (transaction) => {
        const booking = await bookings.findById(id, transaction);
        if (!booking) throw notFound();
        const now = clock.now();
        const outcome = await work(transaction, booking, now);
        if (!outcome) return;
        await audit.record(transaction, outcome.audit, now);
        const after = await bookings.findById(id, transaction);
        if (!after) throw new Error(`booking ${id} vanished during an admin change`);
        await notifier.notifyBookingEvent(transaction, after, outcome.event);
        for (const { userId, event } of outcome.told ?? []) await notifier.notifyProOfJob(transaction, userId, after, event);
      });
    } catch (err) {
      if (err instanceof BookingStateError) throw stateConflict(err.from, err.to);
      throw err;
    }
    return detail(id);
  }

  const actorOf = (admin: UserRecord) => ({ id: admin.id, name: admin.name });

  /** The booking's current pro, to tell them of a change, when they have an account. */
  async function currentProTold(transaction: Transaction, booking: BookingRecord, event: ProJobEvent): Promise<ProTold[]> {
    const current = booking.proId ? await pros.findById(booking.proId, transaction) : null;
    return current?.userId ? [{ userId: current.userId, event }] : [];
  }

  return {
    async overview(): Promise<AdminOverview> {
      const [bookingsByStatus, pendingApplications, visitsToday, unreadMessages, openClaims, nearCeilings] = await Promise.all([
        queue.countByStatus(),
        pros.countByStatus('pending'),
        queue.countOpenVisitsOn(todayInLagos(clock.now())),
        inbox.countUnread(),
        claims.countOpen(),
        textLimits.nearCeilings(clock.now()),
      ]);
      return { bookingsByStatus, pendingApplications, visitsToday, unreadMessages, openClaims, alerts: nearCeilings.map(ceilingAlert) };
    },

    /** The queue: what needs action first, then upcoming, then the rest (sections as of today in Lagos). */
    async list(filter: QueueFilter, page: Page): Promise<{ items: AdminBooking[]; total: number; sections: QueueSections }> {
      if (filter.from && filter.to && filter.from > filter.to) throw validationFailed({ to: 'Choose a last day on or after the first day.' });
      const { items, total, sections } = await queue.listQueue(filter, page, todayInLagos(clock.now()));
      return { items: await withPeople(items), total, sections };
    },

    get: detail,

    /** Assigns an approved pro who offers the service to a paid booking, or reassigns one already assigned. */
    async assign(admin: UserRecord, id: string, proId: string): Promise<AdminBookingDetail> {
      return change(id, async (transaction, booking, now) => {
        if (booking.status !== 'paid' && booking.status !== 'pro_assigned') throw stateConflict(booking.status, 'assigned');
        // Locked on PostgreSQL, so a suspension of this pro cannot slip in before the assignment commits.
        const pro = await pros.findById(proId, transaction, { lock: true });
        if (!pro) throw validationFailed({ proId: 'We could not find that pro. Choose one from the list.' });
        if (pro.status !== 'approved') {
          throw new AppError(409, 'pro_not_approved', `${pro.name} is ${pro.status === 'pending' ? 'not vetted yet' : pro.status}; only an approved pro can be assigned.`);
        }
        if (!pro.services.includes(booking.service)) throw validationFailed({ proId: `${pro.name} does not offer ${booking.serviceName}.` });
        if (booking.status === 'pro_assigned' && booking.proId === pro.id) return null;

        const reassigned = booking.status === 'pro_assigned';
        // The pro taken off the job hears of it, like the one given it.
        const told: ProTold[] = reassigned ? await currentProTold(transaction, booking, { type: 'unassigned' }) : [];
        if (reassigned) {
          // A new pro is no status move: the same conditional update protects against a racing change.
          if (!(await bookings.setPro(transaction, booking.id, 'pro_assigned', pro, now))) throw new BookingStateError(booking.status, 'pro_assigned');
        } else {
          // A pro's earlier decline is settled by this assignment.
          await moveBooking(bookings, transaction, booking, 'pro_assigned', now, { proId: pro.id, proName: pro.name, declinedAt: null, declinedBy: null, declineReason: null });
        }
        if (pro.userId) told.push({ userId: pro.userId, event: { type: 'assigned' } });
        return {
          told,
          event: { type: 'pro_assigned', reassigned },
          audit: {
            actor: actorOf(admin),
            action: 'booking.assign',
            subject: { type: 'booking', id: booking.id },
            before: dispatchState(booking),
            after: { status: 'pro_assigned', proId: pro.id, proName: pro.name },
          },
        };
      });
    },

    /** Pro assigned → in progress → completed, one step at a time. */
    /** Moves a job on; starting it before its visit day (in Lagos) needs a reason, kept as the audit note. */
    async move(admin: UserRecord, id: string, to: AdminMove, reason?: string): Promise<AdminBookingDetail> {
      const why = reason?.trim() ? reason.trim() : null;
      return change(id, async (transaction, booking, now) => {
        if (booking.status === to) return null;
        // The state machine speaks first: a paid booking can't start, early or not.
        const early = to === 'in_progress' && canMove(booking.status, to) ? earlyStartProblem(booking.scheduledDate, now) : null;
        if (early && !why) throw new AppError(409, 'booking_state_conflict', early);
        await moveBooking(bookings, transaction, booking, to, now);
        return {
          event: to === 'in_progress' ? { type: 'in_progress' } : { type: 'completed' },
          audit: {
            actor: actorOf(admin),
            action: 'booking.status',
            subject: { type: 'booking', id: booking.id },
            ...(why ? { note: why } : {}),
            before: { status: booking.status },
            after: { status: to },
          },
        };
      });
    },

    /** Cancels until the job starts; a paid booking's refund is recorded in the same write and sent after commit. */
    async cancel(admin: UserRecord, id: string, reason: string): Promise<AdminBookingDetail> {
      const why = reason.trim();
      if (why.length < 3) throw validationFailed({ reason: 'Give the customer a reason of at least 3 characters.' });
      let refundIds: string[] = [];
      const answer = await change(id, async (transaction, booking, now) => {
        if (booking.status === 'cancelled') return null;
        if (!adminCanCancel(booking.status)) throw stateConflict(booking.status, 'cancelled');
        const told = await currentProTold(transaction, booking, { type: 'cancelled' });
        await moveBooking(bookings, transaction, booking, 'cancelled', now, { cancelReason: why });
        refundIds = await refunds.recordRefundForCancellation(transaction, booking, admin.id, why);
        return {
          told,
          event: { type: 'cancelled', reason: why, refundKobo: refundIds.length ? booking.totalKobo : null },
          audit: {
            actor: actorOf(admin),
            action: 'booking.cancel',
            subject: { type: 'booking', id: booking.id },
            note: why,
            before: { status: booking.status, cancelReason: booking.cancelReason },
            after: { status: 'cancelled', cancelReason: why, refundRequested: refundIds.length > 0 },
          },
        };
      });
      // After commit: the provider is asked for the money back; a failure stays requested and is retried.
      await refunds.sendRefunds(refundIds);
      return answer;
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
