// Proves how each answer to a booking call is read: retry with the same key, wait, fix fields, or start afresh.
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../../api/errors.ts';
import { describeFailure } from './confirm-failure.ts';

const error = (status: number, code: string, fields?: Record<string, string>) => new ApiError({ status, code, message: 'x', fields });

describe('describeFailure', () => {
  it('when the connection dropped or timed out, then it is retryable (same key)', () => {
    expect(describeFailure(toApiError(new TypeError('Failed to fetch'))).kind).toBe('retryable');
    expect(describeFailure(toApiError(new DOMException('late', 'TimeoutError'))).kind).toBe('retryable');
  });

  it('when the server failed (5xx) or rate-limited, then it is retryable', () => {
    expect(describeFailure(error(500, 'server_error')).kind).toBe('retryable');
    expect(describeFailure(error(503, 'not_ready')).kind).toBe('retryable');
    expect(describeFailure(error(429, 'too_many_requests')).kind).toBe('retryable');
  });

  it('when the same key is still being processed (409), then it says so and whether it asks again by itself', () => {
    expect(describeFailure(error(409, 'idempotency_in_flight'), true)).toMatchObject({ kind: 'in-flight', autoRetrying: true });
    expect(describeFailure(error(409, 'idempotency_in_flight'), false)).toMatchObject({ kind: 'in-flight', autoRetrying: false });
  });

  it('when the key was used for another body (422), then the draft changed', () => {
    expect(describeFailure(error(422, 'idempotency_mismatch')).kind).toBe('changed');
  });

  it('when the server lists field problems (400), then each field path comes with its message', () => {
    const failure = describeFailure(error(400, 'validation_failed', { 'visit.address.street': 'Enter the street.', 'details.bedrooms': 'Too many.' }));
    expect(failure).toMatchObject({ kind: 'fields', fields: [{ field: 'visit.address.street', message: 'Enter the street.' }, { field: 'details.bedrooms', message: 'Too many.' }] });
  });

  it('when the session is gone (401) or the account may not book (403), then the customer is asked to sign in', () => {
    expect(describeFailure(error(401, 'sign_in_required')).kind).toBe('signed-out');
    expect(describeFailure(error(403, 'forbidden')).kind).toBe('signed-out');
  });
});
