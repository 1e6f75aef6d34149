// The e-mail a customer gets when a booking is stored: what, when (WAT) and how much (₦), in a
// plain-text part and an HTML part composed from the same blocks.
import { formatNaira, formatVisitDay } from '@ile/domain';
import { composeMail } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { UserRecord } from '../accounts/index.ts';
import type { BookingRecord, TimeWindow } from './repository.ts';

/** The spec's windows (TimeWindow), in Lagos time. */
export const TIME_WINDOW_HOURS: Record<TimeWindow, string> = {
  morning: 'morning, 8am to 12pm',
  afternoon: 'afternoon, 12pm to 4pm',
  evening: 'evening, 4pm to 7pm',
};

/** "Saturday 5 December 2026" for a YYYY-MM-DD day in Lagos (the domain's, as the web app says it). */
export const visitDay = formatVisitDay;

export function bookingConfirmationMail(user: Pick<UserRecord, 'name'> & { email: string }, booking: BookingRecord, publicUrl: string): Mail {
  const { address } = booking.visit;
  const place = [address.street, address.landmark ? `near ${address.landmark}` : null, address.area, address.city, address.state].filter(Boolean).join(', ');
  const amount: [string, string] = booking.price.inspectionOnly
    ? ['Inspection fee', `${formatNaira(booking.price.totalKobo)} (the pro quotes the job itself after the visit)`]
    : ['Amount', formatNaira(booking.price.totalKobo)];
  return {
    to: user.email,
    subject: `Booking ${booking.reference} received: ${booking.serviceName}`,
    ...composeMail([
      `Hello ${user.name},`,
      `Thank you for booking ${booking.serviceName} with Ilé. Here are the details:`,
      {
        rows: [
          ['Reference', booking.reference],
          ['Service', booking.serviceName],
          ['Day', visitDay(booking.scheduledDate)],
          ['Time', `${TIME_WINDOW_HOURS[booking.timeWindow]} (WAT)`],
          ['Address', place],
          amount,
        ],
      },
      { label: 'Your booking is waiting for payment. Pay from your dashboard and we assign a vetted pro:', url: `${publicUrl}/dashboard` },
      `Quote ${booking.reference} if you call or write to us.`,
      'Ilé',
    ]),
  };
}
