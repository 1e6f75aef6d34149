// Proves handlePayment and the reconciler with the Paystack provider against a fake Paystack on
// 127.0.0.1: a verified success pays the booking once with one receipt; a mismatch, an unknown
// reference or a decline never does; a gateway that is down, hangs or answers garbage gives 202
// and changes nothing, and the reconciler settles the payment once the gateway answers.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { movableClock } from '../../testing/clock.ts';
import {
  givenSignedInCustomer,
  readOutbox,
  resetData,
  seedBooking,
  startFakePaystack,
  startTestApp,
  testDialects,
  type Agent,
  type BookingRecord,
  type FakePaystack,
  type SeededUser,
  type TestApp,
} from '../../testing/index.ts';
import { paymentModels } from './models.ts';

const dialects = await testDialects();
const MINUTE = 60_000;

describe.each(dialects)('payments with Paystack on %s', (dialect) => {
  let t: TestApp;
  let fake: FakePaystack;
  const clock = movableClock();
  let ada: SeededUser;
  let asAda: Agent;
  let booking: BookingRecord;

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await startTestApp({
      dialect,
      clock,
      config: { paymentProvider: 'paystack', paystackSecretKey: fake.secretKey, paystackBaseUrl: fake.url, paymentGatewayTimeoutMs: 300 },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(async () => {
    clock.reset();
    fake.initialize = 'ok';
    fake.refund = 'ok';
    await resetData(t.db);
    ({ user: ada, agent: asAda } = await givenSignedInCustomer(t, { name: 'Ada Okafor' }));
    booking = await seedBooking(t.db, { userId: ada.id });
  });

  const start = async () => {
    const res = await asAda.post('/app/payments/start').send({ bookingId: booking.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { reference: string; checkoutUrl: string; amountKobo: number; provider: string };
  };
  const handle = (reference: string) => asAda.post('/app/handlePayment').send({ bookingId: booking.id, provider: 'paystack', reference });
  const bookingStatus = async () => (await t.db.models.Booking.findByPk(booking.id))?.get('status');
  const paymentRow = async (reference: string) => (await paymentModels(t.db).Payment.findOne({ where: { reference }, raw: true })) ?? null;

  it('when a checkout is started, then Paystack initialises our reference for the booking\'s kobo, the customer\'s e-mail and our return URL', async () => {
    const checkout = await start();
    expect(checkout.provider).toBe('paystack');
    expect(checkout.checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\//);
    expect(fake.transactions.get(checkout.reference)).toMatchObject({
      amount: booking.totalKobo,
      email: ada.email,
      callbackUrl: `${t.config.publicUrl}/pay/${booking.id}/return`,
      metadata: { bookingId: booking.id, bookingReference: booking.reference },
    });
    expect(await paymentRow(checkout.reference)).toMatchObject({ status: 'initialized', provider: 'paystack', checkoutUrl: checkout.checkoutUrl });
  });

  it.each(['hang', 'error500', 'malformed', 'refused'] as const)(
    'when Paystack cannot open a checkout (%s), then 409 payment_provider_unavailable and no payment is stored',
    async (behaviour) => {
      fake.initialize = behaviour;
      const res = await asAda.post('/app/payments/start').send({ bookingId: booking.id });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        code: 'payment_provider_unavailable',
        message: 'We could not reach our payment partner. Nothing was charged; please try again in a minute.',
      });
      expect(await paymentModels(t.db).Payment.count()).toBe(0);
    },
  );

  it('when Paystack verifies a success for the booking\'s amount in NGN, then the booking is paid once and one receipt e-mail goes out', async () => {
    const { reference } = await start();
    fake.setVerify(reference, 'success');
    const res = await handle(reference);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ id: booking.id, status: 'paid' });
    expect(await bookingStatus()).toBe('paid');
    const payment = await paymentRow(reference);
    expect(payment).toMatchObject({ status: 'success', channel: 'card' });
    expect(JSON.parse(String(payment?.verification))).toMatchObject({ reference, amount: booking.totalKobo, currency: 'NGN', status: 'success' });
    expect(await readOutbox(t.db)).toHaveLength(1);

    // Once settled, Paystack is not asked again and nothing happens twice.
    const verifies = fake.calls.get('GET /transaction/verify');
    expect((await handle(reference)).status).toBe(200);
    expect(fake.calls.get('GET /transaction/verify')).toBe(verifies);
    expect(await readOutbox(t.db)).toHaveLength(1);
  });

  it.each([
    ['amount-mismatch', 'amount'],
    ['currency-mismatch', 'currency'],
  ] as const)('when Paystack says success but with a %s, then 402 payment_mismatch, the payment is stored failed with the raw answer, the booking stays payable', async (behaviour, what) => {
    const { reference } = await start();
    fake.setVerify(reference, behaviour);
    const res = await handle(reference);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_mismatch');
    const payment = await paymentRow(reference);
    expect(payment?.status).toBe('failed');
    const stored = JSON.parse(String(payment?.verification));
    expect(stored.mismatch).toContain(what);
    expect(stored.received).toMatchObject({ reference, status: 'success' });
    expect(await bookingStatus()).toBe('pending_payment');
    expect(await readOutbox(t.db)).toHaveLength(0);
    // Still payable: a new checkout can be opened.
    expect((await asAda.post('/app/payments/start').send({ bookingId: booking.id })).status).toBe(200);
  });

  it.each([
    ['unknown', 'failed'],
    ['failed', 'failed'],
    ['abandoned', 'abandoned'],
  ] as const)('when Paystack answers %s, then 402 payment_not_confirmed, the payment is %s and the booking stays payable', async (behaviour, stored) => {
    const { reference } = await start();
    fake.setVerify(reference, behaviour);
    const res = await handle(reference);
    expect(res.status).toBe(402);
    expect(res.body.code).toBe('payment_not_confirmed');
    expect((await paymentRow(reference))?.status).toBe(stored);
    expect(await bookingStatus()).toBe('pending_payment');
  });

  it('when the transfer is still pending at Paystack, then 202 with the unchanged booking', async () => {
    const { reference } = await start();
    fake.setVerify(reference, 'pending');
    const res = await handle(reference);
    expect(res.status).toBe(202);
    expect(res.body.data).toMatchObject({ id: booking.id, status: 'pending_payment' });
    expect((await paymentRow(reference))?.status).toBe('initialized');
  });

  it.each(['error500', 'hang', 'malformed', 'unexpected'] as const)(
    'when the gateway is down or answers garbage (%s), then 202, nothing changes, and the reconciler settles it once the gateway answers',
    async (behaviour) => {
      const { reference } = await start();
      fake.setVerify(reference, behaviour);
      const res = await handle(reference);
      expect(res.status).toBe(202);
      expect(res.body.data).toMatchObject({ id: booking.id, status: 'pending_payment', paidAt: null });
      expect((await paymentRow(reference))?.status).toBe('initialized');
      expect(await bookingStatus()).toBe('pending_payment');
      expect(await readOutbox(t.db)).toHaveLength(0);

      // Still failing: the reconciler counts it as unavailable and leaves it open.
      clock.advance(3 * MINUTE);
      expect(await t.app.reconcilePayments()).toMatchObject({ checked: 1, settled: 0, unavailable: 1 });
      expect((await paymentRow(reference))?.status).toBe('initialized');

      fake.setVerify(reference, 'success');
      expect(await t.app.reconcilePayments()).toMatchObject({ checked: 1, settled: 1 });
      expect(await bookingStatus()).toBe('paid');
      expect(await readOutbox(t.db)).toHaveLength(1);
      // Nothing open any more; the customer's return now answers the paid booking.
      expect(await t.app.reconcilePayments()).toMatchObject({ checked: 0, settled: 0 });
      expect((await handle(reference)).status).toBe(200);
      expect(await readOutbox(t.db)).toHaveLength(1);
    },
  );

  it('when the reconciler runs, then it leaves young payments and checkouts still in use alone, and closes abandoned ones after 30 minutes', async () => {
    const { reference } = await start();
    fake.setVerify(reference, 'abandoned');
    expect(await t.app.reconcilePayments()).toMatchObject({ checked: 0 });
    clock.advance(5 * MINUTE);
    expect(await t.app.reconcilePayments()).toMatchObject({ checked: 1, settled: 0 });
    expect((await paymentRow(reference))?.status).toBe('initialized');
    clock.advance(30 * MINUTE);
    await t.app.reconcilePayments();
    expect((await paymentRow(reference))?.status).toBe('abandoned');
    expect(await bookingStatus()).toBe('pending_payment');
  });

  it('when a payment is older than 48 hours, then the reconciler no longer asks about it', async () => {
    const { reference } = await start();
    fake.setVerify(reference, 'success');
    clock.advance(49 * 60 * MINUTE);
    expect(await t.app.reconcilePayments()).toMatchObject({ checked: 0 });
    expect(await bookingStatus()).toBe('pending_payment');
  });

  it('when the test checkout calls are used while Paystack is the provider, then 404', async () => {
    const { reference } = await start();
    expect((await asAda.get(`/app/payments/test/${reference}`)).status).toBe(404);
    expect((await asAda.post(`/app/payments/test/${reference}/complete`).send({ outcome: 'success' })).status).toBe(404);
    // And a test-provider reference is not this provider's payment.
    expect((await asAda.post('/app/handlePayment').send({ bookingId: booking.id, provider: 'test', reference })).status).toBe(404);
  });
});
