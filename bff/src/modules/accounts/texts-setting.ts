// A customer's choice of booking texts (PUT /app/account/texts). Sign-in codes are always sent;
// this only stops the texts about their own bookings (e-mails and in-app messages carry on).
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AccountsRepository, UserRecord } from './repository.ts';

export type SetBookingTexts = (user: UserRecord, bookingTexts: boolean) => Promise<UserRecord>;

export function createTextsSetting({ db, repo, clock }: { db: Db; repo: AccountsRepository; clock: Clock }): SetBookingTexts {
  return async (user, bookingTexts) => {
    await db.write((transaction) => repo.setBookingTexts(transaction, user.id, bookingTexts, clock.now()));
    const stored = await repo.findUserById(user.id);
    // Signed in a moment ago: an account gone now counts as signed out, like loadCurrentUser.
    if (!stored) throw new Error(`account ${user.id} vanished while setting its booking texts`);
    return stored;
  };
}
