// The payments module's public face and factory: the provider the configuration names, the one
// settle() every path fulfils through, refunds, the reconciler, the customer's calls and Paystack's webhook.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { TextOnCommit } from '../../texts/text.ts';
import { createAccountsRepository } from '../accounts/index.ts';
import { createBookingsRepository, type CancellationRefunds } from '../bookings/index.ts';
import { createPaystackProvider } from './paystack-provider.ts';
import { createPaystackEventHandler, paystackWebhookRouter } from './paystack-webhook.ts';
import type { PaymentProvider } from './provider.ts';
import { createReconciler, type ReconcileReport } from './reconciler.ts';
import { createRefunds } from './refunds.ts';
import { createPaymentsRepository } from './repository.ts';
import { paymentsRouter } from './router.ts';
import { createPaymentsService } from './service.ts';

export { paymentModels } from './models.ts';
export { startReconciler, type ReconcileReport } from './reconciler.ts';
import { createSettle } from './settle.ts';
import { createTestGateway, createTestProvider, type TestGateway } from './test-provider.ts';

export interface PaymentsModuleDeps {
  config: Pick<Config, 'paymentProvider' | 'paystackSecretKey' | 'paystackBaseUrl' | 'paymentGatewayTimeoutMs' | 'publicUrl'>;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** The customer's text once a booking is paid. */
  textOnCommit: TextOnCommit;
}

export interface PaymentsModule {
  /** For the bookings module: refunds when a paid booking is cancelled. */
  refunds: CancellationRefunds;
  reconcile(): Promise<ReconcileReport>;
  /** /app routes. */
  router: Router;
  /** POST /hooks/paystack, mounted before the JSON body parser. */
  webhook: Router;
}

export function createPaymentsModule({ config, db, mailer, clock, logger, textOnCommit }: PaymentsModuleDeps): PaymentsModule {
  const repo = createPaymentsRepository(db);
  const bookings = createBookingsRepository(db);
  const testGateway: TestGateway | null = config.paymentProvider === 'test' ? createTestGateway(db, clock) : null;
  const provider = chooseProvider(config, testGateway);

  const refunds = createRefunds({ db, repo, provider, clock, logger });
  const settle = createSettle({
    db,
    payments: repo,
    bookings,
    accounts: createAccountsRepository(db),
    refunds,
    mailer,
    clock,
    logger,
    publicUrl: config.publicUrl,
    textOnCommit,
  });
  const service = createPaymentsService({ db, repo, bookings, provider, testGateway, settle, clock, logger, publicUrl: config.publicUrl });
  const reconcile = provider ? createReconciler({ repo, provider, settle, refunds, clock, logger }) : nothingToReconcile;
  const paystackSecret = config.paymentProvider === 'paystack' ? config.paystackSecretKey : null;

  return {
    refunds: { recordRefundForCancellation: refunds.recordRefundForCancellation, sendRefunds: refunds.sendRefunds },
    reconcile,
    router: paymentsRouter(service),
    webhook: paystackWebhookRouter(paystackSecret, createPaystackEventHandler({ db, repo, settle, clock, logger })),
  };
}

async function nothingToReconcile(): Promise<ReconcileReport> {
  return { checked: 0, settled: 0, unavailable: 0, refundsRetried: 0 };
}

/** The configured provider; null when there is none yet (PAYMENT_PROVIDER=none, or no key outside the demo). */
function chooseProvider(config: PaymentsModuleDeps['config'], testGateway: TestGateway | null): PaymentProvider | null {
  if (config.paymentProvider === 'none') return null;
  if (config.paymentProvider === 'test') {
    if (!testGateway) throw new Error('the test provider needs its gateway');
    return createTestProvider(testGateway);
  }
  // loadConfig refuses paystack without a key; this guards configs built by hand (tests).
  if (!config.paystackSecretKey) throw new Error('PAYMENT_PROVIDER=paystack needs PAYSTACK_SECRET_KEY');
  return createPaystackProvider({ secretKey: config.paystackSecretKey, baseUrl: config.paystackBaseUrl, timeoutMs: config.paymentGatewayTimeoutMs });
}
