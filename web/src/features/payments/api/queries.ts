// Query keys and query-options factories for the payment reads.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { getReceipt, getTestCheckout } from './requests.ts';

export const paymentKeys = {
  all: ['payments'] as const,
  receipt: (bookingId: string) => ['payments', 'receipt', bookingId] as const,
  testCheckout: (reference: string) => ['payments', 'test-checkout', reference] as const,
};

export function receiptQueryOptions(client: ApiClient, bookingId: string) {
  return queryOptions({
    queryKey: paymentKeys.receipt(bookingId),
    queryFn: () => getReceipt(client, bookingId),
    // A receipt only changes when a refund moves on; a minute is fresh enough.
    staleTime: 60_000,
  });
}

export function testCheckoutQueryOptions(client: ApiClient, reference: string) {
  return queryOptions({
    queryKey: paymentKeys.testCheckout(reference),
    queryFn: () => getTestCheckout(client, reference),
    // Always asked again on arrival: coming back to a checkout that has closed must not show it open.
    staleTime: 0,
  });
}
