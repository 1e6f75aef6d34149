// A pro's bookings as the admin sees them on the pro's page: each booking with its customer's
// contact and the pro, in two queries (the bookings, then their customers), mapped like the
// admin's booking queue.
import type { Transaction } from 'sequelize';
import type { AccountsRepository } from '../accounts/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import type { AssignedBookings, ProRecord } from '../pros/index.ts';
import { toAdminBooking, type AdminBooking } from './mapper.ts';

/** The spec's ProDetail.bookings maxItems. */
export const ASSIGNED_BOOKINGS_LIMIT = 200;

export function createAssignedBookings(
  bookings: Pick<BookingsRepository, 'listByPro'>,
  people: Pick<AccountsRepository, 'customersByIds'>,
): AssignedBookings {
  return async (pro: ProRecord, transaction?: Transaction): Promise<AdminBooking[]> => {
    const records = await bookings.listByPro(pro.id, ASSIGNED_BOOKINGS_LIMIT, transaction);
    const customers = await people.customersByIds(
      records.map((record) => record.userId),
      transaction,
    );
    return records.map((record) => {
      const customer = customers.get(record.userId);
      // bookings.user_id references users without a cascade, so a booking always has its customer.
      if (!customer) throw new Error(`booking ${record.id} has no customer ${record.userId}`);
      return toAdminBooking(record, customer, { id: pro.id, name: pro.name, phone: pro.phone });
    });
  };
}
