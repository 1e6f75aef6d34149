// Proves an Idempotency-Key books once: replays the first answer, refuses another body (422), survives racing duplicates, is per user, and expires after 24 hours.
import { randomUUID } from 'node:crypto';
import { SMALLEST_JOB } from '@ile/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Clock } from '../../clock.ts';
import {
  givenSignedInCustomer,
  readOutbox,
  resetData,
  startTestApp,
  testDialects,
  testVisit,
  type Agent,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { canonicalJson, IDEMPOTENCY_TTL_MS, requestHash } from './idempotency.ts';

describe('request fingerprint (unit)', () => {
  it('when two bodies differ only in key order, then they hash the same; when a value differs, then not', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}');
    expect(requestHash({ a: 1, b: 2 })).toBe(requestHash({ b: 2, a: 1 }));
    expect(requestHash({ a: 1, b: 2 })).not.toBe(requestHash({ a: 1, b: 3 }));
    expect(requestHash({ a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });
});

const dialects = await testDialects();

describe.each(dialects)('Idempotency-Key on booking calls on %s', (dialect) => {
  let t: TestApp;
  let user: SeededUser;
  let agent: Agent;
  // Moved forward by tests that need a key to expire.
  let offsetMs = 0;
  const clock: Clock = { now: () => new Date(Date.now() + offsetMs) };

  beforeAll(async () => {
    t = await startTestApp({ dialect, clock });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    offsetMs = 0;
    await resetData(t.db);
    ({ user, agent } = await givenSignedInCustomer(t));
  });

  const cleaning = () => ({ visit: testVisit(), details: SMALLEST_JOB['home-cleaning'] });
  const post = (who: Agent, key: string, body: object, path = '/app/home') => who.post(path).set('Idempotency-Key', key).send(body);
  const bookings = () => t.db.models.Booking.count();

  it('when the same key and body are sent again, then the first answer comes back (same status and body) and no second booking is made', async () => {
    const key = randomUUID();
    const body = cleaning();
    const first = await post(agent, key, body);
    expect(first.status).toBe(201);
    // A second booking made meanwhile must not leak into the replay: it is the first answer.
    expect((await post(agent, randomUUID(), { visit: testVisit(), details: SMALLEST_JOB.plumbing }, '/app/plumbing')).status).toBe(201);
    const again = await post(agent, key, body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await bookings()).toBe(2);
    expect(await readOutbox(t.db)).toHaveLength(2);
  });

  it('when the replayed body has its keys in another order, then it is the same request', async () => {
    const key = randomUUID();
    const { visit, details } = cleaning();
    const first = await post(agent, key, { visit, details });
    const reordered = { details: { bathrooms: details.bathrooms, bedrooms: details.bedrooms, cleaningType: details.cleaningType }, visit };
    const again = await post(agent, key, reordered);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await bookings()).toBe(1);
  });

  it('when the same key comes with another body or on another form, then 422 idempotency_mismatch and nothing more is stored', async () => {
    const key = randomUUID();
    const body = cleaning();
    expect((await post(agent, key, body)).status).toBe(201);
    const changed = await post(agent, key, { ...body, details: { ...body.details, bedrooms: 4 } });
    expect(changed.status).toBe(422);
    expect(changed.body).toEqual({ code: 'idempotency_mismatch', message: 'This request does not match the one first sent with this key.' });
    const otherForm = await post(agent, key, { visit: body.visit, details: SMALLEST_JOB.plumbing }, '/app/plumbing');
    expect(otherForm.status).toBe(422);
    expect(await bookings()).toBe(1);
  });

  it('when another customer sends the same key and body, then it is an independent booking of their own', async () => {
    const key = randomUUID();
    const body = cleaning();
    const { user: other, agent: otherAgent } = await givenSignedInCustomer(t);
    const mine = await post(agent, key, body);
    const theirs = await post(otherAgent, key, body);
    expect(theirs.status).toBe(201);
    expect(theirs.body.data.id).toBe(other.id);
    expect(theirs.body.data.bookings).toHaveLength(1);
    expect(theirs.body.data.bookings[0].id).not.toBe(mine.body.data.bookings[0].id);
    expect(await t.db.models.Booking.count({ where: { userId: user.id } })).toBe(1);
    expect(await t.db.models.Booking.count({ where: { userId: other.id } })).toBe(1);
  });

  it('when the key is missing or not a UUID, then 400 names the Idempotency-Key header', async () => {
    const missing = await agent.post('/app/home').send(cleaning());
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ 'Idempotency-Key': 'This field is required.' });
    const malformed = await post(agent, 'not-a-uuid', cleaning());
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.fields)).toEqual(['Idempotency-Key']);
    expect(await bookings()).toBe(0);
  });

  it('when a request with a key fails validation, then nothing is remembered and the corrected request with that key books', async () => {
    const key = randomUUID();
    const bad = await post(agent, key, { visit: testVisit({ contactPhone: '0800 000 0000' }), details: SMALLEST_JOB['home-cleaning'] });
    expect(bad.status).toBe(400);
    const fixed = await post(agent, key, cleaning());
    expect(fixed.status).toBe(201);
    expect(await bookings()).toBe(1);
  });

  it('when 10 requests with the same key arrive at once, then exactly one booking exists and every answer is that booking (or 409 in flight)', async () => {
    const key = randomUUID();
    const body = cleaning();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(agent, key, body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 201 || s === 409), statuses.join(',')).toBe(true);
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    const ids = new Set(created.map((a) => a.body.data.bookings[0].id));
    expect(ids.size).toBe(1);
    for (const a of created) expect(a.body).toEqual(created[0]?.body);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('idempotency_in_flight');
    expect(await bookings()).toBe(1);
    expect(await t.db.models.IdempotencyKey.count()).toBe(1);
    expect(await readOutbox(t.db)).toHaveLength(1);
  });

  it('when a key is older than 24 hours, then it is forgotten: the same key books anew and the old record is swept', async () => {
    const key = randomUUID();
    const body = cleaning();
    const first = await post(agent, key, body);
    offsetMs = IDEMPOTENCY_TTL_MS + 60_000;
    const later = await post(agent, key, body);
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.data.bookings[0].id).not.toBe(first.body.data.bookings[0].id);
    expect(await bookings()).toBe(2);
    expect(await t.db.models.IdempotencyKey.count()).toBe(1);
  });

  it('when a key comes back just after it expired, within a minute of the last sweep, then it books anew too (the stale record is swept then)', async () => {
    const key = randomUUID();
    const body = cleaning();
    const first = await post(agent, key, body);
    // Another booking sweeps while the first key is still 10 s short of expiring...
    offsetMs = IDEMPOTENCY_TTL_MS - 10_000;
    expect((await post(agent, randomUUID(), body)).status).toBe(201);
    // ...so 30 s later, expired, it is still stored when it comes back.
    offsetMs = IDEMPOTENCY_TTL_MS + 20_000;
    const later = await post(agent, key, body);
    expect(later.status).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.body.data.bookings[0].id).not.toBe(first.body.data.bookings[0].id);
    expect(await bookings()).toBe(3);
    expect(await t.db.models.IdempotencyKey.count()).toBe(2);
  });
});
