// What a pro is told about their jobs (a new one, one taken away, cancelled or moved): one in-app
// notification and one e-mail, written in the same write as the change, like the customer's.
import { formatNaira, formatVisitDay } from '@ile/domain';
import { composeMail, type MailBlock } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import { TIME_WINDOW_HOURS, type BookingRecord } from '../bookings/index.ts';
import type { NotificationContent } from './repository.ts';

export type ProJobEvent =
  | { type: 'assigned' }
  /** Given to another pro, or declined by this one. */
  | { type: 'unassigned' }
  | { type: 'cancelled' }
  | { type: 'rescheduled' };

/** The job's page in the pro's area (web's paths.proJob). */
export function proJobLink(booking: Pick<BookingRecord, 'id'>): string {
  return `/pro/jobs/${encodeURIComponent(booking.id)}`;
}

function where(booking: BookingRecord): string {
  const { area, city, landmark } = booking.visit.address;
  return `${area}, ${city}${landmark ? ` (near ${landmark})` : ''}`;
}

function when(booking: BookingRecord): string {
  return `${formatVisitDay(booking.scheduledDate)}, ${TIME_WINDOW_HOURS[booking.timeWindow]} (WAT)`;
}

function proJobMessage(booking: BookingRecord, event: ProJobEvent): { title: string; summary: string; subject: string } {
  const job = `${booking.serviceName} (${booking.reference})`;
  switch (event.type) {
    case 'assigned':
      return { title: 'New job for you', summary: `${job} on ${when(booking)} in ${where(booking)}.`, subject: `New job ${booking.reference}: ${booking.serviceName}, ${formatVisitDay(booking.scheduledDate)}` };
    case 'unassigned':
      return { title: 'A job is no longer yours', summary: `${job} on ${when(booking)} is no longer assigned to you.`, subject: `Job ${booking.reference} is no longer yours` };
    case 'cancelled':
      return { title: 'A job was cancelled', summary: `${job} on ${when(booking)} is cancelled. Do not go.`, subject: `Job ${booking.reference} cancelled` };
    case 'rescheduled':
      return { title: 'A job has moved', summary: `${job} is now on ${when(booking)} in ${where(booking)}.`, subject: `Job ${booking.reference} moved to ${formatVisitDay(booking.scheduledDate)}` };
  }
}

export function proJobNotification(booking: BookingRecord, event: ProJobEvent): NotificationContent {
  const message = proJobMessage(booking, event);
  return { kind: 'booking', title: message.title, body: message.summary, link: proJobLink(booking) };
}

export function proJobMail(pro: { name: string; email: string }, booking: BookingRecord, event: ProJobEvent, publicUrl: string): Mail {
  const message = proJobMessage(booking, event);
  const open = event.type === 'assigned' || event.type === 'rescheduled';
  const { street, area, city, landmark } = booking.visit.address;
  const rows: [string, string][] = [
    ['Reference', booking.reference],
    ['Service', booking.serviceName],
    ['Day', formatVisitDay(booking.scheduledDate)],
    ['Time', `${TIME_WINDOW_HOURS[booking.timeWindow]} (WAT)`],
  ];
  // The street and the job's price only for a job that is theirs; the customer's phone is on the job's page.
  if (open) rows.push(['Address', `${street}, ${area}, ${city}`], ...(landmark ? [['Landmark', landmark] as [string, string]] : []), ['Job price', formatNaira(booking.totalKobo)]);
  const blocks: MailBlock[] = [
    `Hello ${pro.name},`,
    message.summary,
    { rows },
    ...(open ? [{ label: "The job's page, with the customer's phone and the details:", url: `${publicUrl}${proJobLink(booking)}` }] : []),
    `Quote ${booking.reference} if you call us.`,
    'Ilé',
  ];
  return { to: pro.email, subject: message.subject, ...composeMail(blocks) };
}
