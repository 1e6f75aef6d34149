// What a customer is told when their booking changes (pro assigned, on the way, started, done,
// a pro who cannot come, cancelled by us or by them, moved by them): one in-app notification, one
// e-mail (when the account has one) and the texts of booking-texts.ts, all stored in the same write
// as the change, so the customer hears of it if and only if it happened.
import { formatNaira, formatNigerianPhone, HAPPINESS_CLAIM_DAYS, whatsAppLink } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Logger } from '../../logger.ts';
import { composeMail, type MailBlock } from '../../mail/mail-frame.ts';
import type { Mail, Mailer } from '../../mail/mailer.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import type { TextOnCommit } from '../../texts/text.ts';
import type { Db } from '../../db/index.ts';
import { proModels } from '../../db/pro-models.ts';
import { TIME_WINDOW_HOURS, visitDay, type BookingEvent, type BookingNotices, type BookingRecord } from '../bookings/index.ts';
import { bookingEventTexts, proJobText } from './booking-texts.ts';
import { proJobMail, proJobNotification, type ProJobEvent } from './pro-job-events.ts';
import { createNotificationsRepository, type NotificationContent, type NotificationsCommitted } from './repository.ts';

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
          booking.pro
            ? `They will call you on the number you gave us before they set out. You can reach them on ${formatNigerianPhone(booking.pro.phone)}${booking.pro.rating ? `; customers rate them ${booking.pro.rating.average} out of 5 (${booking.pro.rating.count} review${booking.pro.rating.count === 1 ? '' : 's'})` : ''}.`
            : 'They will call you on the number you gave us before they set out.',
        ],
      };
    }
    case 'on_the_way': {
      const summary = `${pro} is on the way to you for your ${job}.`;
      return {
        title: 'Your pro is on the way',
        summary,
        subject: `${pro} is on the way: booking ${booking.reference}`,
        paragraphs: [summary, booking.pro ? `You can reach them on ${formatNigerianPhone(booking.pro.phone)}.` : 'Keep your phone near you: they will call if they cannot find the house.'],
      };
    }
    case 'pro_declined':
      return {
        title: 'We are finding you another pro',
        summary: `The pro we assigned to your ${job} can no longer come. We are assigning another vetted pro and will tell you who as soon as we have.`,
        subject: `A new pro for booking ${booking.reference}: ${booking.serviceName}`,
        paragraphs: [
          `The pro we assigned to your ${job} can no longer come, and we are sorry for the change.`,
          `We are assigning another vetted pro for ${when(booking)} and will tell you who as soon as we have. You do not need to do anything.`,
        ],
      };
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
        summary: `Your ${job} is complete.${booking.proNote ? ` ${pro} says: "${booking.proNote}"` : ''} Tell others how it went with a review.`,
        subject: `Booking ${booking.reference} completed: ${booking.serviceName}`,
        paragraphs: [
          `Your ${job} is complete. Thank you for booking with Ilé.`,
          ...(booking.proNote ? [`${pro} left you a note: "${booking.proNote}"`] : []),
          `How did it go? Rate ${pro} on your booking's page: it helps your neighbours choose.`,
          `If anything is not right, tell us within ${HAPPINESS_CLAIM_DAYS} days: reply to this e-mail or call us and quote your reference.`,
        ],
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

export function bookingEventMail(customer: { name: string; email: string }, booking: BookingRecord, event: BookingEvent, publicUrl: string): Mail {
  const message = bookingEventMessage(booking, event);
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Service', booking.serviceName],
    ['Day', visitDay(booking.scheduledDate)],
    ['Time', `${TIME_WINDOW_HOURS[booking.timeWindow]} (WAT)`],
  ];
  const showPro = event.type !== 'cancelled' && event.type !== 'customer_cancelled' && event.type !== 'pro_declined';
  if (booking.proName && showPro) rows.push(['Pro', booking.pro && event.type !== 'completed' ? `${booking.proName}, ${formatNigerianPhone(booking.pro.phone)}` : booking.proName]);
  const whatsApp: MailBlock[] = booking.pro && showPro && event.type !== 'completed' ? [{ label: `Message ${booking.proName ?? 'your pro'} on WhatsApp:`, url: whatsAppLink(booking.pro.phone) }] : [];
  const blocks: MailBlock[] = [
    `Hello ${customer.name},`,
    ...message.paragraphs,
    { rows },
    ...whatsApp,
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
  /** Writes each text into text_outbox inside the change's write. */
  textOnCommit: TextOnCommit;
}

/** The customer's own changes the assigned pro is told of, as what they mean for the pro. */
const PRO_HEARS: Partial<Record<BookingEvent['type'], ProJobEvent>> = { rescheduled: { type: 'rescheduled' }, customer_cancelled: { type: 'cancelled' } };

export function createBookingNotifier({ db, mailer, clock, logger, publicUrl, committed, textOnCommit }: BookingNotifierDeps) {
  const repo = createNotificationsRepository(db, committed);
  const { Pro } = proModels(db);
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });

  /** Inside the write that changed `booking`: the pro's notification and e-mail (`proUserId`: their account). */
  async function notifyProOfJob(transaction: Transaction, proUserId: string, booking: BookingRecord, event: ProJobEvent): Promise<void> {
    const pro = await repo.findRecipient(proUserId, transaction);
    if (!pro) throw new Error(`pro account ${proUserId} of booking ${booking.id} does not exist`);
    const now = clock.now();
    await repo.create(transaction, pro.id, proJobNotification(booking, event), now);
    // An account without an e-mail gets no mail; the notification (and the text) still go.
    if (pro.email !== null) await mailOnCommit(transaction, proJobMail({ name: pro.name, email: pro.email }, booking, event, publicUrl), now, { reference: booking.reference, mail: `pro job ${event.type}` });
    // The pro always gets their job's texts: they are how a pro in the field hears of it.
    await textOnCommit(transaction, proJobText(booking, event, { userId: pro.id, phone: pro.phone }), now);
  }

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
      if (customer.email !== null) {
        await mailOnCommit(transaction, bookingEventMail({ name: customer.name, email: customer.email }, booking, event, publicUrl), now, { reference: booking.reference, mail: `booking ${event.type}` });
      }
      for (const text of bookingEventTexts(booking, event, customer, publicUrl)) await textOnCommit(transaction, text, now);
      // A customer's own change reaches the pro whose job it is, too.
      const forPro = PRO_HEARS[event.type];
      const proUserId = forPro && booking.proId ? (await Pro.findByPk(booking.proId, { attributes: ['userId'], transaction }))?.get('userId') : null;
      if (forPro && proUserId) await notifyProOfJob(transaction, proUserId, booking, forPro);
    },

    notifyProOfJob,
  };
}

/** What dispatch and the pro's steps tell; the bookings module needs only BookingNotices of it. */
export type BookingNotifier = ReturnType<typeof createBookingNotifier> & BookingNotices;
