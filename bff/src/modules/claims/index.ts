// The claims module's public face: happiness claims on completed jobs, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import type { NotificationsCommitted } from '../notifications/index.ts';
import { createClaimsRepository, type ClaimsRepository } from './repository.ts';
import { claimsRouter } from './router.ts';
import { createClaimsService } from './service.ts';

export interface ClaimsModuleDeps {
  db: Db;
  bookings: Pick<BookingsRepository, 'findOwned'>;
  people: Pick<AccountsRepository, 'customersByIds'>;
  audit: AuditLog;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  notificationsCommitted: NotificationsCommitted;
}

export interface ClaimsModule {
  /** For the admin overview's open count. */
  claims: Pick<ClaimsRepository, 'countOpen'>;
  router: Router;
}

export function createClaimsModule(deps: ClaimsModuleDeps): ClaimsModule {
  const repo = createClaimsRepository(deps.db);
  return { claims: repo, router: claimsRouter(createClaimsService({ ...deps, repo })) };
}
