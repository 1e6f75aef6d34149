// Our payment references: the booking's reference (what the customer quotes to support) plus a
// random suffix, so every attempt at paying one booking has its own reference at the provider.
import { readableCode } from '../../readable-code.ts';

/** e.g. ILE-7KX2Q9-P3F8K2AM */
export function newPaymentReference(bookingReference: string): string {
  return `${bookingReference}-${readableCode(8)}`;
}
