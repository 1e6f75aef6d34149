// Proves PUT /app/account/texts stores a customer's choice and answers it in CurrentUser, refuses
// bad input, and that an account without an e-mail answers email null, is never found by an e-mail
// look-up, books, claims and invites with no mail to itself, on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { givenSignedInAdmin, givenSignedInCustomer, givenSignedInPhoneOnlyCustomer, readOutbox, resetData, seedBooking, startTestApp, testDialects, testVisit, type TestApp } from '../../testing/index.ts';
import { randomUUID } from 'node:crypto';
import { SMALLEST_JOB } from '@ile/domain';
import { createAccountsRepository } from './repository.ts';

const dialects = await testDialects();

describe.each(dialects)('booking texts setting and accounts without e-mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
  });

  it('when a customer turns booking texts off and on, then it is stored and every CurrentUser says so', async () => {
    const { user, agent } = await givenSignedInCustomer(t, { name: 'Ada Okafor' });
    expect((await agent.get('/app/current_user')).body.data.bookingTexts).toBe(true);
    const off = await agent.put('/app/account/texts').send({ bookingTexts: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data).toMatchObject({ id: user.id, email: user.email, bookingTexts: false, bookings: [] });
    expect((await agent.get('/app/current_user')).body.data.bookingTexts).toBe(false);
    expect((await createAccountsRepository(t.db).findUserById(user.id))?.bookingTexts).toBe(false);
    const on = await agent.put('/app/account/texts').send({ bookingTexts: true });
    expect(on.body.data.bookingTexts).toBe(true);
    expect((await t.db.models.User.findByPk(user.id))?.get('bookingTexts')).toBeTruthy();
  });

  it('when the body is not a boolean or is missing, then 400 with the field and nothing changes', async () => {
    const { user, agent } = await givenSignedInCustomer(t);
    for (const body of [{ bookingTexts: 'no' }, {}, { bookingTexts: false, extra: 1 }]) {
      const res = await agent.put('/app/account/texts').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('validation_failed');
    }
    expect((await createAccountsRepository(t.db).findUserById(user.id))?.bookingTexts).toBe(true);
  });

  it('when an admin asks, then 403 (only customers have booking texts)', async () => {
    const { agent } = await givenSignedInAdmin(t);
    expect((await agent.put('/app/account/texts').send({ bookingTexts: false })).status).toBe(403);
  });

  it('when an account has no e-mail, then CurrentUser answers email null and no e-mail look-up finds it', async () => {
    const { user, agent } = await givenSignedInPhoneOnlyCustomer(t, { name: 'Bola Adeyemi', phone: '0805 987 6543' });
    const me = await agent.get('/app/current_user');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: user.id, email: null, phone: '+2348059876543', bookingTexts: true });
    const repo = createAccountsRepository(t.db);
    expect(await repo.findUserByEmail('')).toBeNull();
    expect(await repo.findUserByEmail('  ')).toBeNull();
    expect(await repo.findUserWithPasswordByEmail('')).toBeNull();
    expect((await repo.customersByIds([user.id])).get(user.id)?.email).toBeNull();
    // Turning texts off works for them too.
    expect((await agent.put('/app/account/texts').send({ bookingTexts: false })).body.data).toMatchObject({ email: null, bookingTexts: false });
  });

  it('when a customer without an e-mail invites a friend, then the invitation goes and the admin inbox shows no e-mail for them', async () => {
    const { user, agent } = await givenSignedInPhoneOnlyCustomer(t, { name: 'Bola Adeyemi' });
    await seedBooking(t.db, { userId: user.id, status: 'paid' });
    const sent = await agent.post('/app/sendRefMessage').send({ friendName: 'Chidi Obi', friendEmail: 'chidi@example.ng' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await readOutbox(t.db)).map((mail) => mail.to)).toEqual(['chidi@example.ng']);
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    const inbox = await asAdmin.get('/app/admin/messages');
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body.data.items[0]).toMatchObject({ kind: 'referral', fromName: 'Bola Adeyemi', fromEmail: null });
  });

  it("when a customer without an e-mail has a booking, then the admin's booking views answer their e-mail as null", async () => {
    const { user } = await givenSignedInPhoneOnlyCustomer(t, { name: 'Bola Adeyemi' });
    const booking = await seedBooking(t.db, { userId: user.id, status: 'paid' });
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    const detail = await asAdmin.get(`/app/admin/bookings/${booking.id}`);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body.data.item.customer).toEqual({ id: user.id, name: 'Bola Adeyemi', email: null, phone: user.phone });
    const list = await asAdmin.get('/app/admin/bookings');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
  });

  it('when a customer without an e-mail books and raises a claim, then both are stored and no mail is written', async () => {
    const { user, agent } = await givenSignedInPhoneOnlyCustomer(t, { name: 'Bola Adeyemi' });
    const booked = await agent.post('/app/home').set('Idempotency-Key', randomUUID()).send({ visit: testVisit(), details: SMALLEST_JOB['home-cleaning'] });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.data.email).toBeNull();
    const done = await seedBooking(t.db, { userId: user.id, status: 'completed' });
    const claim = await agent.post(`/app/bookings/${done.id}/claim`).send({ problem: 'The bathroom tiles were left dirty and the kitchen floor was not mopped at all.' });
    expect(claim.status, JSON.stringify(claim.body)).toBe(201);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('when a password reset is asked for an empty e-mail, then no phone-only account is reached', async () => {
    await givenSignedInPhoneOnlyCustomer(t);
    const res = await (await givenSignedInCustomer(t)).agent.post('/app/forgot_password').send({ email: '' });
    expect(res.status).toBe(400);
  });
});
