// Proves each service books through its own spec path (the catalogue's formPath) with the
// Idempotency-Key header.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOGUE, SERVICE_KEYS } from '@ile/domain';
import { createApiClient } from '../../../api/client.ts';
import { ApiError } from '../../../api/errors.ts';
import { buildCustomerWithBooking } from '../../../testing/fixtures/bookings.ts';
import { createBooking, type BookingRequest } from './requests.ts';

const body: BookingRequest<'plumbing'> = {
  visit: { address: { street: '4 Ademola Adetokunbo Crescent', area: 'Wuse 2', city: 'Abuja', state: 'FCT' }, date: '2026-12-05', timeWindow: 'afternoon', contactPhone: '+2348031234567' },
  details: { issue: 'leak', fixtures: 2 },
};

function recordingClient(status = 201, answer: unknown = { data: buildCustomerWithBooking() }) {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://bff.test',
    csrfToken: () => 'csrf',
    fetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, seen };
}

describe('createBooking', () => {
  it.each(SERVICE_KEYS)('when booking %s, then it posts to its own path with the key and the body', async (service) => {
    const { client, seen } = recordingClient();
    // The body's shape is the server's business here; only the routing is under test.
    await createBooking(client, service, body, '6f1c1c9e-7a52-4a53-9a8b-0f6b1c2d3e4f');
    expect(seen).toHaveLength(1);
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(new URL(request?.url ?? '').pathname).toBe(DEFAULT_CATALOGUE.find((entry) => entry.key === service)?.formPath);
    expect(request?.headers.get('Idempotency-Key')).toBe('6f1c1c9e-7a52-4a53-9a8b-0f6b1c2d3e4f');
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('csrf');
    expect(await request?.json()).toEqual(body);
  });

  it('when the server answers 201, then the current user with the new booking first is returned', async () => {
    const { client } = recordingClient();
    const user = await createBooking(client, 'plumbing', body, '6f1c1c9e-7a52-4a53-9a8b-0f6b1c2d3e4f');
    expect(user.bookings[0]?.reference).toBe('ILE-7KX2Q9');
  });

  it('when the key is still in flight, then an ApiError with status 409 and its code is thrown', async () => {
    const { client } = recordingClient(409, { code: 'idempotency_in_flight', message: 'We are still working on your last request. Please wait a moment.' });
    const failure = await createBooking(client, 'plumbing', body, '6f1c1c9e-7a52-4a53-9a8b-0f6b1c2d3e4f').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'idempotency_in_flight' });
  });
});
