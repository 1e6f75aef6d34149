// Builds the Express app from its dependencies: no listen, no globals, so tests and the Pact
// provider verification run the same app as production.
import express, { type Express } from 'express';
import { systemClock, type Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { dynamicCompression } from './http/compression.ts';
import { csrfProtection } from './http/csrf.ts';
import { loadCurrentUser } from './http/current-user.ts';
import { errorHandler, notFound } from './http/error-handler.ts';
import { httpsRedirect } from './http/https-redirect.ts';
import { openApiValidator } from './http/openapi-validator.ts';
import { startRateLimitSweep } from './http/rate-limit-store.ts';
import { createRateLimiters } from './http/rate-limits.ts';
import { requestLog } from './http/request-log.ts';
import { enforceRoles } from './http/roles.ts';
import { noStore, securityHeaders } from './http/security-headers.ts';
import { createSessions } from './http/session.ts';
import { webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createAccountsRepository } from './modules/accounts/repository.ts';
import { createAdminBookingsRepository } from './modules/admin-bookings/repository.ts';
import { adminBookingsRouter } from './modules/admin-bookings/router.ts';
import { createAdminBookingsService } from './modules/admin-bookings/service.ts';
import { createCurrentUserView } from './modules/accounts/current-user-view.ts';
import { accountsRouter } from './modules/accounts/router.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { createAuditLog } from './modules/audit/repository.ts';
import { createBookingsRepository } from './modules/bookings/repository.ts';
import { bookingsRouter } from './modules/bookings/router.ts';
import { createBookingsService } from './modules/bookings/service.ts';
import { createCatalogueRepository } from './modules/catalogue/repository.ts';
import { toService } from './modules/catalogue/mapper.ts';
import { catalogueRouter } from './modules/catalogue/router.ts';
import { createCatalogueService } from './modules/catalogue/service.ts';
import { createClaimsRepository } from './modules/claims/repository.ts';
import { claimsRouter } from './modules/claims/router.ts';
import { createClaimsService } from './modules/claims/service.ts';
import { createMessagesRepository } from './modules/messages/repository.ts';
import { messagesRouter } from './modules/messages/router.ts';
import { createMessagesService } from './modules/messages/service.ts';
import { createPayments } from './modules/payments/payments.ts';
import type { ReconcileReport } from './modules/payments/reconciler.ts';
import { healthHandlers, healthRouter, type HealthState } from './modules/health/router.ts';
import { createAssignedBookings } from './modules/pros/assigned-bookings.ts';
import { createProsRepository } from './modules/pros/repository.ts';
import { prosRouter } from './modules/pros/router.ts';
import { createProsService } from './modules/pros/service.ts';
import { createReviewsRepository } from './modules/reviews/repository.ts';
import { reviewsRouter } from './modules/reviews/router.ts';
import { createReviewsService } from './modules/reviews/service.ts';
import { createBookingNotifier } from './modules/notifications/booking-events.ts';
import { createNotificationsRepository } from './modules/notifications/repository.ts';
import { notificationsRouter } from './modules/notifications/router.ts';
import { createNotificationsService } from './modules/notifications/service.ts';
import { createPushRepository } from './modules/push/repository.ts';
import { pushRouter } from './modules/push/router.ts';
import { createPushSender, type PushSender } from './modules/push/sender.ts';
import { createPushService } from './modules/push/service.ts';

export const JSON_BODY_LIMIT = '32kb';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock?: Clock;
  /** Shared with server.ts, which sets `draining` on SIGTERM. */
  health?: HealthState;
}

export type IleApp = Express & {
  /** Stops timers the app started (the session store's and the rate limits' expiry sweeps). */
  stopBackgroundWork(): void;
  /** One run of the payment reconciler; server.ts runs it on an interval, tests call it directly. */
  reconcilePayments(): Promise<ReconcileReport>;
  /** Web Push: the sender, whose pushes leave after commit (tests wait with `push.settled()`). */
  push: PushSender;
};

