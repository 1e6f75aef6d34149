// Payments seeded directly (no HTTP), with the built-in test provider: for tests and the Pact
// provider states. Each payment is stored the way startPayment stores it, and the test gateway's
// side says what the customer did at the checkout.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import type { BookingRecord } from '../modules/bookings/repository.ts';
import { paymentModels } from '../modules/payments/models.ts';
import { newPaymentReference } from '../modules/payments/reference.ts';
import { testCheckoutPath } from '../modules/payments/test-provider.ts';

/**
 * open: the checkout is waiting for the customer. success / declined: the customer paid or was
 * declined at the checkout, and nobody has verified it yet (handlePayment will).
 * success-other-amount: the checkout took another amount than the booking's (a mismatch).
 * settled: paid and verified; the booking must already be `paid` (seedBooking with status paid).
 */
export type TestPaymentOutcome = 'open' | 'success' | 'declined' | 'success-other-amount' | 'settled';

export interface SeedTestPaymentInput {
  booking: BookingRecord;
  outcome: TestPaymentOutcome;
  /** Default: now. */
  createdAt?: Date;
  /** The e-mail the checkout shows. Default: customer@example.ng. */
  email?: string;
}

/** What the checkout charged when told `success-other-amount`: ₦100 more than the booking. */
export const OTHER_AMOUNT_EXTRA_KOBO = 10_000;

/** Stores one test-provider payment for `booking`; answers its reference. */
export async function seedTestPayment(db: Db, input: SeedTestPaymentInput): Promise<string> {
  const { Payment, TestGatewayTransaction } = paymentModels(db);
  const { booking, outcome } = input;
  if (outcome === 'settled' && booking.status !== 'paid') throw new Error('seedTestPayment: a settled payment needs a booking seeded as paid');
  const now = input.createdAt ?? new Date();
  const reference = newPaymentReference(booking.reference);
  const paidAt = booking.paidAt ?? now;
  const charged = outcome === 'success' || outcome === 'success-other-amount' || outcome === 'settled';
  const gatewayStatus = outcome === 'open' ? 'open' : outcome === 'declined' ? 'declined' : 'success';
  await db.write(async (transaction) => {
    await Payment.create(
      {
        id: randomUUID(),
        bookingId: booking.id,
        userId: booking.userId,
        provider: 'test',
        reference,
        amountKobo: booking.totalKobo,
        currency: 'NGN',
        status: outcome === 'settled' ? 'success' : 'initialized',
        channel: outcome === 'settled' ? 'card' : null,
        checkoutUrl: testCheckoutPath(reference),
        paidAt: outcome === 'settled' ? paidAt : null,
        verification: outcome === 'settled' ? JSON.stringify({ reference, status: 'success', seeded: true }) : null,
        createdAt: now,
        updatedAt: now,
      },
      { transaction },
    );
    await TestGatewayTransaction.create(
      {
        reference,
        bookingId: booking.id,
        amountKobo: booking.totalKobo + (outcome === 'success-other-amount' ? OTHER_AMOUNT_EXTRA_KOBO : 0),
        currency: 'NGN',
        email: input.email ?? 'customer@example.ng',
        status: gatewayStatus,
        channel: charged ? 'card' : null,
        paidAt: charged ? paidAt : null,
        createdAt: now,
        updatedAt: now,
      },
      { transaction },
    );
  });
  return reference;
}

/** Empties the payments tables, children first (inside resetData's write). */
export async function clearPayments(db: Db, transaction: Transaction): Promise<void> {
  const { Refund, Payment, WebhookEvent, TestGatewayTransaction } = paymentModels(db);
  await Refund.destroy({ where: {}, transaction });
  await Payment.destroy({ where: {}, transaction });
  await WebhookEvent.destroy({ where: {}, transaction });
  await TestGatewayTransaction.destroy({ where: {}, transaction });
}
