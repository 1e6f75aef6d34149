// Proves 50 bookings at once (distinct keys) all get 201, none fails on a busy database, and exactly 50 rows and 50 e-mails are stored.
import { randomUUID } from 'node:crypto';
import { SMALLEST_JOB } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, resetData, seedUser, signInAgent, startTestApp, testDialects, testVisit, type Agent, type TestApp } from '../../testing/index.ts';

const dialects = await testDialects();
const N = 50;
const CUSTOMERS = 10;

describe.each(dialects)('concurrent bookings on %s', (dialect) => {
  let t: TestApp;
  let agents: Agent[];
  beforeAll(async () => {
    t = await startTestApp({ dialect });
    await resetData(t.db);
    const users = await Promise.all(Array.from({ length: CUSTOMERS }, () => seedUser(t.db)));
    agents = await Promise.all(users.map((u) => signInAgent(t.baseUrl, u.email, u.password)));
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`when ${N} bookings with distinct keys arrive at once from ${CUSTOMERS} customers, then all ${N} get 201 and exactly ${N} rows exist`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        (agents[i % CUSTOMERS] ?? agents[0])
          ?.post('/app/home')
          .set('Idempotency-Key', randomUUID())
          .send({ visit: testVisit(), details: { ...SMALLEST_JOB['home-cleaning'], bedrooms: (i % 10) + 1 } }),
      ),
    );
    const statuses = answers.map((a) => a?.status);
    // A SQLITE_BUSY would surface as a 500 here.
    expect(statuses, JSON.stringify(answers.find((a) => a?.status !== 201)?.body)).toEqual(Array(N).fill(201));
    expect(await t.db.models.Booking.count()).toBe(N);
    expect(await t.db.models.IdempotencyKey.count()).toBe(N);
    expect(await readOutbox(t.db)).toHaveLength(N);
    const references = new Set((await t.db.models.Booking.findAll({ attributes: ['reference'] })).map((row) => row.get('reference')));
    expect(references.size).toBe(N);
  });
});
