// Proves a customer without an e-mail can pay: the checkout is given the documented stand-in
// <phone digits>@phone.ile.ng (the test checkout shows it), paying writes the booking-confirmed
// text once (and none when booking texts are off) and no receipt mail, on SQLite and PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxTextModel } from '../../texts/models.ts';
import { givenSignedInCustomer, givenSignedInPhoneOnlyCustomer, provePhone, readOutbox, resetData, seedBooking, startTestApp, testDialects, type Agent, type TestApp } from '../../testing/index.ts';
import { createAccountsRepository } from '../accounts/index.ts';
import { checkoutEmail } from './checkout-email.ts';

const dialects = await testDialects();

describe('the checkout e-mail', () => {
  it('is the account e-mail when there is one, else the phone digits at phone.ile.ng', () => {
    expect(checkoutEmail({ email: 'ada@example.ng', phone: '+2348031234567' })).toBe('ada@example.ng');
    expect(checkoutEmail({ email: null, phone: '+2348059876543' })).toBe('2348059876543@phone.ile.ng');
  });
});

describe.each(dialects)('paying without an e-mail on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    await outboxTextModel(t.db).destroy({ where: {} });
  });

  /** Starts, pays at the test checkout and comes back; answers the checkout as it showed and the return's answer. */
  async function pay(agent: Agent, bookingId: string) {
    const started = await agent.post('/app/payments/start').send({ bookingId });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { reference } = started.body.data as { reference: string };
    const checkout = await agent.get(`/app/payments/test/${reference}`);
    expect((await agent.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'success' })).status).toBe(200);
    const handled = await agent.post('/app/handlePayment').send({ bookingId, provider: 'test', reference });
    return { reference, checkout: checkout.body.data as { email: string }, handled };
  }

  it('when a phone-only customer pays, then the checkout shows the stand-in e-mail, the booking is paid, one text and no mail', async () => {
    const { user, agent } = await givenSignedInPhoneOnlyCustomer(t, { name: 'Bola Adeyemi', phone: '0805 987 6543' });
    // Signed in by a code: the phone is proven, so booking texts may go to it.
    await provePhone(t.db, user.id);
    const booking = await seedBooking(t.db, { userId: user.id });
    const { reference, checkout, handled } = await pay(agent, booking.id);
    expect(checkout.email).toBe('2348059876543@phone.ile.ng');
    expect(handled.status, JSON.stringify(handled.body)).toBe(200);
    expect(handled.body.data.status).toBe('paid');
    // Coming back again (or the webhook after it) fulfils nothing twice.
    expect((await agent.post('/app/handlePayment').send({ bookingId: booking.id, provider: 'test', reference })).status).toBe(200);
    const texts = await outboxTextModel(t.db).findAll();
    expect(texts.map((text) => [text.toPhone, text.purpose, text.status])).toEqual([['+2348059876543', 'booking_confirmed', 'kept']]);
    expect(texts[0]?.body).toContain(booking.reference);
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('when a customer with an e-mail turned booking texts off, then paying sends the receipt mail and writes no text', async () => {
    const { user, agent } = await givenSignedInCustomer(t, { name: 'Ada Okafor' });
    await t.db.write((transaction) => createAccountsRepository(t.db).setBookingTexts(transaction, user.id, false, new Date()));
    const booking = await seedBooking(t.db, { userId: user.id });
    const { checkout, handled } = await pay(agent, booking.id);
    expect(checkout.email).toBe(user.email);
    expect(handled.body.data.status).toBe('paid');
    expect(await outboxTextModel(t.db).count()).toBe(0);
    expect((await readOutbox(t.db)).map((mail) => mail.to)).toEqual([user.email]);
  });
});
