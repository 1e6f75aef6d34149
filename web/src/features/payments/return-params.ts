// What the payment return page reads from its address: the payment reference, and which provider to
// ask about it. Pure, so every way a customer can arrive is unit-tested.
import type { PaymentProvider } from '../../api/types.ts';
import { isPaymentProvider } from './payment-memory.ts';

/** The spec's PaymentReference: 1-100 of A-Z a-z 0-9 . _ = - */
const REFERENCE = /^[A-Za-z0-9._=-]{1,100}$/;

export interface PaymentReturn {
  reference: string;
  provider: PaymentProvider;
}

/**
 * The reference is `reference` (our return URL, and Paystack's callback) or `trxref` (Paystack adds
 * it too). The provider comes from `provider` when a return URL carries it; otherwise from what this
 * browser remembered when it opened the checkout (startPayment's answer, or the test checkout
 * itself, which always writes it before sending the customer back); otherwise it is Paystack: an
 * unknown reference can only be Paystack's redirect opening in another browser (a bank app, say).
 * The server checks the reference against its own record either way. Null without a usable reference.
 */
export function readPaymentReturn(search: URLSearchParams, recall: (reference: string) => PaymentProvider | null): PaymentReturn | null {
  const reference = [search.get('reference'), search.get('trxref')].find((value): value is string => value !== null && REFERENCE.test(value));
  if (!reference) return null;
  const named = search.get('provider');
  const provider = isPaymentProvider(named) ? named : (recall(reference) ?? 'paystack');
  return { reference, provider };
}
