// Proves how answers are checked outside production: a date must already be text (the validator
// turns no Date object into text, see openapi-validator.ts), a booking's details must be its
// service's form, and a well-formed answer goes through.
import { readFileSync } from 'node:fs';
import { SERVICE_KEYS, SMALLEST_JOB, type ServiceKey } from '@ile/domain';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OPENAPI_FILE, openApiValidator } from './openapi-validator.ts';

/** The status the validator gives a bad answer, without the app's error page. */
function statusOnly(err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) {
  res.status(err.status ?? 500).json({ failed: true });
}

function reviewsApp(createdAt: unknown) {
  const app = express();
  app.use(...Object.values(openApiValidator({ requests: true, responses: true })).flat());
  app.get('/app/fetchReviews', (_req, res) => {
    res.json({
      data: [{ id: '0b6f3c1e-8a0e-4c1a-9a57-3c2f0e1d2b44', service: 'home-cleaning', serviceName: 'Home cleaning', rating: 5, comment: 'Spotless.', authorName: 'Ada O.', createdAt }],
      summary: { count: 1, averageRating: 5 },
    });
  });
  app.use(statusOnly);
  return app;
}

/** The spec's own example booking (CustomerWithBooking's first). */
const EXAMPLE_BOOKING: Record<string, unknown> = parse(readFileSync(OPENAPI_FILE, 'utf8')).components.examples.CustomerWithBooking.value.data.bookings[0];

/** One app for the bookings cases (building the validator takes a while): it answers with `answered`. */
let answered: { service: ServiceKey; details: unknown } = { service: 'home-cleaning', details: SMALLEST_JOB['home-cleaning'] };
const bookingsApp = express();
bookingsApp.use(...Object.values(openApiValidator({ requests: true, responses: true })).flat());
bookingsApp.get('/app/fetchCompleteBookings', (_req, res) => {
  res.json({ data: [{ ...EXAMPLE_BOOKING, ...answered }] });
});
bookingsApp.use(statusOnly);

function bookingsAnswer(service: ServiceKey, details: unknown) {
  answered = { service, details };
  return request(bookingsApp).get('/app/fetchCompleteBookings');
}

describe('answers checked against openapi.yaml', () => {
  it('when a date-time is sent as ISO text, then the answer goes out as it is', async () => {
    const res = await request(reviewsApp('2026-11-27T09:30:00.000Z')).get('/app/fetchReviews');
    expect(res.status).toBe(200);
    expect(res.body.data[0].createdAt).toBe('2026-11-27T09:30:00.000Z');
  });

  it('when a Date object is left in an answer, then the check fails (500) instead of turning it into text', async () => {
    const res = await request(reviewsApp(new Date('2026-11-27T09:30:00.000Z'))).get('/app/fetchReviews');
    expect(res.status).toBe(500);
  });

  it.each(SERVICE_KEYS)('when a %s booking carries its form\'s details, then the answer goes out', async (service) => {
    const res = await bookingsAnswer(service, SMALLEST_JOB[service]);
    expect(res.status).toBe(200);
    expect(res.body.data[0].details).toEqual(SMALLEST_JOB[service]);
  });

  it('when a booking carries another service\'s details (curtains with home cleaning\'s), then the check fails (500), though they are some form\'s details', async () => {
    const res = await bookingsAnswer('curtains', SMALLEST_JOB['home-cleaning']);
    expect(res.status).toBe(500);
  });

  it('when a booking\'s details match no form, then the check fails (500)', async () => {
    const res = await bookingsAnswer('home-cleaning', { bedrooms: 'three' });
    expect(res.status).toBe(500);
  });
});
