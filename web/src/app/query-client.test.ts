// Proves the app's retry rules: reads are repeated only on transient failures with a growing pause, never on a 4xx or a cancel, and writes never.
import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../api/errors.ts';
import { createApiClient, unwrap } from '../api/client.ts';
import { createQueryClient, queryRetryDelay, shouldRetryQuery } from './query-client.ts';

const failure = (status: number, code: string) => new ApiError({ status, code, message: 'x' });

describe('shouldRetryQuery', () => {
  it('when a read fails offline, on a time-out, on an abort or with a 5xx, then it is repeated twice and no more', () => {
    for (const error of [failure(0, 'network_error'), failure(0, 'timeout'), failure(0, 'aborted'), failure(502, 'server_error'), failure(503, 'server_error')]) {
      expect([0, 1, 2].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, false]);
    }
  });

  it('when the server meant a 4xx, then the read is not repeated (the answer would be the same)', () => {
    for (const [status, code] of [[400, 'validation_failed'], [401, 'unauthenticated'], [403, 'forbidden'], [404, 'not_found'], [429, 'too_many_requests']] as const) {
      expect(shouldRetryQuery(0, failure(status, code))).toBe(false);
    }
  });

  it('when the caller cancelled the read, then it is not repeated', () => {
    expect(shouldRetryQuery(0, failure(0, 'cancelled'))).toBe(false);
  });
});

describe('queryRetryDelay', () => {
  it('when retrying, then the pause grows (1 s, 2 s, 4 s) and never passes 8 s', () => {
    expect([0, 1, 2, 3, 10].map(queryRetryDelay)).toEqual([1000, 2000, 4000, 8000, 8000]);
  });
});

describe('createQueryClient', () => {
  it('when a mutation (a write) fails offline, then it is not repeated behind the person’s back', async () => {
    const client = createQueryClient();
    let calls = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(failure(0, 'network_error'));
      },
    });
    await expect(mutation.execute(undefined)).rejects.toMatchObject({ code: 'network_error' });
    expect(calls).toBe(1);
  });

  it('when a read is cancelled while waiting, then the query ends without an error to show and is not repeated', async () => {
    const requests: Request[] = [];
    const api = createApiClient({
      baseUrl: 'http://bff.test',
      fetch: (request) =>
        new Promise<Response>((_, reject) => {
          requests.push(request);
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const client = createQueryClient();
    const key = ['current-user-test'];
    const fetching = client.fetchQuery({ queryKey: key, queryFn: ({ signal }) => unwrap(api.GET('/app/current_user', { signal })) }).catch(toApiError);
    await expect.poll(() => requests.length).toBe(1);
    await client.cancelQueries({ queryKey: key });
    await fetching;
    const state = client.getQueryState(key);
    expect(state?.status).toBe('pending');
    expect(state?.fetchStatus).toBe('idle');
    expect(state?.error).toBeNull();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.signal.aborted).toBe(true);
  });
});
