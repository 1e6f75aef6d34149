// Payment records → the spec's PaymentCheckout, Receipt and TestCheckout.
import type { Schemas } from '../../api/types.ts';
import type { Checkout, ReceiptView, TestCheckoutView } from './service.ts';

export type PaymentCheckout = Schemas['PaymentCheckout'];
export type Receipt = Schemas['Receipt'];
export type TestCheckout = Schemas['TestCheckout'];

export function toPaymentCheckout(checkout: Checkout): PaymentCheckout {
  return { provider: checkout.provider, reference: checkout.reference, amountKobo: checkout.amountKobo, checkoutUrl: checkout.checkoutUrl };
}

export function toReceipt({ booking, customerName, payment, refund }: ReceiptView): Receipt {
  return {
    bookingId: booking.id,
    bookingReference: booking.reference,
    service: booking.service,
    serviceName: booking.serviceName,
    customerName,
    visitDate: booking.scheduledDate,
    timeWindow: booking.timeWindow,
    lines: booking.price.lines,
    amountKobo: payment.amountKobo,
    currency: 'NGN',
    provider: payment.provider,
    paymentReference: payment.reference,
    channel: payment.channel,
    // A success always has its time; updatedAt is when it was recorded, should a provider omit it.
    paidAt: (payment.paidAt ?? payment.updatedAt).toISOString(),
    refund: refund
      ? {
          status: refund.status,
          amountKobo: refund.amountKobo,
          requestedAt: refund.createdAt.toISOString(),
          processedAt: refund.processedAt ? refund.processedAt.toISOString() : null,
        }
      : null,
  };
}

export function toTestCheckout({ transaction, booking }: TestCheckoutView): TestCheckout {
  return {
    reference: transaction.reference,
    bookingId: booking.id,
    bookingReference: booking.reference,
    serviceName: booking.serviceName,
    amountKobo: transaction.amountKobo,
    email: transaction.email,
    status: transaction.status,
  };
}
