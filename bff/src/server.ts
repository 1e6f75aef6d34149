// Process entry: read the config, connect, migrate, seed a first start, listen; drain on SIGTERM.
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { loadConfig, type Config } from './config.ts';
import { createDb } from './db/index.ts';
import { listen } from './http/http-server.ts';
import { demoLogins, seedCatalogue, seedDemoUsers } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { startReconciler, startRetentionSweep, type HealthState } from './modules/index.ts';
import { startTextWorker } from './texts/index.ts';

/** How long in-flight requests get to finish after SIGTERM before connections are cut. */
const DRAIN_TIMEOUT_MS = 15_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const clock = systemClock;

const db = await createDb({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile, dataKeys: config.dataKeys });
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, logger, clock });
// Several instances may start at once on one PostgreSQL: they migrate and seed in turn.
const demoSeeded = await db.oneAtATime(async () => {
  const applied = await db.migrate();
  if (applied.length) logger.info('migrations applied', { migrations: applied });
  const added = await seedCatalogue(db, clock);
  if (added) logger.info('catalogue seeded', { services: added });
  return config.seedDemo ? seedDemoUsers({ db, mailer, logger, clock, config }) : false;
});

const health: HealthState = { draining: false };
const PAYMENT_LINES: Record<Config['paymentProvider'], (c: Config) => string> = {
  test: () => 'Payments use the built-in test checkout: no money moves (set PAYSTACK_SECRET_KEY for Paystack).',
  paystack: (c) => `Payments go through Paystack (${c.paystackBaseUrl}); its webhook is POST /hooks/paystack.`,
  none: () => 'Paying online is off: no PAYSTACK_SECRET_KEY (set it, or PAYMENT_PROVIDER=test for a test checkout).',
};

const app = createApp({ config, db, mailer, logger, clock, health });
// Settles payments nobody came back for and retries refunds; every instance may run it.
const reconciler = startReconciler(() => app.reconcilePayments(), config.paymentReconcileIntervalMs, logger);
// Sends texts whose retry came due (new ones go at once after their commit); every instance may run it.
const textWorker = app.textWorker ? startTextWorker(app.textWorker, config.texts.workerIntervalMs) : null;
// Deletes or erases personal data past its retention period; idempotent, so every instance may run it.
const retentionSweep = startRetentionSweep(() => app.sweepPersonalData(), config.retention.sweepIntervalMs, logger);

const server = listen(app, config.http, config.port, config.host, () => {
  const address = server.address();
  const port = address !== null && typeof address !== 'string' ? address.port : config.port;
  const lines = [
    `Ilé is running at http://localhost:${port}  (${db.dialect === 'sqlite' ? `SQLite ${config.sqliteFile}` : 'PostgreSQL'})`,
    mailer.transport === 'outbox' ? 'E-mail goes to the outbox_emails table (set SMTP_URL to send it).' : 'E-mail goes out through SMTP_URL.',
    PAYMENT_LINES[config.paymentProvider](config),
    config.texts.termii
      ? `Texts (SMS) go out through Termii (${config.texts.termii.baseUrl}, sender ${config.texts.termii.senderId}).`
      : 'Texts (SMS) are kept in the text_outbox table, shown at /admin_area/texts (set TERMII_API_KEY to send them).',
  ];
  if (config.seedDemo) {
    lines.push(demoSeeded ? 'Demo accounts created:' : 'Demo accounts (made on the first start, unless you changed them since):');
    for (const login of demoLogins(config)) lines.push(`  ${login.role.padEnd(5)}  ${login.email}  /  ${login.password}`);
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info('shutting down', { signal });
  // Readiness answers 503 from now on, so a load balancer stops sending new traffic.
  health.draining = true;
  reconciler.stop();
  textWorker?.stop();
  retentionSweep.stop();
  const forced = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing their connections');
    server.closeAllConnections();
  }, DRAIN_TIMEOUT_MS);
  forced.unref();
  // A keep-alive connection whose request finishes during the drain would otherwise idle until
  // its keep-alive timeout; close such connections as soon as they go quiet.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  // Stops accepting connections and resolves once every in-flight request has been answered.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(sweep);
  clearTimeout(forced);
  app.stopBackgroundWork();
  // Pushes already on their way end within PUSH_TIMEOUT_MS; a 410's clean-up still needs the database.
  await app.push.settled();
  // A send in flight finishes (or times out) and records its outcome before the database closes.
  await app.textWorker?.settled();
  // A reset request already answered writes its token and mail before the database closes.
  await app.accountMailSettled();
  mailer.close();
  await db.close();
  logger.info('stopped');
  process.exit(0);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    shutdown(signal).catch((err: unknown) => {
      logger.error('shutdown failed', { error: err });
      process.exit(1);
    });
  });
}
