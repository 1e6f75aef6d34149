// Regression (found by the spec fuzz): text with NUL that the spec's patterns let through reached
// the database and answered 500 (SQLite's bulk insert cut the statement; PostgreSQL cannot store
// NUL in text). Now it is a 400 naming the field, nothing is stored, and the same text without the
// NUL still goes through.
import { NAME_HINT, SMALLEST_JOB } from '@ile/domain';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  givenSignedInAdmin,
  givenSignedInCustomer,
  seedUser,
  startTestApp,
  testDialects,
  testVisit,
  visitorAgent,
  type TestApp,
} from '../testing/index.ts';
import { notificationModel } from '../modules/notifications/models.ts';
import { holdsNul, NUL_MESSAGE } from './nul-text.ts';

const dialects = await testDialects();

describe.each(dialects)('text with NUL on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when an admin sends a notification titled with NULs, then 400 names the title and no notification is stored', async () => {
    const { agent } = await givenSignedInAdmin(t);
    await seedUser(t.db);
    const res = await agent.post('/app/admin/notifications').send({ title: '\u0000'.repeat(80), body: 'Rainy season AC check.', audience: 'all_customers' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { title: NUL_MESSAGE } });
    expect(await notificationModel(t.db).count()).toBe(0);
    const fine = await agent.post('/app/admin/notifications').send({ title: 'Rainy season', body: 'Rainy season AC check.', audience: 'all_customers' });
    expect(fine.status).toBe(200);
  });

  it('when a booking’s address has a NUL inside, then 400 names the nested field and no booking is stored', async () => {
    const { user: customer, agent } = await givenSignedInCustomer(t);
    const visit = testVisit();
    const res = await agent
      .post('/app/plumbing')
      .set('Idempotency-Key', randomUUID())
      .send({ visit: { ...visit, address: { ...visit.address, city: 'Abu\u0000ja' } }, details: SMALLEST_JOB.plumbing });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ 'visit.address.city': NUL_MESSAGE });
    expect(await t.db.models.Booking.count({ where: { userId: customer.id } })).toBe(0);
  });

  it('when a sign-up name carries a NUL, then 400 and no account', async () => {
    const agent = await visitorAgent(t.baseUrl);
    const email = `nul-${randomUUID()}@example.ng`;
    const res = await agent.post('/app/signup').send({ name: 'Ada\u0000', email, phone: '0803 123 4567', password: 'jollof-and-dodo-2026' });
    expect(res.status).toBe(400);
    // A person's name is letters only (PersonName), so the name's own rule says it first.
    expect(res.body.fields).toEqual({ name: NAME_HINT });
    expect(await t.db.models.User.count({ where: { email } })).toBe(0);
  });
});

describe('the NUL pre-check every request goes through', () => {
  it('when NUL is in any text or key, at any depth, then it is found', () => {
    expect(holdsNul('a\u0000')).toBe(true);
    expect(holdsNul({ visit: { address: { city: 'Abu\u0000ja' } } })).toBe(true);
    expect(holdsNul({ lines: [{ label: 'ok' }, { label: '\u0000' }] })).toBe(true);
    expect(holdsNul({ 'na\u0000me': 'Ada' })).toBe(true);
    expect(holdsNul(['x', ['y', ['\u0000']]])).toBe(true);
  });

  it('when there is none, or nothing to look in, then nothing is found', () => {
    expect(holdsNul({ visit: { address: { city: 'Abuja' }, notes: '' }, details: { bedrooms: 3, pets: false, extra: null } })).toBe(false);
    expect(holdsNul([])).toBe(false);
    expect(holdsNul(undefined)).toBe(false);
    expect(holdsNul(42)).toBe(false);
    // Only the request's own fields count, not anything inherited.
    expect(holdsNul(Object.create({ inherited: '\u0000' }))).toBe(false);
  });
});
