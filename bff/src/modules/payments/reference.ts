// Our payment references: the booking's reference (what the customer quotes to support) plus a
// random suffix, so every attempt at paying one booking has its own reference at the provider.
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O or 1/I to misread on the phone
const SUFFIX_LENGTH = 8;

/** e.g. ILE-7KX2Q9-P3F8K2AM */
export function newPaymentReference(bookingReference: string): string {
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${bookingReference}-${suffix}`;
}
