// Payment rules for the customer's calls: open a checkout, come back and have it verified, read
// the receipt; and the built-in test checkout's two calls. Every answer about money comes from
// the provider via settle(), never from what the browser says.
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { UserRecord } from '../accounts/index.ts';
import type { BookingRecord, BookingsRepository } from '../bookings/index.ts';
import { CURRENCY, GatewayUnavailableError, type PaymentProvider, type PaymentProviderName, type TransactionResult } from './provider.ts';
import { newPaymentReference } from './reference.ts';
import type { PaymentRecord, PaymentsRepository, RefundRecord } from './repository.ts';
import { checkoutEmail } from './checkout-email.ts';
import type { Settle } from './settle.ts';
import type { TestGateway, TestGatewayTransaction, TestOutcome } from './test-provider.ts';

/** An open checkout is offered again for this long rather than starting another payment. */
export const OPEN_PAYMENT_TTL_MS = 30 * 60 * 1000;

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
export const bookingNotPayable = () => new AppError(409, 'booking_not_payable', 'This booking is already paid or was cancelled.');
const paymentsUnavailable = () =>
  new AppError(503, 'payments_unavailable', 'Paying online is not available yet. Your booking is kept; contact us to arrange payment.');
const providerUnavailable = () =>
  new AppError(409, 'payment_provider_unavailable', 'We could not reach our payment partner. Nothing was charged; please try again in a minute.');
const notConfirmed = () => new AppError(402, 'payment_not_confirmed', 'Your payment did not go through, so nothing was charged. Please try again.');
const mismatch = () =>
  new AppError(
    402,
    'payment_mismatch',
    'This payment does not match your booking, so we have not marked it paid. If you were charged, contact us with the payment reference and we will sort it out.',
  );
/** "Nothing new from the provider": settles nothing, answers what is stored. */
const NO_NEWS: TransactionResult = { status: 'pending', amountKobo: null, currency: null, reference: null, channel: null, paidAt: null, raw: null };

const checkoutClosed = () => new AppError(409, 'checkout_closed', 'This payment was already completed.');

export interface Checkout {
  provider: PaymentProviderName;
  reference: string;
  amountKobo: number;
  checkoutUrl: string;
}

/** 200: the booking is paid. 202: the provider could not say yet; the booking is unchanged. */
/** Where a returning customer's payment stands: settled (paid), or not confirmed yet (pending). */
export type PaymentResult = { kind: 'paid'; booking: BookingRecord } | { kind: 'pending'; booking: BookingRecord };

export interface ReceiptView {
  booking: BookingRecord;
  customerName: string;
  payment: PaymentRecord;
  refund: RefundRecord | null;
}

export interface TestCheckoutView {
  transaction: TestGatewayTransaction;
  booking: BookingRecord;
}

export interface PaymentsServiceDeps {
  db: Db;
  repo: PaymentsRepository;
  bookings: Pick<BookingsRepository, 'findOwned'>;
  /** Null while no provider is configured: paying answers 503 payments_unavailable. */
  provider: PaymentProvider | null;
  /** Present only when the test provider is on. */
  testGateway: TestGateway | null;
  settle: Settle;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
}

