// Proves how answers are checked outside production: a date must already be text (the validator
// turns no Date object into text, see openapi-validator.ts), and a well-formed answer goes through.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { openApiValidator } from './openapi-validator.ts';

function reviewsApp(createdAt: unknown) {
  const app = express();
  app.use(openApiValidator({ requests: true, responses: true }));
  app.get('/app/fetchReviews', (_req, res) => {
    res.json({
      data: [{ id: '0b6f3c1e-8a0e-4c1a-9a57-3c2f0e1d2b44', service: 'home-cleaning', serviceName: 'Home cleaning', rating: 5, comment: 'Spotless.', authorName: 'Ada O.', createdAt }],
      summary: { count: 1, averageRating: 5 },
    });
  });
  // The status the validator gives a bad answer, without the app's error page.
  app.use((err: { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(err.status ?? 500).json({ failed: true });
  });
  return app;
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
});
