// Proves the whole payment flow with the built-in test provider over HTTP (start → checkout →
// handlePayment → receipt), the re-use of an open checkout, declines and mismatches that leave the
// booking payable, exactly one fulfilment, and that only the owner can see or touch a payment.
import { formatNaira } from '@ile/domain';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  givenSignedInAdmin,
  givenSignedInCustomer,
  readOutbox,
  resetData,
  seedBooking,
  seedTestPayment,
  startTestApp,
  testDialects,
  visitorAgent,
  type Agent,
  type BookingRecord,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { paymentModels } from './models.ts';

const dialects = await testDialects();

describe.each(dialects)('payments with the test provider on %s', (dialect) => {
  let t: TestApp;
  let ada: SeededUser;
  let bola: SeededUser;
  let asAda: Agent;
  let asBola: Agent;
  let booking: BookingRecord;

  beforeAll(async () => {
    t = await startTestApp({ dialect });
    expect(t.config.paymentProvider).toBe('test');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
    ({ user: bola, agent: asBola } = await givenSignedInCustomer(t, { name: 'Bola Adeyemi' }));
    booking = await seedBooking(t.db, { userId: ada.id });
  });

  const start = (who: Agent, bookingId: string) => who.post('/app/payments/start').send({ bookingId });
  const handle = (who: Agent, bookingId: string, reference: string) => who.post('/app/handlePayment').send({ bookingId, provider: 'test', reference });
  const bookingRow = async (id: string) => (await t.db.models.Booking.findByPk(id))?.get({ plain: true });
  const payments = () => paymentModels(t.db).Payment.findAll({ raw: true });

  it('when a customer starts, pays at the test checkout and comes back, then the booking is paid, one receipt e-mail is sent and the receipt reads back', async () => {
    const started = await start(asAda, booking.id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { reference, checkoutUrl, amountKobo, provider } = started.body.data;
    expect(provider).toBe('test');
    expect(amountKobo).toBe(booking.totalKobo);
    expect(reference).toMatch(new RegExp(`^${booking.reference}-[A-HJ-NP-Z2-9]{8}$`));
    expect(checkoutUrl).toBe(`/pay/test/${reference}`);

    const checkout = await asAda.get(`/app/payments/test/${reference}`);
    expect(checkout.status).toBe(200);
    expect(checkout.body.data).toEqual({
      reference,
      bookingId: booking.id,
      bookingReference: booking.reference,
      serviceName: booking.serviceName,
      amountKobo: booking.totalKobo,
      email: ada.email,
      status: 'open',
    });

    const completed = await asAda.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'success' });
    expect(completed.status).toBe(200);
    expect(completed.body.data.returnUrl).toBe(`/pay/${booking.id}/return?reference=${reference}`);
    expect((await asAda.get(`/app/payments/test/${reference}`)).body.data.status).toBe('success');

    // Nothing is paid until the server has verified it.
    expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
    const paid = await handle(asAda, booking.id, reference);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data).toMatchObject({ id: booking.id, status: 'paid', paidAt: expect.any(String) });
    expect((await bookingRow(booking.id))?.status).toBe('paid');
    const [payment] = await payments();
    expect(payment).toMatchObject({ reference, status: 'success', channel: 'card', provider: 'test' });
    expect(JSON.parse(String(payment?.verification))).toMatchObject({ reference, status: 'success' });

    const mail = await readOutbox(t.db);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(ada.email);
    expect(mail[0]?.text).toContain(`Payment reference: ${reference}`);
    expect(mail[0]?.text).toContain(`Amount paid: ${formatNaira(booking.totalKobo)}`);

    // The same return again (a reload): the paid booking, no second fulfilment or e-mail.
    const again = await handle(asAda, booking.id, reference);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('paid');
    expect(await readOutbox(t.db)).toHaveLength(1);

    const receipt = await asAda.get(`/app/bookings/${booking.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toEqual({
      bookingId: booking.id,
      bookingReference: booking.reference,
      service: 'home-cleaning',
      serviceName: booking.serviceName,
      customerName: 'Ada Okafor',
      visitDate: booking.scheduledDate,
      timeWindow: booking.timeWindow,
      // The booking's own breakdown, adding up to what was paid.
      lines: booking.price.lines,
      amountKobo: booking.totalKobo,
      currency: 'NGN',
      provider: 'test',
      paymentReference: reference,
      channel: 'card',
      paidAt: expect.any(String),
      refund: null,
    });

    // Paid: no new checkout.
    const late = await start(asAda, booking.id);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('booking_not_payable');
  });

  it('when anyone posts to the Paystack webhook while the test provider is on, then 404 and nothing changes, even with a valid-looking body', async () => {
    const reference = await seedTestPayment(t.db, { booking, outcome: 'open' });
    const raw = JSON.stringify({ event: 'charge.success', data: { status: 'success', reference, amount: booking.totalKobo, currency: 'NGN' } });
    const res = await request(t.baseUrl).post('/hooks/paystack').set('Content-Type', 'application/json').set('x-paystack-signature', 'a'.repeat(128)).send(raw);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 'not_found', message: 'We could not find that.' });
    expect((await payments())[0]?.status).toBe('initialized');
    expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
  });

  it('when a checkout is still open, then starting again offers the same payment instead of a second one', async () => {
    const first = await start(asAda, booking.id);
    const second = await start(asAda, booking.id);
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await payments()).toHaveLength(1);
  });

  it('when the customer declines or abandons at the checkout, then 402 payment_not_confirmed, the booking stays payable and a new start opens a new payment', async () => {
    for (const outcome of ['declined', 'abandoned'] as const) {
      const { reference } = (await start(asAda, booking.id)).body.data;
      expect((await asAda.post(`/app/payments/test/${reference}/complete`).send({ outcome })).status).toBe(200);
      const res = await handle(asAda, booking.id, reference);
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ code: 'payment_not_confirmed', message: 'Your payment did not go through, so nothing was charged. Please try again.' });
      expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
      const stored = (await payments()).find((p) => p.reference === reference);
      expect(stored?.status).toBe(outcome === 'declined' ? 'failed' : 'abandoned');
    }
    const retry = await start(asAda, booking.id);
    expect(retry.status).toBe(200);
    expect(await payments()).toHaveLength(3);
    expect(await readOutbox(t.db)).toHaveLength(0);
  });

  it('when the checkout took another amount than the booking, then 402 payment_mismatch, the payment is stored failed with what the gateway said, and the booking stays payable', async () => {
    const reference = await seedTestPayment(t.db, { booking, outcome: 'success-other-amount' });
    const res = await handle(asAda, booking.id, reference);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_mismatch');
    const [payment] = await payments();
    expect(payment?.status).toBe('failed');
    expect(JSON.parse(String(payment?.verification))).toMatchObject({ mismatch: expect.stringContaining('amount'), received: { amountKobo: booking.totalKobo + 10_000 } });
    expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
    expect(await readOutbox(t.db)).toHaveLength(0);
  });

  it('when a checkout already has an outcome, then a second outcome answers 409 checkout_closed and the first stands', async () => {
    const { reference } = (await start(asAda, booking.id)).body.data;
    await asAda.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'declined' });
    const second = await asAda.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'success' });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('checkout_closed');
    expect((await asAda.get(`/app/payments/test/${reference}`)).body.data.status).toBe('declined');
  });

  it('when another customer uses someone else\'s booking, reference or receipt, then 404 and nothing changes', async () => {
    const reference = await seedTestPayment(t.db, { booking, outcome: 'success' });
    expect((await start(asBola, booking.id)).status).toBe(404);
    expect((await asBola.get(`/app/payments/test/${reference}`)).status).toBe(404);
    expect((await asBola.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'declined' })).status).toBe(404);
    const hers = await handle(asBola, booking.id, reference);
    expect(hers.status).toBe(404);
    expect(hers.body).toEqual({ code: 'not_found', message: 'We could not find that.' });
    // Bola's own booking with Ada's reference: the reference belongs to another booking.
    const bolas = await seedBooking(t.db, { userId: bola.id });
    expect((await handle(asBola, bolas.id, reference)).status).toBe(404);
    // Ada with her reference on another of her bookings: not that booking's payment.
    const other = await seedBooking(t.db, { userId: ada.id });
    expect((await handle(asAda, other.id, reference)).status).toBe(404);
    expect((await handle(asAda, booking.id, 'ILE-NOSUCH-REFERENCE')).status).toBe(404);

    expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
    expect((await payments())[0]?.status).toBe('initialized');
    await handle(asAda, booking.id, reference);
    expect((await asBola.get(`/app/bookings/${booking.id}/receipt`)).status).toBe(404);
    expect((await asAda.get(`/app/bookings/${booking.id}/receipt`)).status).toBe(200);
  });

  it('when a visitor is signed out, then every payment call answers 401; an admin gets 403', async () => {
    const reference = await seedTestPayment(t.db, { booking, outcome: 'success' });
    const visitor = await visitorAgent(t.baseUrl);
    const { agent: asAdmin } = await givenSignedInAdmin(t);
    for (const [who, expected] of [
      [visitor, 401],
      [asAdmin, 403],
    ] as const) {
      expect((await start(who, booking.id)).status).toBe(expected);
      expect((await handle(who, booking.id, reference)).status).toBe(expected);
      expect((await who.get(`/app/bookings/${booking.id}/receipt`)).status).toBe(expected);
      expect((await who.get(`/app/payments/test/${reference}`)).status).toBe(expected);
      expect((await who.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'success' })).status).toBe(expected);
    }
    expect((await bookingRow(booking.id))?.status).toBe('pending_payment');
  });

  it('when the booking has no successful payment, then the receipt is 404; when it was cancelled, starting a payment is 409', async () => {
    await seedTestPayment(t.db, { booking, outcome: 'declined' });
    expect((await asAda.get(`/app/bookings/${booking.id}/receipt`)).status).toBe(404);
    const cancelled = await seedBooking(t.db, { userId: ada.id, status: 'cancelled' });
    const res = await start(asAda, cancelled.id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'booking_not_payable', message: 'This booking is already paid or was cancelled.' });
  });

  it('when the booking was cancelled before the money came in, then 409 booking_not_payable and the charge is refunded (processed at once by the test provider)', async () => {
    const reference = await seedTestPayment(t.db, { booking, outcome: 'success' });
    expect((await asAda.post(`/app/bookings/${booking.id}/cancel`).send({})).status).toBe(200);
    const res = await handle(asAda, booking.id, reference);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('booking_not_payable');
    expect((await bookingRow(booking.id))?.status).toBe('cancelled');
    const refunds = await paymentModels(t.db).Refund.findAll({ raw: true });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 'processed', requestedBy: null, providerRefundId: `test-refund-${reference}` });
    expect(Number(refunds[0]?.amountKobo)).toBe(booking.totalKobo);
    // Asked again: the same answer, still one refund.
    expect((await handle(asAda, booking.id, reference)).status).toBe(409);
    expect(await paymentModels(t.db).Refund.count()).toBe(1);
    // Only the customer's own cancellation notice: no receipt for money that was not taken.
    expect((await readOutbox(t.db)).map((mail) => mail.subject)).toEqual([`Booking ${booking.reference} cancelled: ${booking.serviceName}`]);
  });

  it('when a customer cancels a booking paid with the test provider, then a refund is recorded and processed, and the receipt shows it', async () => {
    const { reference } = (await start(asAda, booking.id)).body.data;
    await asAda.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'success' });
    expect((await handle(asAda, booking.id, reference)).status).toBe(200);
    const cancelled = await asAda.post(`/app/bookings/${booking.id}/cancel`).send({ reason: 'Travelling.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('cancelled');
    const receipt = await asAda.get(`/app/bookings/${booking.id}/receipt`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data.refund).toEqual({ status: 'processed', amountKobo: booking.totalKobo, requestedAt: expect.any(String), processedAt: expect.any(String) });
    const [refund] = await paymentModels(t.db).Refund.findAll({ raw: true });
    expect(refund).toMatchObject({ requestedBy: ada.id, reason: 'Travelling.', bookingId: booking.id });
    // Cancelling again changes nothing and refunds nothing more.
    expect((await asAda.post(`/app/bookings/${booking.id}/cancel`).send({})).status).toBe(200);
    expect(await paymentModels(t.db).Refund.count()).toBe(1);
  });

  it('when payments are seeded as the Pact provider states seed them, then each answers as its state says', async () => {
    const open = await seedTestPayment(t.db, { booking, outcome: 'open', email: ada.email });
    expect((await asAda.get(`/app/payments/test/${open}`)).body.data).toMatchObject({ status: 'open', email: ada.email, amountKobo: booking.totalKobo });

    const declinedBooking = await seedBooking(t.db, { userId: ada.id });
    const declined = await seedTestPayment(t.db, { booking: declinedBooking, outcome: 'declined' });
    expect((await handle(asAda, declinedBooking.id, declined)).body.code).toBe('payment_not_confirmed');

    const paidBooking = await seedBooking(t.db, { userId: ada.id, status: 'paid' });
    const settled = await seedTestPayment(t.db, { booking: paidBooking, outcome: 'settled' });
    const again = await handle(asAda, paidBooking.id, settled);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: paidBooking.id, status: 'paid' });
    expect((await asAda.get(`/app/bookings/${paidBooking.id}/receipt`)).body.data).toMatchObject({ paymentReference: settled, channel: 'card', refund: null });
    expect((await start(asAda, paidBooking.id)).body.code).toBe('booking_not_payable');
    expect(await readOutbox(t.db)).toHaveLength(0);
  });
});
