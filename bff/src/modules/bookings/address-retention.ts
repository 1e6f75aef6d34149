// How long a finished booking keeps where the customer lives: after the retention period from its
// completion or cancellation, the street, landmark, notes (gate codes…) and who was home are erased,
// also from a move's destination. The booking, its area and state, price and payments stay (the law
// asks for the transaction records), without the address.
import { isRecord } from '@ile/domain';
import { Op } from 'sequelize';
import type { Db } from '../../db/index.ts';

/** What an erased street reads: the spec's Address wants one, and this names nobody's house. */
export const ADDRESS_REMOVED = 'Address removed';

function withoutHouse(address: unknown): unknown {
  if (!isRecord(address)) return address;
  const { landmark: _landmark, ...rest } = address;
  return { ...rest, street: ADDRESS_REMOVED };
}

/** The visit and details JSON with the house, notes and who was home taken out. */
export function eraseVisit(visitJson: string, detailsJson: string): { visit: string; details: string } {
  const visit: unknown = JSON.parse(visitJson);
  const details: unknown = JSON.parse(detailsJson);
  const erasedVisit = isRecord(visit) ? (({ notes: _notes, atHome: _atHome, ...rest }) => ({ ...rest, address: withoutHouse(rest.address) }))(visit) : visit;
  const erasedDetails = isRecord(details) && 'destination' in details ? { ...details, destination: withoutHouse(details.destination) } : details;
  return { visit: JSON.stringify(erasedVisit), details: JSON.stringify(erasedDetails) };
}

export function createAddressRetention(db: Db) {
  const { Booking } = db.models;
  return {
    /** Erases the address of bookings completed or cancelled before `cutoff`. */
    async eraseFinishedBefore(cutoff: Date, now: Date): Promise<number> {
      const rows = await Booking.findAll({
        attributes: ['id', 'visit', 'details'],
        where: {
          addressErasedAt: null,
          [Op.or]: [
            { status: 'completed', completedAt: { [Op.lt]: cutoff } },
            { status: 'cancelled', cancelledAt: { [Op.lt]: cutoff } },
          ],
        },
        limit: 500,
      });
      let erased = 0;
      for (const row of rows) {
        const { visit, details } = eraseVisit(row.get('visit'), row.get('details'));
        // Conditional on the mark: a second sweep (another instance) erases nothing twice.
        const [changed] = await db.write((transaction) =>
          Booking.update({ visit, details, addressErasedAt: now }, { where: { id: row.get('id'), addressErasedAt: null }, transaction, fields: ['visit', 'details', 'addressErasedAt'], silent: true }),
        );
        erased += changed;
      }
      return erased;
    },
  };
}