export function createApp(deps: AppDeps): IleApp {
  const { config, db, mailer, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const health = deps.health ?? { draining: false };

  const accountsRepo = createAccountsRepository(db);
  const accounts = createAccountsService({ db, repo: accountsRepo, mailer, clock, logger, publicUrl: config.publicUrl });
  const catalogueRepo = createCatalogueRepository(db);
  const audit = createAuditLog(db);
  const catalogue = createCatalogueService(catalogueRepo, { db, audit, clock });
  // One instance of each repository, shared by the modules that read the same tables.
  const bookingsRepo = createBookingsRepository(db);
  const prosRepo = createProsRepository(db);
  const queueRepo = createAdminBookingsRepository(db);
  const currentUserView = createCurrentUserView(bookingsRepo);
  const payments = createPayments({ config, db, mailer, clock, logger });
  const bookings = createBookingsService({
    db,
    repo: bookingsRepo,
    catalogue: catalogueRepo,
    currentUserView,
    mailer,
    clock,
    logger,
    publicUrl: config.publicUrl,
    refunds: payments.refunds,
  });
  const messages = createMessagesService({ db, repo: createMessagesRepository(db), audit, mailer, clock, logger, publicUrl: config.publicUrl });
  const pushRepo = createPushRepository(db);
  const pushSender = createPushSender({ config: config.push, db, repo: pushRepo, logger });
  // Every customer notification (booking events, announcements, claim resolutions) goes on by Web Push after commit.
  const notificationsCommitted = pushSender.notified;
  const claimsRepo = createClaimsRepository(db);
  const claims = createClaimsService({
    db,
    repo: claimsRepo,
    bookings: bookingsRepo,
    people: queueRepo,
    audit,
    mailer,
    clock,
    logger,
    publicUrl: config.publicUrl,
    notificationsCommitted,
  });
  const reviews = createReviewsService({ db, repo: createReviewsRepository(db), bookings: bookingsRepo, audit, clock });
  const notifications = createNotificationsService({ db, repo: createNotificationsRepository(db, notificationsCommitted), audit, clock });
  const adminBookings = createAdminBookingsService({
    db,
    bookings: bookingsRepo,
    queue: queueRepo,
    pros: prosRepo,
    audit,
    notifier: createBookingNotifier({ db, mailer, clock, logger, publicUrl: config.publicUrl, committed: notificationsCommitted }),
    refunds: payments.refunds,
    clock,
    inbox: messages,
    claims: claimsRepo,
  });
  const pros = createProsService({
    db,
    repo: prosRepo,
    catalogue: catalogueRepo,
    audit,
    assignedBookings: createAssignedBookings(bookingsRepo, queueRepo),
    mailer,
    clock,
    logger,
  });
  const sessions = createSessions(config, db);
  const limiters = createRateLimiters(config.rateLimits, { db, clock });
  // Expired counters are dropped once a window (an expired row only waits for its client's next hit).
  const rateLimitSweep = startRateLimitSweep(db, clock, config.rateLimits.windowMs, (error) => logger.error('rate-limit sweep failed', { error }));
  const probes = healthHandlers(db, health, logger);

  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  // Install order matters: headers and the https redirect first, then the probes and the web
  // app (which need no session), then body parsing, session, CSRF, the OpenAPI validator,
  // roles, the handlers, and last the one error handler.
  app.use(requestLog(logger));
  // First of the answering middleware, so every compressible answer goes out compressed (it wraps res.write/res.end).
  app.use(dynamicCompression());
  app.use(securityHeaders);
  // Before anything that can answer /app (redirect, body limit, CSRF, validator, limiters, 404), so every answer has it.
  app.use('/app', noStore);
  app.use(httpsRedirect);
  app.get('/healthz', probes.health);
  app.get('/readyz', probes.readiness);
  const web = webApp({
    webDist: config.webDist,
    startupLoaderMs: config.startupLoaderMs,
    // What a visitor's GET /app/fetchServices answers: the pre-rendered pages must show the same.
    publicCatalogue: async () => (await catalogue.list(null)).map(toService),
    logger,
  });
  if (web) app.use(web);
  // Server to server: no session or CSRF, and the raw bytes for the signature (never express.json).
  app.use('/hooks/paystack', payments.webhook);

  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(sessions.middleware);
  app.use(csrfProtection({ publicUrl: config.publicUrl }));
  app.use(openApiValidator({ requests: config.validateRequests, responses: config.validateResponses }));
  app.use('/app', loadCurrentUser((id) => accounts.currentUser(id)), enforceRoles);
  app.use(
    '/app',
    accountsRouter(accounts, limiters, currentUserView),
    catalogueRouter(catalogue),
    bookingsRouter(bookings),
    prosRouter(pros, limiters),
    payments.router,
    notificationsRouter(notifications),
    pushRouter(createPushService({ db, repo: pushRepo, config: config.push, clock })),
    messagesRouter(messages, limiters),
    reviewsRouter(reviews),
    claimsRouter(claims),
    adminBookingsRouter(adminBookings),
    healthRouter(probes),
  );

  app.use(notFound);
  app.use(errorHandler(logger));

  const stopBackgroundWork = (): void => {
    sessions.stop();
    rateLimitSweep.stop();
  };
  return Object.assign(app, { stopBackgroundWork, reconcilePayments: () => payments.reconcile(), push: pushSender });
}
