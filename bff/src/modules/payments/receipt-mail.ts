// The e-mail a customer gets once a payment is verified and the booking is paid: a plain-text
// part and an HTML part composed from the same blocks.
import { formatDate, formatNaira, formatTime } from '@ile/domain';
import { composeMail } from '../../mail/mail-frame.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { UserRecord } from '../accounts/index.ts';
import { TIME_WINDOW_HOURS, visitDay, type BookingRecord } from '../bookings/index.ts';
import type { PaymentRecord } from './repository.ts';

export function paymentReceiptMail(user: Pick<UserRecord, 'name'> & { email: string }, booking: BookingRecord, payment: PaymentRecord, paidAt: Date, publicUrl: string): Mail {
  return {
    to: user.email,
    subject: `Payment received for booking ${booking.reference}: ${booking.serviceName}`,
    ...composeMail([
      `Hello ${user.name},`,
      `We have received your payment of ${formatNaira(payment.amountKobo)} for ${booking.serviceName}. Your booking is paid and we are assigning a vetted pro.`,
      {
        rows: [
          ['Booking reference', booking.reference],
          ['Payment reference', payment.reference],
          ['Amount paid', formatNaira(payment.amountKobo)],
          ['Paid on', `${formatDate(paidAt)} at ${formatTime(paidAt)} (WAT)`],
          ['Service', booking.serviceName],
          ['Day', visitDay(booking.scheduledDate)],
          ['Time', `${TIME_WINDOW_HOURS[booking.timeWindow]} (WAT)`],
        ],
      },
      { label: 'Your receipt is always on your dashboard:', url: `${publicUrl}/dashboard` },
      `Quote ${booking.reference} if you call or write to us.`,
      'Ilé',
    ]),
  };
}