export function createPaymentsService({ db, repo, bookings, provider, testGateway, settle, clock, logger, publicUrl }: PaymentsServiceDeps) {
  const toCheckout = (payment: PaymentRecord, checkoutUrl: string): Checkout => ({
    provider: payment.provider,
    reference: payment.reference,
    amountKobo: payment.amountKobo,
    checkoutUrl,
  });

  /** The customer's own payment with this reference, made with the provider now on; else 404. */
  async function ownPayment(user: UserRecord, reference: string): Promise<PaymentRecord> {
    const payment = await repo.findByReference(reference);
    if (!payment || payment.userId !== user.id || payment.provider !== provider?.name) throw notFound();
    return payment;
  }

  async function ownTestCheckout(user: UserRecord, reference: string): Promise<TestCheckoutView> {
    if (!testGateway) throw notFound();
    const payment = await ownPayment(user, reference);
    const [transaction, booking] = await Promise.all([testGateway.find(reference), bookings.findOwned(user.id, payment.bookingId)]);
    if (!transaction || !booking) throw notFound();
    return { transaction, booking };
  }

  return {
    /**
     * Opens a checkout for the customer's unpaid booking, or offers again the one still open.
     * The provider is asked before anything is stored, so a gateway failure leaves nothing open.
     */
    async startPayment(user: UserRecord, bookingId: string): Promise<Checkout> {
      if (!provider) throw paymentsUnavailable();
      const booking = await bookings.findOwned(user.id, bookingId);
      if (!booking) throw notFound();
      if (booking.status !== 'pending_payment') throw bookingNotPayable();

      const now = clock.now();
      const open = await repo.findOpenForBooking(booking.id, new Date(now.getTime() - OPEN_PAYMENT_TTL_MS));
      if (open && open.checkoutUrl && open.amountKobo === booking.totalKobo && open.provider === provider.name) return toCheckout(open, open.checkoutUrl);

      const reference = newPaymentReference(booking.reference);
      const amountKobo = booking.totalKobo;
      let session;
      try {
        session = await provider.initialize(reference, amountKobo, checkoutEmail(user), `${publicUrl}/pay/${booking.id}/return`, {
          bookingId: booking.id,
          bookingReference: booking.reference,
        });
      } catch (err) {
        if (err instanceof GatewayUnavailableError) {
          logger.warn('checkout not opened: the gateway is unavailable', { bookingId: booking.id, detail: err.detail });
          throw providerUnavailable();
        }
        throw err;
      }
      const payment = await db.write((transaction) =>
        repo.create(
          transaction,
          { bookingId: booking.id, userId: user.id, provider: provider.name, reference, amountKobo, currency: CURRENCY, checkoutUrl: session.checkoutUrl },
          clock.now(),
        ),
      );
      return toCheckout(payment, session.checkoutUrl);
    },

    /**
     * The customer is back from the checkout: ask the provider about the reference and settle.
     * A gateway that cannot answer gives 202 and the unchanged booking (the webhook or the
     * reconciler settles it); every other outcome is final for this call.
     */
    async handlePayment(user: UserRecord, input: { bookingId: string; provider: PaymentProviderName; reference: string }): Promise<PaymentResult> {
      if (!provider) throw paymentsUnavailable();
      const payment = await repo.findByReference(input.reference);
      if (!payment || payment.userId !== user.id || payment.bookingId !== input.bookingId || payment.provider !== input.provider || payment.provider !== provider.name) {
        throw notFound();
      }
      const booking = await bookings.findOwned(user.id, payment.bookingId);
      if (!booking) throw notFound();

      // Settled already (by the webhook, the reconciler or an earlier return): settle answers it
      // from the database, so the provider is not asked again.
      let result = NO_NEWS;
      if (payment.status !== 'success') {
        try {
          result = await provider.verify(payment.reference);
        } catch (err) {
          if (!(err instanceof GatewayUnavailableError)) throw err;
          logger.warn('payment not verified: the gateway is unavailable', { reference: payment.reference, detail: err.detail });
          return { kind: 'pending', booking };
        }
      }

      const outcome = await settle(payment.reference, result);
      switch (outcome.kind) {
        case 'paid':
        case 'already_paid':
          return { kind: 'paid', booking: outcome.booking };
        case 'pending':
          return { kind: 'pending', booking: outcome.booking };
        case 'not_payable':
          throw bookingNotPayable();
        case 'mismatch':
          throw mismatch();
        case 'not_paid':
          throw notConfirmed();
        case 'unknown_reference':
          throw notFound();
      }
    },

    /** The receipt of the customer's booking; 404 unless a payment for it succeeded. */
    async receipt(user: UserRecord, bookingId: string): Promise<ReceiptView> {
      const booking = await bookings.findOwned(user.id, bookingId);
      if (!booking) throw notFound();
      const succeeded = await repo.listSucceededForBooking(booking.id);
      const withRefunds = await Promise.all(succeeded.map(async (payment) => ({ payment, refund: await repo.findRefundForPayment(payment.id) })));
      // The payment that paid the booking: not one refunded because the booking was already paid.
      const paying = withRefunds.find(({ refund }) => refund === null || refund.requestedBy !== null) ?? withRefunds[0];
      if (!paying) throw notFound();
      return { booking, customerName: user.name, payment: paying.payment, refund: paying.refund };
    },

    /** What the built-in test checkout shows (test provider only). */
    testCheckout(user: UserRecord, reference: string): Promise<TestCheckoutView> {
      return ownTestCheckout(user, reference);
    },

    /** Plays the provider's part: records the customer's choice once, then the browser returns. */
    async completeTestCheckout(user: UserRecord, reference: string, outcome: TestOutcome): Promise<{ returnUrl: string }> {
      const { booking } = await ownTestCheckout(user, reference);
      if (!testGateway || !(await testGateway.complete(reference, outcome))) throw checkoutClosed();
      return { returnUrl: `/pay/${encodeURIComponent(booking.id)}/return?reference=${encodeURIComponent(reference)}` };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
