// The current user as every call answers it: the account plus its open bookings, newest first.
import type { Transaction } from 'sequelize';
import { toCurrentUser, type CurrentUser, type UserRecord } from '../accounts/index.ts';
import { toBooking } from './mapper.ts';
import type { BookingsRepository } from './repository.ts';

/** The spec's CurrentUser.bookings maxItems. */
export const OPEN_BOOKINGS_LIMIT = 100;

export function createCurrentUserView(bookings: Pick<BookingsRepository, 'listOpenByUser'>) {
  /** Pass the transaction to read a booking the caller's write has not committed yet. */
  return async (user: UserRecord, transaction?: Transaction): Promise<CurrentUser> => {
    const open = await bookings.listOpenByUser(user.id, OPEN_BOOKINGS_LIMIT, transaction);
    return toCurrentUser(user, open.map(toBooking));
  };
}

export type CurrentUserView = ReturnType<typeof createCurrentUserView>;
