// Account records → the spec's CurrentUser.
import type { components } from '@ile/domain/schema';
import type { UserRecord } from './repository.ts';

export type CurrentUser = components['schemas']['CurrentUser'];
type Booking = components['schemas']['Booking'];

/** The user with their open bookings; the bookings module builds it (it reads their table). */
export type CurrentUserView = (user: UserRecord) => Promise<CurrentUser>;

/** `openBookings`: the user's bookings that are not completed or cancelled, newest first. */
export function toCurrentUser(user: UserRecord, openBookings: Booking[]): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    pendingEmail: user.pendingEmail,
    phone: user.phone,
    phoneVerified: user.phoneVerified,
    role: user.role,
    referralCode: user.referralCode,
    bookingTexts: user.bookingTexts,
    bookings: openBookings,
    marketingTexts: user.marketingTexts,
  };
}
