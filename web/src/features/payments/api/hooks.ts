// React Query hooks for the payment calls. A confirmed payment changes the booking, the customer's
// open bookings and the receipt at once: the seed reloads the page after a payment, and invalidating
// every query gives the same fresh data without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import type { PaymentCheckout, PaymentRequest } from '../../../api/types.ts';
import { rememberProvider } from '../payment-memory.ts';
import { receiptQueryOptions, testCheckoutQueryOptions } from './queries.ts';
import { completeTestCheckout, handlePayment, startPayment, type PaymentConfirmation, type TestCheckoutOutcome } from './requests.ts';

export function useStartPayment() {
  const client = useApiClient();
  return useMutation<PaymentCheckout, ApiError, string>({
    mutationFn: (bookingId) => startPayment(client, bookingId),
    // Before the browser leaves: the return page reads it to tell handlePayment the provider.
    onSuccess: (checkout) => rememberProvider(checkout.reference, checkout.provider),
  });
}

export function useConfirmPayment() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<PaymentConfirmation, ApiError, PaymentRequest>({
    mutationFn: (body) => handlePayment(client, body),
    // 202 too: the booking is unchanged, but a webhook may have settled it meanwhile.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useReceipt(bookingId: string) {
  const client = useApiClient();
  return useQuery(receiptQueryOptions(client, bookingId));
}

export function useTestCheckout(reference: string) {
  const client = useApiClient();
  return useQuery(testCheckoutQueryOptions(client, reference));
}

export function useCompleteTestCheckout(reference: string) {
  const client = useApiClient();
  return useMutation<{ returnUrl: string }, ApiError, TestCheckoutOutcome>({
    mutationFn: (outcome) => completeTestCheckout(client, reference, outcome),
    // This checkout is the test provider's, whoever opened it: the return page needs to know.
    onSuccess: () => rememberProvider(reference, 'test'),
  });
}
