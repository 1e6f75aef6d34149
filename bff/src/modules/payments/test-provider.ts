// The built-in "gateway" for demos and tests: no money moves. It plays Paystack's part with its
// own table (test_gateway_transactions), so the checkout works across several BFF instances and
// its answers go through exactly the same verification and settlement as Paystack's.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { paymentModels, type TestGatewayTransactionAttributes } from './models.ts';
import { CURRENCY, type PaymentProvider, type TransactionResult, type TransactionStatus } from './provider.ts';

export type TestCheckoutStatus = 'open' | 'success' | 'declined' | 'abandoned';
export type TestOutcome = Exclude<TestCheckoutStatus, 'open'>;

const STATUSES: readonly TestCheckoutStatus[] = ['open', 'success', 'declined', 'abandoned'];

/** Like Paystack: a checkout nobody finished reads as abandoned. */
const AS_TRANSACTION: Record<TestCheckoutStatus, TransactionStatus> = {
  open: 'abandoned',
  success: 'success',
  declined: 'failed',
  abandoned: 'abandoned',
};

export interface TestGatewayTransaction {
  reference: string;
  bookingId: string;
  amountKobo: number;
  currency: string;
  email: string;
  status: TestCheckoutStatus;
  channel: string | null;
  paidAt: Date | null;
}

function toTransaction(row: TestGatewayTransactionAttributes): TestGatewayTransaction {
  const status = STATUSES.find((known) => known === row.status);
  if (!status) throw new Error(`test gateway: stored status ${row.status} is not valid`);
  return {
    reference: row.reference,
    bookingId: row.bookingId,
    amountKobo: Number(row.amountKobo),
    currency: row.currency,
    email: row.email,
    status,
    channel: row.channel,
    paidAt: row.paidAt,
  };
}

export const testCheckoutPath = (reference: string) => `/pay/test/${encodeURIComponent(reference)}`;

/** The gateway's side: what the test checkout screen reads and completes. */
export function createTestGateway(db: Db, clock: Clock) {
  const { TestGatewayTransaction } = paymentModels(db);
  return {
    async open(input: { reference: string; bookingId: string; amountKobo: number; email: string; status?: TestCheckoutStatus }): Promise<void> {
      const now = clock.now();
      const status = input.status ?? 'open';
      await db.write((transaction) =>
        TestGatewayTransaction.create(
          {
            reference: input.reference,
            bookingId: input.bookingId,
            amountKobo: input.amountKobo,
            currency: CURRENCY,
            email: input.email,
            status,
            channel: status === 'success' ? 'card' : null,
            paidAt: status === 'success' ? now : null,
            createdAt: now,
            updatedAt: now,
          },
          { transaction, fields: ['reference', 'bookingId', 'amountKobo', 'currency', 'email', 'status', 'channel', 'paidAt', 'createdAt', 'updatedAt'] },
        ),
      );
    },

    async find(reference: string): Promise<TestGatewayTransaction | null> {
      const row = await TestGatewayTransaction.findByPk(reference);
      return row ? toTransaction(row.get({ plain: true })) : null;
    },

    /** Records the customer's choice once; false when the checkout already had an outcome. */
    async complete(reference: string, outcome: TestOutcome): Promise<boolean> {
      const now = clock.now();
      const [changed] = await db.write((transaction) =>
        TestGatewayTransaction.update(
          { status: outcome, updatedAt: now, ...(outcome === 'success' ? { channel: 'card', paidAt: now } : {}) },
          {
            where: { reference, status: 'open' },
            transaction,
            fields: outcome === 'success' ? ['status', 'updatedAt', 'channel', 'paidAt'] : ['status', 'updatedAt'],
          },
        ),
      );
      return changed === 1;
    },
  };
}

export type TestGateway = ReturnType<typeof createTestGateway>;

export function createTestProvider(gateway: TestGateway): PaymentProvider {
  return {
    name: 'test',

    async initialize(reference, amountKobo, email, _callbackUrl, metadata) {
      const bookingId = metadata.bookingId;
      if (!bookingId) throw new Error('test provider: initialize needs metadata.bookingId');
      await gateway.open({ reference, bookingId, amountKobo, email });
      return { checkoutUrl: testCheckoutPath(reference), accessCode: null };
    },

    async verify(reference): Promise<TransactionResult> {
      const row = await gateway.find(reference);
      if (!row) return { status: 'unknown', amountKobo: null, currency: null, reference: null, channel: null, paidAt: null, raw: { reference, found: false } };
      return {
        status: AS_TRANSACTION[row.status],
        amountKobo: row.amountKobo,
        currency: row.currency,
        reference: row.reference,
        channel: row.channel,
        paidAt: row.paidAt,
        raw: { ...row, paidAt: row.paidAt?.toISOString() ?? null },
      };
    },

    async refund(reference) {
      // No money moved, so a test refund is processed at once.
      return { status: 'processed', providerRefundId: `test-refund-${reference}`, raw: { reference, status: 'processed' } };
    },
  };
}
