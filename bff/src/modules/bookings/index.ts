// The bookings module's public face: booking records and their rules for the modules that read or
// move bookings, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CatalogueRepository } from '../catalogue/index.ts';
import type { BookingNotices } from './booking-notices.ts';
import type { CancellationRefunds } from './cancellation-refunds.ts';
import { createCurrentUserView, type CurrentUserView } from './current-user-view.ts';
import { createBookingsRepository, type BookingsRepository } from './repository.ts';
import { bookingsRouter } from './router.ts';
import { createBookingsService } from './service.ts';

export type { BookingEvent, BookingNotices } from './booking-notices.ts';
export type { CancellationRefunds } from './cancellation-refunds.ts';
export { TIME_WINDOW_HOURS, visitDay } from './confirmation-mail.ts';
export { toBooking } from './mapper.ts';
export {
  bookingRecordLoader,
  createBookingsRepository,
  OPEN_STATUSES,
  type BookingRecord,
  type BookingsRepository,
  type ClaimStatus,
} from './repository.ts';
export { BookingStateError, moveBooking } from './status.ts';
// Retention (personal data): finished bookings' addresses are erased after RETENTION_BOOKING_ADDRESSES_DAYS.
export { createAddressRetention } from './address-retention.ts';

export interface BookingsModuleDeps {
  db: Db;
  catalogue: Pick<CatalogueRepository, 'findByKey'>;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** From the payments module: refunds a paid booking that is cancelled. */
  refunds: CancellationRefunds;
  /** From the notifications module: tells the customer of their own cancel or reschedule. */
  notices: BookingNotices;
  /** How long before a window starts it can still be booked or moved to. */
  bookingLeadMinutes: number;
}

export interface BookingsModule {
  repo: BookingsRepository;
  currentUserView: CurrentUserView;
  router: Router;
}

export function createBookingsModule({ db, catalogue, mailer, clock, logger, publicUrl, refunds, notices, bookingLeadMinutes }: BookingsModuleDeps): BookingsModule {
  const repo = createBookingsRepository(db);
  const currentUserView = createCurrentUserView(repo);
  const service = createBookingsService({ db, repo, catalogue, currentUserView, mailer, clock, logger, publicUrl, refunds, notices, bookingLeadMinutes });
  return { repo, currentUserView, router: bookingsRouter(service) };
}
