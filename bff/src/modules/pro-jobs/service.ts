// A pro's own jobs: the list (today, upcoming, past), one job, its steps (on my way → started →
// done) and a decline before it starts. Every change is one write: the booking, the audit entry
// and the customer's notification and e-mail. Another pro's job is answered as not found.
import { formatVisitDay, todayInLagos, visitDayHasCome } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, forbidden, MESSAGES } from '../../http/app-error.ts';
import type { AccountsRepository, UserRecord } from '../accounts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import { moveBooking, type BookingRecord, type BookingsRepository } from '../bookings/index.ts';
import type { BookingEvent, BookingNotifier } from '../notifications/index.ts';
import type { ProRecord, ProsRepository } from '../pros/index.ts';
import { toProJob, type ProJob, type ProJobs } from './mapper.ts';

export type JobStep = 'on_the_way' | 'started' | 'done';

/** The spec's maxItems for past jobs; a pro's open jobs are far fewer than the list's 200. */
const PAST_LIMIT = 50;
const LIST_LIMIT = 250;

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
const conflict = (message: string) => new AppError(409, 'booking_state_conflict', message);

export interface ProJobsServiceDeps {
  db: Db;
  bookings: Pick<BookingsRepository, 'findById' | 'findOwned' | 'listByPro' | 'markOnTheWay' | 'updateStatus'>;
  pros: Pick<ProsRepository, 'findByUserId'>;
  people: Pick<AccountsRepository, 'customersByIds'>;
  notifier: BookingNotifier;
  audit: AuditLog;
  clock: Clock;
}

export function createProJobsService({ db, bookings, pros, people, notifier, audit, clock }: ProJobsServiceDeps) {
  /** The signed-in pro's record; a pro whose jobs are paused (suspended) is refused. */
  async function proOf(user: UserRecord, transaction?: Transaction): Promise<ProRecord> {
    const pro = await pros.findByUserId(user.id, transaction);
    if (!pro) throw forbidden();
    if (pro.status !== 'approved') throw new AppError(403, 'pro_not_active', 'Your jobs are paused. Please call us so we can talk it through.');
    return pro;
  }

  async function withCustomers(records: readonly BookingRecord[], transaction?: Transaction): Promise<ProJob[]> {
    const customers = await people.customersByIds(records.map((record) => record.userId), transaction);
    return records.map((record) => toProJob(record, customers.get(record.userId)?.name ?? null));
  }

  /** The booking if it is this pro's job; anything else is not found. */
  async function ownJob(pro: ProRecord, id: string, transaction?: Transaction): Promise<BookingRecord> {
    const booking = await bookings.findById(id, transaction);
    if (!booking || booking.proId !== pro.id) throw notFound();
    return booking;
  }

  async function answer(id: string): Promise<ProJob> {
    const booking = await bookings.findById(id);
    if (!booking) throw notFound();
    const [job] = await withCustomers([booking]);
    if (!job) throw new Error(`job ${id} vanished`);
    return job;
  }

  /**
   * One change to the pro's job in a write: `work` answers the customer's event and the audit
   * entry, or null when the step was already made (a retry), which changes nothing.
   */
  async function change(user: UserRecord, id: string, work: (transaction: Transaction, pro: ProRecord, booking: BookingRecord, now: Date) => Promise<{ event: BookingEvent; action: string; note?: string | null; after: Record<string, unknown> } | null>) {
    await db.write(async (transaction) => {
      const pro = await proOf(user, transaction);
      const booking = await ownJob(pro, id, transaction);
      const now = clock.now();
      const outcome = await work(transaction, pro, booking, now);
      if (!outcome) return;
      await audit.record(
        transaction,
        { actor: { id: user.id, name: pro.name }, action: outcome.action, subject: { type: 'booking', id: booking.id }, note: outcome.note ?? null, before: { status: booking.status }, after: outcome.after },
        now,
      );
      const after = await bookings.findById(id, transaction);
      if (!after) throw new Error(`booking ${id} vanished during a pro's change`);
      await notifier.notifyBookingEvent(transaction, after, outcome.event);
    });
  }

  return {
    async list(user: UserRecord): Promise<ProJobs> {
      const pro = await proOf(user);
      const jobs = await withCustomers(await bookings.listByPro(pro.id, LIST_LIMIT));
      const today = todayInLagos(clock.now());
      const open = jobs.filter((job) => job.status === 'pro_assigned' || job.status === 'in_progress');
      return {
        today: open.filter((job) => job.visit.date === today),
        upcoming: open.filter((job) => job.visit.date !== today),
        past: jobs.filter((job) => job.status === 'completed' || job.status === 'cancelled').slice(0, PAST_LIMIT),
      };
    },

    async get(user: UserRecord, id: string): Promise<ProJob> {
      const pro = await proOf(user);
      const [job] = await withCustomers([await ownJob(pro, id)]);
      if (!job) throw notFound();
      return job;
    },

    /** On my way → started (from the visit day) → done; a step already made answers the job unchanged. */
    async step(user: UserRecord, id: string, step: JobStep, note: string | undefined): Promise<ProJob> {
      await change(user, id, async (transaction, pro, booking, now) => {
        if (booking.status === 'cancelled') throw conflict('This job was cancelled; there is nothing more to do.');
        if (step === 'on_the_way') {
          if (booking.status !== 'pro_assigned' || booking.onTheWayAt) return null;
          if (!(await bookings.markOnTheWay(transaction, booking.id, pro.id, now))) return null;
          return { event: { type: 'on_the_way' }, action: 'booking.on_the_way', after: { onTheWayAt: now.toISOString() } };
        }
        if (step === 'started') {
          if (booking.status === 'in_progress' || booking.status === 'completed') return null;
          if (!visitDayHasCome(booking.scheduledDate, now)) throw conflict(`This visit is on ${formatVisitDay(booking.scheduledDate)}; you can mark it started from that day.`);
          await moveBooking(bookings, transaction, booking, 'in_progress', now);
          return { event: { type: 'in_progress' }, action: 'booking.status', after: { status: 'in_progress' } };
        }
        if (booking.status === 'completed') return null;
        if (booking.status !== 'in_progress') throw conflict('Mark the job started before you mark it done.');
        const proNote = note?.trim() ? note.trim() : null;
        await moveBooking(bookings, transaction, booking, 'completed', now, { proNote });
        return { event: { type: 'completed' }, action: 'booking.status', note: proNote, after: { status: 'completed' } };
      });
      return answer(id);
    },

    /** Before the job starts: back to the queue, paid and waiting for a pro, marked with who declined and why. */
    async decline(user: UserRecord, id: string, reason: string): Promise<{ reference: string }> {
      const why = reason.trim();
      let reference = '';
      await change(user, id, async (transaction, pro, booking, now) => {
        reference = booking.reference;
        if (booking.status !== 'pro_assigned') {
          throw conflict(booking.status === 'in_progress' ? 'This job has started; call us if you cannot finish it.' : 'This job is over; there is nothing to decline.');
        }
        await moveBooking(bookings, transaction, booking, 'paid', now, {
          proId: null,
          proName: null,
          onTheWayAt: null,
          declinedAt: now,
          declinedBy: pro.name,
          declineReason: why,
        });
        return { event: { type: 'pro_declined' }, action: 'booking.decline', note: why, after: { status: 'paid', proId: null } };
      });
      return { reference };
    },
  };
}

export type ProJobsService = ReturnType<typeof createProJobsService>;
