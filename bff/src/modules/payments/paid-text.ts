// The customer's text when their booking is paid: the booking-confirmed text of the notifications
// module, for the account as settle() reads it.
import type { UserRecord } from '../accounts/index.ts';
import type { BookingRecord } from '../bookings/index.ts';
import { bookingConfirmedText } from '../notifications/index.ts';
import type { Text } from '../../texts/text.ts';

export function paidText(booking: BookingRecord, user: Pick<UserRecord, 'name' | 'phone' | 'bookingTexts'>): Text | null {
  return bookingConfirmedText(booking, { name: user.name, phone: user.phone, bookingTexts: user.bookingTexts });
}
