// Proves what each failed payment call means for the customer (pay again, call us, retry as is).
import { describe, expect, it } from 'vitest';
import { ApiError, OFFLINE_MESSAGE } from '../../api/errors.ts';
import { describeConfirmFailure, describeStartFailure } from './payment-failures.ts';

const error = (status: number, code: string, message = 'm') => new ApiError({ status, code, message });

describe('describeStartFailure', () => {
  it('when the booking is already paid or cancelled, then it is not payable (no retry)', () => {
    expect(describeStartFailure(error(409, 'booking_not_payable'))).toMatchObject({ kind: 'not-payable', title: 'This booking can’t be paid now' });
  });

  it('when Paystack did not answer, then the customer may try again', () => {
    expect(describeStartFailure(error(503, 'payments_unavailable'))).toMatchObject({ kind: 'unavailable', title: 'Paying online isn’t available yet' });
    expect(describeStartFailure(error(409, 'payment_provider_unavailable'))).toMatchObject({ kind: 'retryable', title: 'Our payment partner didn’t answer' });
  });

  it('when offline or the server failed, then it is retryable; the message says which', () => {
    expect(describeStartFailure(error(0, 'network_error', OFFLINE_MESSAGE))).toMatchObject({ kind: 'retryable', title: 'We couldn’t open the payment page', error: { message: OFFLINE_MESSAGE } });
    expect(describeStartFailure(error(500, 'server_error'))).toMatchObject({ kind: 'retryable', title: 'We couldn’t open the payment page' });
  });
});

describe('describeConfirmFailure', () => {
  it.each([
    [402, 'payment_not_confirmed', 'not-confirmed'],
    [402, 'payment_mismatch', 'mismatch'],
    // Any other 402 still means not paid and payable: pay again.
    [402, 'payment_required', 'not-confirmed'],
    [409, 'booking_not_payable', 'not-payable'],
    [404, 'not_found', 'not-found'],
    [401, 'sign_in_required', 'signed-out'],
    [0, 'network_error', 'retryable'],
    [500, 'server_error', 'retryable'],
    [429, 'too_many_requests', 'retryable'],
    [403, 'csrf_invalid', 'retryable'],
  ])('when handlePayment answers %i %s, then it is %s', (status, code, kind) => {
    expect(describeConfirmFailure(error(status, code)).kind).toBe(kind);
  });
});
