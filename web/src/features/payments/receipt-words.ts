// The words a receipt and the payment screens use for a payment: when, how, through whom, refunds.
import { formatDate, formatTime } from '@ile/domain';
import type { Booking, PaymentProvider, Receipt } from '../../api/types.ts';

type RefundStatus = NonNullable<Receipt['refund']>['status'];

/** "25 November 2026, 10:32am (WAT)"; just after midnight is "12:15am". */
export function formatPaidAt(isoDateTime: string): string {
  return `${formatDate(isoDateTime)}, ${formatTime(isoDateTime)} (WAT)`;
}

const CHANNELS: Record<string, string> = {
  card: 'Card',
  bank: 'Bank account',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  qr: 'QR code',
  mobile_money: 'Mobile money',
  eft: 'Bank transfer',
};

/** Paystack's channel in words; an unknown one is shown as the provider sent it, tidied. */
export function channelLabel(channel: string | null): string {
  if (!channel) return 'Not recorded';
  return CHANNELS[channel] ?? channel.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

export function providerLabel(provider: PaymentProvider): string {
  return provider === 'test' ? 'Test payment (no real money moved)' : 'Paystack';
}

export const REFUND_LABELS: Record<RefundStatus, string> = {
  requested: 'Refund requested',
  pending: 'Refund on its way',
  processed: 'Refunded',
  failed: 'Refund delayed: our team is on it',
};

/** A booking that has been paid has a receipt, even once it is done or cancelled (then with its refund). */
export function hasReceipt(booking: Pick<Booking, 'paidAt'>): boolean {
  return booking.paidAt !== null;
}
