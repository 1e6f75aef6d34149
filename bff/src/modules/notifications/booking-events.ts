// What a customer is told when their booking changes (pro assigned, job started, job done,
// cancelled by us or by them, moved by them): one in-app notification and one e-mail, stored in
// the same write as the change, so the customer hears of it if and only if it happened.
import { formatNaira } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Logger } from '../../logger.ts';
import { composeMail, type MailBlock } from '../../mail/mail-frame.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import type { Db } from '../../db/index.ts';
import { TIME_WINDOW_HOURS, visitDay, type BookingEvent, type BookingNotices, type BookingRecord } from '../bookings/index.ts';
import { createNotificationsRepository, type NotificationContent, type NotificationsCommitted, type Recipient } from './repository.ts';

export type { BookingEvent } from '../bookings/index.ts';

/** The notification's body fits the spec's 500 characters even with a long cancel reason; the e-mail has it all. */
export const NOTIFICATION_BODY_MAX = 500;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The booking's page on the customer's dashboard (web's paths.bookingDetail). */
export function bookingLink(booking: Pick<BookingRecord, 'id'>): string {
  return `/dashboard/bookings/${encodeURIComponent(booking.id)}`;
}

function when(visit: Pick<BookingRecord, 'scheduledDate' | 'timeWindow'>): string {
  return `${visitDay(visit.scheduledDate)}, ${TIME_WINDOW_HOURS[visit.timeWindow]} (WAT)`;
}

function refundLine(refundKobo: number | null): string | null {
  return refundKobo !== null ? `Your refund of ${formatNaira(refundKobo)} is on its way to the card or account you paid with.` : null;
}

interface Message {
  title: string;
  /** The notification's text. */
  summary: string;
  subject: string;
  /** The e-mail's paragraphs after the greeting and before the booking's details. */
  paragraphs: string[];
}

export function bookingEventMessage(booking: BookingRecord, event: BookingEvent): Message {
  const job = `${booking.serviceName} (${booking.reference})`;
  const pro = booking.proName ?? 'Your pro';
  switch (event.type) {
    case 'pro_assigned': {
      const summary = `${pro} will come for your ${job} on ${when(booking)}.`;
      return {
        title: event.reassigned ? 'Your pro has changed' : 'Your pro is assigned',
        summary,
        subject: `${event.reassigned ? 'New pro' : 'Pro assigned'} for booking ${booking.reference}: ${booking.serviceName}`,
        paragraphs: [
          event.reassigned ? `We have assigned a different vetted pro to your booking. ${summary}` : `Good news: a vetted pro is assigned to your booking. ${summary}`,
          'They will call you on the number you gave us before they set out.',
        ],
      };
    }
    case 'in_progress':
      return {
        title: 'Your job has started',
        summary: `${pro} has started work on your ${job}.`,
        subject: `Work has started on booking ${booking.reference}: ${booking.serviceName}`,
        paragraphs: [`${pro} has started work on your ${job}. We will let you know when it is done.`],
      };
    case 'completed':
      return {
        title: 'Your job is done',
        summary: `Your ${job} is complete. Thank you for booking with Ilé.`,
        subject: `Booking ${booking.reference} completed: ${booking.serviceName}`,
        paragraphs: [`Your ${job} is complete. Thank you for booking with Ilé.`, 'If anything is not right, reply to this e-mail or call us and quote your reference.'],
      };
    case 'cancelled': {
      const refund = refundLine(event.refundKobo);
      return {
        title: 'Your booking is cancelled',
        summary: `We cancelled your ${job}. Reason: ${event.reason}${refund ? ` ${refund}` : ''}`,
        subject: `Booking ${booking.reference} cancelled: ${booking.serviceName}`,
        paragraphs: [
          `We are sorry: we had to cancel your ${job}.`,
          `Reason: ${event.reason}`,
          ...(refund ? [`${refund} Banks usually take 5 to 10 working days to show it.`] : []),
        ],
      };
    }
    case 'customer_cancelled': {
      const refund = refundLine(event.refundKobo);
      return {
        title: 'Your booking is cancelled',
        summary: `You cancelled your ${job}.${refund ? ` ${refund}` : ''}`,
        subject: `Booking ${booking.reference} cancelled: ${booking.serviceName}`,
        paragraphs: [
          `As you asked, we have cancelled your ${job}.`,
          ...(event.reason ? [`Your reason: ${event.reason}`] : []),
          ...(refund ? [`${refund} Banks usually take 5 to 10 working days to show it.`] : []),
          'You can book again from our website whenever you are ready.',
        ],
      };
    }
    case 'rescheduled': {
      const summary = `Your ${job} is moved to ${when(booking)}.`;
      return {
        title: 'Your booking is moved',
        summary,
        subject: `Booking ${booking.reference} moved: ${booking.serviceName}`,
        paragraphs: [`As you asked, we have moved your ${job} from ${when({ scheduledDate: event.from.date, timeWindow: event.from.timeWindow })} to ${when(booking)}.`],
      };
    }
  }
}

export function bookingEventNotification(booking: BookingRecord, event: BookingEvent): NotificationContent {
  const message = bookingEventMessage(booking, event);
  return { kind: 'booking', title: message.title, body: clip(message.summary, NOTIFICATION_BODY_MAX), link: bookingLink(booking) };
}

export function bookingEventMail(customer: Pick<Recipient, 'name' | 'email'>, booking: BookingRecord, event: BookingEvent, publicUrl: string): Mail {
  const message = bookingEventMessage(booking, event);
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Service', booking.serviceName],
    ['Day', visitDay(booking.scheduledDate)],
    ['Time', `${TIME_WINDOW_HOURS[booking.timeWindow]} (WAT)`],
  ];
  if (booking.proName && event.type !== 'cancelled' && event.type !== 'customer_cancelled') rows.push(['Pro', booking.proName]);
  const blocks: MailBlock[] = [
    `Hello ${customer.name},`,
    ...message.paragraphs,
    { rows },
    { label: 'See your booking on your dashboard:', url: `${publicUrl}${bookingLink(booking)}` },
    `Quote ${booking.reference} if you call or write to us.`,
    'Ilé',
  ];
  return { to: customer.email, subject: message.subject, ...composeMail(blocks) };
}

export interface BookingNotifierDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Told after commit, to send the notification on by Web Push. */
  committed?: NotificationsCommitted;
}

export function createBookingNotifier({ db, mailer, clock, logger, publicUrl, committed }: BookingNotifierDeps): BookingNotices {
  const repo = createNotificationsRepository(db, committed);
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });

  return {
    /**
     * Inside the write that changed `booking` (as it is now): the customer's notification and
     * e-mail. The outbox row commits with the change; with SMTP the mail leaves after commit,
     * and a mail failure never undoes the change.
     */
    async notifyBookingEvent(transaction: Transaction, booking: BookingRecord, event: BookingEvent): Promise<void> {
      const customer = await repo.findRecipient(booking.userId, transaction);
      if (!customer) throw new Error(`booking ${booking.id} has no customer ${booking.userId}`);
      const now = clock.now();
      await repo.create(transaction, customer.id, bookingEventNotification(booking, event), now);
      await mailOnCommit(transaction, bookingEventMail(customer, booking, event, publicUrl), now, { reference: booking.reference, mail: `booking ${event.type}` });
    },
  };
}

export type BookingNotifier = BookingNotices;
