// Builds the Express app from its dependencies: no listen, no globals, so tests and the Pact
// provider verification run the same app as production.
import cookieParser from 'cookie-parser';
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
import { noStore, permissionsPolicy, securityHeaders } from './http/security-headers.ts';
import { createSessions } from './http/session.ts';
import { webApp } from './http/web-app.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail/mailer.ts';
import { createModules, type HealthState, type PushSender, type ReconcileReport, type RetentionReport } from './modules/index.ts';
import { createTexts, type TextWorker } from './texts/index.ts';
import type { TextSender } from './texts/text-sender.ts';

export const JSON_BODY_LIMIT = '32kb';

export interface AppDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock?: Clock;
  /** Shared with server.ts, which sets `draining` on SIGTERM. */
  health?: HealthState;
  /** Sends texts instead of Termii (tests); by default Termii when TERMII_API_KEY is set. */
  textSender?: TextSender;
}

export type IleApp = Express & {
  /** Stops timers the app started (the session store's and the rate limits' expiry sweeps). */
  stopBackgroundWork(): void;
  /** One run of the payment reconciler; server.ts runs it on an interval, tests call it directly. */
  reconcilePayments(): Promise<ReconcileReport>;
  /** Web Push: the sender, whose pushes leave after commit (tests wait with `push.settled()`). */
  push: PushSender;
  /** Sends queued texts; null without a text provider (texts are kept in the outbox). */
  textWorker: TextWorker | null;
  /** Resolves once every answered password reset request has written its token and mail (shutdown, tests). */
  accountMailSettled(): Promise<void>;
  /** One run of the retention sweep; server.ts runs it on RETENTION_SWEEP_INTERVAL_MS, tests call it with the movable clock. */
  sweepPersonalData(): Promise<RetentionReport>;
};

export function createApp(deps: AppDeps): IleApp {
  const { config, db, mailer, logger } = deps;
  const clock = deps.clock ?? systemClock;
  const health = deps.health ?? { draining: false };

  const sessions = createSessions(config, db);
  const limiters = createRateLimiters(config.rateLimits, { db, clock });
  // Expired counters are dropped once a window (an expired row only waits for its client's next hit).
  const rateLimitSweep = startRateLimitSweep(db, clock, config.rateLimits.windowMs, (error) => logger.error('rate-limit sweep failed', { error }));
  const texts = createTexts({ db, config: config.texts, limits: config.rateLimits, logger, clock, sender: deps.textSender });
  const modules = createModules({ config, db, mailer, logger, clock, health, limiters, texts: texts.onCommit, textLimits: texts.limits });

  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');

  // Install order matters: headers and the https redirect first, then the probes and the web
  // app (which need no session), then body parsing, session, CSRF, the operation match, roles,
  // the request's validation, the handlers, and last the one error handler.
  app.use(requestLog(logger));
  // First of the answering middleware, so every compressible answer goes out compressed (it wraps res.write/res.end).
  app.use(dynamicCompression());
  app.use(securityHeaders, permissionsPolicy);
  // Before anything that can answer /app (redirect, body limit, CSRF, validator, limiters, 404), so every answer has it.
  app.use('/app', noStore);
  app.use(httpsRedirect(config.publicUrl));
  app.get('/healthz', modules.probes.health);
  app.get('/readyz', modules.probes.readiness);
  const web = webApp({
    webDist: config.webDist,
    startupLoaderMs: config.startupLoaderMs,
    demoRibbon: config.paymentProvider === 'test',
    // What a visitor's GET /app/fetchServices answers: the pre-rendered pages must show the same.
    publicCatalogue: modules.publicCatalogue,
    logger,
  });
  if (web) app.use(web);
  // Server to server: no session or CSRF, and the raw bytes for the signature (never express.json).
  app.use('/hooks/paystack', modules.paystackWebhook);

  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // The CSRF cookie is read from req.cookies (csrf-csrf); the session reads its own cookie.
  app.use(cookieParser());
  app.use(sessions.middleware);
  app.use(csrfProtection({ sessionSecret: config.sessionSecret, publicUrl: config.publicUrl }));
  const validator = openApiValidator({ requests: config.validateRequests, responses: config.validateResponses });
  app.use(validator.operations);
  // Roles before the request's schema: a customer probing an admin call gets 403, never its field rules.
  app.use('/app', loadCurrentUser(modules.currentUser), enforceRoles);
  app.use(validator.requests);
  app.use('/app', ...modules.appRouters);

  app.use(notFound);
  app.use(errorHandler(logger));

  const stopBackgroundWork = (): void => {
    sessions.stop();
    rateLimitSweep.stop();
  };
  return Object.assign(app, {
    stopBackgroundWork,
    reconcilePayments: modules.reconcilePayments,
    push: modules.push,
    textWorker: texts.worker,
    accountMailSettled: modules.accountMailSettled,
    sweepPersonalData: modules.sweepPersonalData,
  });
}
