// The messages module's public face: the support inbox and referrals, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createOutboxTexts } from '../../texts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import { createMessagesRepository } from './repository.ts';
import { messagesRouter } from './router.ts';
import { createMessagesService, type MessagesService } from './service.ts';

// Retention (personal data): read messages are deleted after RETENTION_MESSAGES_DAYS.
export { createMessageRetention } from './retention.ts';
// Read and erased by personal-data (a person's export and erasure).
export { messageModel } from './models.ts';

export interface MessagesModuleDeps {
  db: Db;
  audit: AuditLog;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  limiters: Pick<RateLimiters, 'contactMessage' | 'referral'>;
  /** Only customers who have paid for a booking may invite friends. */
  bookings: Pick<BookingsRepository, 'hasPaidBooking'>;
}

export interface MessagesModule {
  /** The support inbox, for the admin overview's unread count. */
  inbox: Pick<MessagesService, 'countUnread'>;
  router: Router;
}

export function createMessagesModule({ db, audit, mailer, clock, logger, publicUrl, limiters, bookings }: MessagesModuleDeps): MessagesModule {
  const service = createMessagesService({ db, repo: createMessagesRepository(db), audit, mailer, clock, logger, publicUrl, bookings });
  return { inbox: service, router: messagesRouter(service, limiters, createOutboxTexts(db)) };
}
