// The customer's text when their booking is paid: the booking-confirmed text of the notifications
// module, for the account as the notifications read it (booking texts on, phone proven by a code).
import type { Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import type { BookingRecord } from '../bookings/index.ts';
import { bookingConfirmedText, createNotificationsRepository } from '../notifications/index.ts';
import type { Text } from '../../texts/text.ts';

export async function paidText(db: Db, transaction: Transaction, booking: BookingRecord): Promise<Text | null> {
  const customer = await createNotificationsRepository(db).findRecipient(booking.userId, transaction);
  return customer ? bookingConfirmedText(booking, customer) : null;
}
