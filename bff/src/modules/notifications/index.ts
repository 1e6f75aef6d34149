// The notifications module's public face: customers' notifications, booking events, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { TextOnCommit } from '../../texts/text.ts';
import type { AuditLog } from '../audit/index.ts';
import { createBookingNotifier, type BookingNotifier } from './booking-events.ts';
import { createNotificationsRepository, type NotificationsCommitted } from './repository.ts';
import { notificationsRouter } from './router.ts';
import { createNotificationsService } from './service.ts';

export { bookingLink, type BookingEvent, type BookingNotifier } from './booking-events.ts';
export { bookingConfirmedText, bookingEventTexts, proJobText, type TextCustomer } from './booking-texts.ts';
export { notificationModel, type NotificationAttributes } from './models.ts';
export { proJobLink, type ProJobEvent } from './pro-job-events.ts';
export {
  createNotificationsRepository,
  type NotificationContent,
  type NotificationsCommitted,
  type Recipient,
} from './repository.ts';

export interface NotificationsModuleDeps {
  db: Db;
  audit: AuditLog;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Told after commit, to send each notification on by Web Push. */
  committed: NotificationsCommitted;
  /** Booking events' texts, written in the change's write. */
  textOnCommit: TextOnCommit;
}

export interface NotificationsModule {
  /** For dispatch: a booking event's notification and e-mail, in the caller's write. */
  bookingNotifier: BookingNotifier;
  router: Router;
}

export function createNotificationsModule({ db, audit, mailer, clock, logger, publicUrl, committed, textOnCommit }: NotificationsModuleDeps): NotificationsModule {
  const service = createNotificationsService({ db, repo: createNotificationsRepository(db, committed), audit, clock });
  return {
    bookingNotifier: createBookingNotifier({ db, mailer, clock, logger, publicUrl, committed, textOnCommit }),
    router: notificationsRouter(service),
  };
}
