// Builds every BFF module in dependency order and hands app.ts what it mounts. A module that needs
// another's piece gets it here, through the other module's factory result.
import type { Router, RequestHandler } from 'express';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import type { RateLimiters } from '../http/rate-limits.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { TextLimits, TextOnCommit } from '../texts/index.ts';
import { createAccountsModule, type UserRecord } from './accounts/index.ts';
import { createAdminBookingsModule, createAssignedBookings } from './admin-bookings/index.ts';
import { createAuditModule } from './audit/index.ts';
import { createBookingsModule } from './bookings/index.ts';
import { createCatalogueModule } from './catalogue/index.ts';
import { createClaimsModule } from './claims/index.ts';
import { createHealthModule, type HealthState } from './health/index.ts';
import { createMessagesModule } from './messages/index.ts';
import { createNotificationsModule } from './notifications/index.ts';
import { createPaymentsModule, type ReconcileReport } from './payments/index.ts';
import { createPersonalDataModule } from './personal-data/index.ts';
import { createProJobsModule } from './pro-jobs/index.ts';
import { createProsModule } from './pros/index.ts';
import { createPushModule, type PushSender } from './push/index.ts';
import { createReviewsModule } from './reviews/index.ts';
// Personal data: the retention sweep.
import { createRetentionSweep, type RetentionReport } from './retention/index.ts';

export { type HealthState } from './health/index.ts';
export { startReconciler, type ReconcileReport } from './payments/index.ts';
export { type PushSender } from './push/index.ts';
export { startRetentionSweep, type RetentionReport } from './retention/index.ts';

export interface ModulesDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  health: HealthState;
  limiters: RateLimiters;
  /** Writes a text (SMS) into the caller's write; sent after commit when a provider is set. */
  texts: TextOnCommit;
  /** The texts' daily ceilings, for the admin home's alerts. */
  textLimits: Pick<TextLimits, 'nearCeilings'>;
}

export interface Modules {
  /** The signed-in user of a session, for loadCurrentUser. */
  currentUser(id: string): Promise<UserRecord | null>;
  /** GET /healthz and /readyz, mounted before the session. */
  probes: { health: RequestHandler; readiness: RequestHandler };
  /** What a visitor's GET /app/fetchServices answers, for the pre-rendered pages. */
  publicCatalogue: ReturnType<typeof createCatalogueModule>['publicCatalogue'];
  /** POST /hooks/paystack, mounted before the JSON body parser. */
  paystackWebhook: Router;
  /** The /app routers, in mounting order. */
  appRouters: Router[];
  reconcilePayments(): Promise<ReconcileReport>;
  /** Password reset requests answered whose token and mail are still being written. */
  accountMailSettled(): Promise<void>;
  push: PushSender;
  /** One run of the retention sweep (personal data past its period); server.ts runs it on a timer. */
  sweepPersonalData(): Promise<RetentionReport>;
}

export function createModules({ config, db, mailer, logger, clock, health, limiters, texts, textLimits }: ModulesDeps): Modules {
  const publicUrl = config.publicUrl;
  const audit = createAuditModule({ db }).log;
  const catalogue = createCatalogueModule({ db, audit, clock });
  const payments = createPaymentsModule({ config, db, mailer, clock, logger, textOnCommit: texts });
  const push = createPushModule({ db, config: config.push, clock, logger });
  // Every customer notification (booking events, announcements, claim resolutions) goes on by Web Push after commit.
  const notificationsCommitted = push.sender.notified;
  const notifications = createNotificationsModule({ db, audit, mailer, clock, logger, publicUrl, committed: notificationsCommitted, textOnCommit: texts });
  const bookings = createBookingsModule({
    db,
    catalogue: catalogue.repo,
    mailer,
    clock,
    logger,
    publicUrl,
    refunds: payments.refunds,
    notices: notifications.bookingNotifier,
    bookingLeadMinutes: config.bookingLeadMinutes,
  });
  const accounts = createAccountsModule({
    db,
    mailer,
    clock,
    logger,
    publicUrl,
    limiters,
    currentUserView: bookings.currentUserView,
    texts,
    signInCodes: { secret: config.sessionSecret, limits: config.rateLimits },
  });
  const messages = createMessagesModule({ db, audit, mailer, clock, logger, publicUrl, limiters, bookings: bookings.repo });
  const claims = createClaimsModule({ db, bookings: bookings.repo, people: accounts.repo, audit, mailer, clock, logger, publicUrl, notificationsCommitted });
  const reviews = createReviewsModule({ db, bookings: bookings.repo, audit, clock });
  const pros = createProsModule({
    db,
    catalogue: catalogue.repo,
    audit,
    assignedBookings: createAssignedBookings(bookings.repo, accounts.repo),
    accounts: accounts.service,
    mailer,
    clock,
    logger,
    limiters,
  });
  const adminBookings = createAdminBookingsModule({
    db,
    bookings: bookings.repo,
    people: accounts.repo,
    pros: pros.repo,
    audit,
    notifier: notifications.bookingNotifier,
    refunds: payments.refunds,
    clock,
    inbox: messages.inbox,
    claims: claims.claims,
    textLimits,
  });
  const proJobs = createProJobsModule({
    db,
    bookings: bookings.repo,
    pros: pros.repo,
    people: accounts.repo,
    notifier: notifications.bookingNotifier,
    audit,
    clock,
  });
  const personalData = createPersonalDataModule({ db, audit, clock, currentUserView: bookings.currentUserView, people: accounts.repo });
  const healthModule = createHealthModule({ db, state: health, logger });

  return {
    currentUser: (id) => accounts.service.currentUser(id),
    probes: healthModule.probes,
    publicCatalogue: catalogue.publicCatalogue,
    paystackWebhook: payments.webhook,
    appRouters: [
      accounts.router,
      catalogue.router,
      bookings.router,
      pros.router,
      payments.router,
      notifications.router,
      push.router,
      messages.router,
      reviews.router,
      claims.router,
      adminBookings.router,
      proJobs.router,
      personalData.router,
      healthModule.router,
    ],
    reconcilePayments: () => payments.reconcile(),
    accountMailSettled: () => accounts.service.settled(),
    push: push.sender,
    sweepPersonalData: createRetentionSweep({ db, clock, logger, config: config.retention }),
  };
}
