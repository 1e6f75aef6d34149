// Proves a booking failure survives the trip through history state to /order/finalize, and that
// anything else in the state is not mistaken for one.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import { describeFailure } from './confirm-failure.ts';
import { bookingFailureOfState, bookingFailureState } from './failure-hand-off.ts';

/** What history does to state: a structured clone, which keeps plain data only. */
const throughHistory = (state: unknown): unknown => structuredClone(state);

describe('booking failure hand-off', () => {
  it('when a failure is handed over, then /order/finalize reads the same failure, fields included', () => {
    const error = new ApiError({ status: 400, code: 'validation_failed', message: 'Check the address.', fields: { 'visit.address.street': 'Enter the street.' } });
    const read = bookingFailureOfState(throughHistory(bookingFailureState(error)));
    expect(read).toBeInstanceOf(ApiError);
    expect(read).toMatchObject({ status: 400, code: 'validation_failed', message: 'Check the address.', fields: { 'visit.address.street': 'Enter the street.' } });
    expect(read && describeFailure(read).kind).toBe('fields');
  });

  it('when the failure was the network, then it still reads as offline (retry with the same key)', () => {
    const read = bookingFailureOfState(throughHistory(bookingFailureState(new ApiError({ status: 0, code: 'network_error', message: 'Offline.' }))));
    expect(read?.isNetworkError).toBe(true);
    expect(read && describeFailure(read).kind).toBe('retryable');
  });

  it('when the state is something else, then there is no failure', () => {
    for (const state of [null, undefined, 'x', { from: '/order/finalize' }, { bookingFailure: { status: '500', code: 'x', message: 'y' } }, { bookingFailure: { status: 500, code: 'x' } }]) {
      expect(bookingFailureOfState(state)).toBeNull();
    }
    expect(bookingFailureOfState({ bookingFailure: { status: 500, code: 'x', message: 'y', fields: { a: 1 } } })?.fields).toBeUndefined();
  });
});
