// Replays every interaction the web client recorded against the real BFF (createApp on a fresh
// database), on SQLite and on PostgreSQL, with sessions and CSRF checks left on.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Verifier } from '@pact-foundation/pact';
import { DEFAULT_PUSH_ENDPOINT_HOSTS } from '../../bff/src/config.ts';
import { DEFAULT_TEST_PASSWORD, confirmationTokenFor, daysAgo, resetData, seedBooking, seedClaim, seedCompletedBooking, seedMessage, seedNotification, seedPro, seedProAccount, seedReview, seedTestPayment, seedUser, setReferralCode, startTestApp, testDialects, testPushConfig, type TestApp, type TestPaymentOutcome } from '../../bff/src/testing/index.ts';
import { BOOKING_PATHS, SMALLEST_JOB, addDaysToDay, normalizeNigerianPhone, todayInLagos } from '@ile/domain';
import { outboxTextModel } from '../../bff/src/texts/models.ts';
import { buildAdmin, buildBooking, buildContactMessageRequest, buildProUser, buildSignInRequest, buildSignUpRequest, REFEREES } from '../../web/src/testing/fixtures/index.ts';
import { systemClock } from '../../bff/src/clock.ts';
import { seedCatalogue } from '../../bff/src/db/seed.ts';
import { serviceId } from '../../bff/src/modules/catalogue/repository.ts';
import { createOutboxRepository } from '../../bff/src/mail/outbox-repository.ts';
import { invitationMail } from '../../bff/src/modules/messages/invitation-mail.ts';
import { PROVIDER, STATES, bookableVisitDay, type Owner, type ParamState, type StateName, type StateParams } from '../states.ts';
import { BrowserSession } from './browser-session.ts';

const PACT_FILE = resolve(import.meta.dirname, '../pacts/ile-web-ile-bff.json');
const ADMIN_PASSWORD = 'Suya-Spice-Admin-7';

/** The customer the consumer fixtures sign up and sign in as. */
async function seedCustomer(app: TestApp) {
  const { name, email, phone } = buildSignUpRequest();
  return seedUser(app.db, { name, email, phone, password: buildSignInRequest().password });
}

/** Another customer, whose bookings the signed-in one must not reach. */
function seedNeighbour(app: TestApp) {
  return seedUser(app.db, { name: 'Tunde Adeyemi', email: 'tunde.adeyemi@example.ng', phone: '0805 222 3344' });
}

/** A web fixture's e-mail: the consumer's admin and pro always have one. */
function emailOf(user: { email: string | null }): string {
  if (!user.email) throw new Error('the fixture has no e-mail');
  return user.email;
}

/** The newest sign-in code texted to `phone`, read from the texts outbox (no provider: every text is kept there). */
async function textedCode(app: TestApp, phone: string): Promise<string> {
  const text = await outboxTextModel(app.db).findOne({ where: { toPhone: normalizeNigerianPhone(phone) ?? phone, purpose: 'sign_in_code' }, order: [['createdAt', 'DESC']] });
  const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code texted to ${phone}: ${text?.body ?? 'no text'}`);
  return code;
}

/** The params the consumer gave a state, with every key its type names (a pact without them is a bug). */
function paramsOf<S extends ParamState>(name: S, params: unknown, keys: readonly (keyof StateParams[S] & string)[]): StateParams[S] {
  if (typeof params !== 'object' || params === null || keys.some((key) => !(key in params))) {
    throw new Error(`the state "${name}" needs the params ${keys.join(', ')}; the pact gave ${JSON.stringify(params)}`);
  }
  return params as StateParams[S];
}

type StateHandler = (params?: unknown) => Promise<Record<string, string> | undefined>;

function stateHandlers(app: TestApp, browser: BrowserSession): Record<StateName, StateHandler> {
  const fresh = async () => {
    await resetData(app.db);
    // No hits counted from an earlier state: a rate limit is reached only where a state reaches it.
    await app.db.write((transaction) => app.db.models.RateLimit.destroy({ where: {}, transaction }));
    // An admin may have edited the catalogue in an earlier interaction: every state starts from the default one.
    await app.db.write((transaction) => app.db.models.Service.destroy({ where: {}, transaction }));
    await seedCatalogue(app.db, systemClock);
    await browser.visit();
  };
  /** The consumer's customer, signed in, and whose bookings a state seeds: theirs, or a neighbour's. */
  const customerAndOwner = async (of: Owner) => {
    await fresh();
    const customer = await seedCustomer(app);
    const owner = of === 'the signed-in customer' ? customer : await seedNeighbour(app);
    return { customer, owner };
  };
  /** One booking and one test-provider payment for it; both ids go into the requests. */
  const paymentState = async (of: Owner, outcome: TestPaymentOutcome) => {
    const { customer, owner } = await customerAndOwner(of);
    const booking = await seedBooking(app.db, { userId: owner.id, service: 'home-cleaning', status: outcome === 'settled' ? 'paid' : 'pending_payment' });
    const reference = await seedTestPayment(app.db, { booking, outcome, email: owner.email });
    await browser.signIn(customer.email, customer.password);
    return { bookingId: booking.id, reference };
  };
  /** The consumer's admin, signed in. */
  const signInAdmin = async () => {
    const admin = buildAdmin();
    await seedUser(app.db, { role: 'admin', name: admin.name, email: emailOf(admin), password: ADMIN_PASSWORD });
    await browser.signIn(emailOf(admin), ADMIN_PASSWORD);
  };
  /** The consumer's pro, signed in, and a home cleaning of the customer's assigned to them or another pro `inDays` from today. */
  const proWithJob = async (assignedTo: StateParams[typeof STATES.jobExists]['assignedTo'], inDays: number) => {
    await fresh();
    const customer = await seedCustomer(app);
    const proUser = buildProUser();
    const signedIn = await seedProAccount(app.db, { name: proUser.name, email: emailOf(proUser), phone: proUser.phone });
    const { pro } = assignedTo === 'the signed-in pro' ? signedIn : await seedProAccount(app.db, { name: 'Chinedu Eze', email: 'chinedu.eze@example.ng', phone: '0806 555 7788' });
    const booking = await seedBooking(app.db, {
      userId: customer.id,
      service: 'home-cleaning',
      status: 'pro_assigned',
      proId: pro.id,
      proName: pro.name,
      visit: { date: addDaysToDay(todayInLagos(), inDays) },
    });
    await browser.signIn(emailOf(proUser), DEFAULT_TEST_PASSWORD);
    return { bookingId: booking.id };
  };
  /** A customer's paid home cleaning in FCT (with its settled test payment) and an approved FCT pro who offers it. */
  const paidBookingAndPro = async () => {
    const customer = await seedCustomer(app);
    const booking = await seedBooking(app.db, { userId: customer.id, service: 'home-cleaning', status: 'paid' });
    await seedTestPayment(app.db, { booking, outcome: 'settled', email: customer.email });
    const pro = await seedPro(app.db, { name: 'Musa Ibrahim', services: ['home-cleaning'], state: 'FCT' });
    return { booking, pro };
  };
  return {
    [STATES.signedOut]: async () => fresh().then(() => undefined),
    [STATES.noAccount]: async () => fresh().then(() => undefined),
    // startTestApp seeds the default catalogue and resetData keeps it.
    [STATES.catalogueSeeded]: async () => fresh().then(() => undefined),
    [STATES.accountExists]: async () => {
      await fresh();
      await seedCustomer(app);
      return undefined;
    },
    [STATES.customerSignedIn]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      await browser.signIn(customer.email, customer.password);
      return { visitDay: bookableVisitDay() };
    },
    [STATES.customerWithBookings]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      await seedBooking(app.db, { userId: customer.id, status: 'completed' });
      await seedBooking(app.db, { userId: customer.id, status: 'pending_payment' });
      await browser.signIn(customer.email, customer.password);
      return undefined;
    },
    [STATES.bookingExists]: async (params) => {
      const { of, status } = paramsOf(STATES.bookingExists, params, ['of', 'status']);
      const { customer, owner } = await customerAndOwner(of);
      const booking = await seedBooking(app.db, { userId: owner.id, service: 'home-cleaning', status });
      await browser.signIn(customer.email, customer.password);
      return { bookingId: booking.id, visitDay: bookableVisitDay() };
    },
    [STATES.testPaymentExists]: async (params) => {
      const { of, outcome } = paramsOf(STATES.testPaymentExists, params, ['of', 'outcome']);
      return paymentState(of, outcome);
    },
    [STATES.bookedWithKey]: async (params) => {
      const { idempotencyKey, timeWindow } = paramsOf(STATES.bookedWithKey, params, ['idempotencyKey', 'timeWindow']);
      await fresh();
      const customer = await seedCustomer(app);
      await browser.signIn(customer.email, customer.password);
      // Booked through the real call, so the key's record is the one the BFF itself keeps.
      const visitDay = bookableVisitDay();
      const body = { visit: { ...buildBooking().visit, date: visitDay, timeWindow, contactPhone: '0803 123 4567' }, details: SMALLEST_JOB['home-cleaning'] };
      const response = await browser.send('POST', BOOKING_PATHS['home-cleaning'], body, { 'Idempotency-Key': idempotencyKey });
      if (response.status !== 201) throw new Error(`the first booking with the key answered ${response.status}: ${await response.text()}`);
      return { visitDay };
    },
    [STATES.contactLimitReached]: async () => {
      await fresh();
      // Spends the address's allowance through the real call; the next message is one too many.
      for (let sent = 0; sent < app.config.rateLimits.contactMessages; sent += 1) {
        const response = await browser.send('POST', '/app/sendMessage', buildContactMessageRequest({ phone: '+2348095551234' }));
        if (response.status !== 202) throw new Error(`contact message ${sent + 1} answered ${response.status}: ${await response.text()}`);
      }
      return undefined;
    },
    [STATES.adminSignedIn]: async () => {
      await fresh();
      const admin = buildAdmin();
      await seedUser(app.db, { role: 'admin', name: admin.name, email: emailOf(admin), password: ADMIN_PASSWORD });
      await browser.signIn(emailOf(admin), ADMIN_PASSWORD);
      return undefined;
    },
    [STATES.customerWithNotifications]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const booking = await seedBooking(app.db, { userId: customer.id, status: 'pro_assigned' });
      const hourAgo = new Date(Date.now() - 3_600_000);
      await seedNotification(app.db, { userId: customer.id, kind: 'announcement', link: '/services/ac-repairs', readAt: new Date(), createdAt: hourAgo });
      await seedNotification(app.db, { userId: customer.id, kind: 'booking', link: `/dashboard/bookings/${booking.id}` });
      await browser.signIn(customer.email, customer.password);
      return undefined;
    },
    [STATES.reviewsPublished]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const neighbour = await seedUser(app.db, { name: 'Tunde Adeyemi', email: 'tunde.adeyemi@example.ng', phone: '0805 222 3344' });
      const cleaning = await seedCompletedBooking(app.db, { userId: customer.id, service: 'home-cleaning', completedAt: daysAgo(3) });
      await seedReview(app.db, { booking: cleaning, rating: 5, comment: 'They came on time and the flat was spotless.', createdAt: daysAgo(2) });
      const plumbing = await seedCompletedBooking(app.db, { userId: neighbour.id, service: 'plumbing', completedAt: daysAgo(2) });
      await seedReview(app.db, { booking: plumbing, rating: 4, comment: 'Fixed the leak under the sink quickly.', createdAt: daysAgo(1) });
      // Hidden by an admin: never in the public answer.
      const hidden = await seedCompletedBooking(app.db, { userId: neighbour.id, service: 'home-cleaning', completedAt: daysAgo(6) });
      await seedReview(app.db, { booking: hidden, rating: 1, comment: 'Call 0803 000 0000 for a cheaper cleaner.', hidden: true, createdAt: daysAgo(5) });
      return undefined;
    },
    [STATES.jobExists]: async (params) => {
      const { assignedTo, inDays } = paramsOf(STATES.jobExists, params, ['assignedTo', 'inDays']);
      return proWithJob(assignedTo, inDays);
    },
    [STATES.customerWithCompletedBooking]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const booking = await seedCompletedBooking(app.db, { userId: customer.id, service: 'home-cleaning', completedAt: daysAgo(1) });
      await browser.signIn(customer.email, customer.password);
      return { bookingId: booking.id };
    },
    [STATES.adminWithReview]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const booking = await seedCompletedBooking(app.db, { userId: customer.id, service: 'home-cleaning', completedAt: daysAgo(2) });
      const review = await seedReview(app.db, { booking, rating: 5, comment: 'They came on time and the flat was spotless.', createdAt: daysAgo(1) });
      await signInAdmin();
      return { reviewId: review.id };
    },
    [STATES.adminWithOpenClaim]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const booking = await seedCompletedBooking(app.db, { userId: customer.id, service: 'home-cleaning', completedAt: daysAgo(2) });
      const claim = await seedClaim(app.db, { booking, createdAt: daysAgo(1) });
      await signInAdmin();
      return { claimId: claim.id };
    },
    [STATES.adminWithPaidBooking]: async (params) => {
      const { reference } = paramsOf(STATES.adminWithPaidBooking, params, ['reference']);
      await fresh();
      const { booking, pro } = await paidBookingAndPro();
      await signInAdmin();
      // The consumer's reference, so the queue's search can be pinned with it.
      await app.db.write((transaction) => app.db.models.Booking.update({ reference }, { where: { id: booking.id }, transaction, fields: ['reference'] }));
      return { bookingId: booking.id, proId: pro.id };
    },
    [STATES.adminWithAssignedBooking]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const pro = await seedPro(app.db, { name: 'Musa Ibrahim', services: ['home-cleaning'], state: 'FCT' });
      const booking = await seedBooking(app.db, { userId: customer.id, service: 'home-cleaning', status: 'paid' });
      await seedTestPayment(app.db, { booking, outcome: 'settled', email: customer.email });
      // Paid first (the payment needs it), then assigned, as dispatch would leave it.
      await app.db.write((transaction) =>
        app.db.models.Booking.update({ status: 'pro_assigned', proId: pro.id, proName: pro.name }, { where: { id: booking.id }, transaction, fields: ['status', 'proId', 'proName'] }),
      );
      await signInAdmin();
      return { bookingId: booking.id };
    },
    [STATES.adminWithCustomer]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      await signInAdmin();
      return { email: customer.email };
    },
    [STATES.proApplicationPending]: async (params) => {
      const { email, phone } = paramsOf(STATES.proApplicationPending, params, ['email', 'phone']);
      await fresh();
      await seedPro(app.db, { name: 'Musa Ibrahim', status: 'pending', email, phone, services: ['plumbing'] });
      return undefined;
    },
    [STATES.adminWithPendingApplication]: async (params) => {
      const { email, phone } = paramsOf(STATES.adminWithPendingApplication, params, ['email', 'phone']);
      await fresh();
      // Like the web fixtures' buildProSummary().
      const pro = await seedPro(app.db, { name: 'Musa Ibrahim', status: 'pending', email, phone, services: ['plumbing', 'electricals'], state: 'FCT', area: 'Wuse', referees: REFEREES.map((referee) => ({ ...referee })) });
      await signInAdmin();
      return { proId: pro.id };
    },
    [STATES.adminWithCatalogue]: async () => {
      await fresh();
      await signInAdmin();
      return { serviceId: serviceId('home-cleaning') };
    },
    [STATES.referrerExists]: async (params) => {
      const { referralCode } = paramsOf(STATES.referrerExists, params, ['referralCode']);
      await fresh();
      // The consumer's customer is the referrer; the visitor who signs up with the code is someone else.
      const referrer = await seedCustomer(app);
      await setReferralCode(app.db, referrer.id, referralCode);
      return undefined;
    },
    [STATES.adminWithMessages]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      await seedMessage(app.db, { kind: 'referral', fromUserId: customer.id, fromName: customer.name, fromEmail: customer.email, fromPhone: customer.phone, createdAt: new Date(Date.now() - 3_600_000) });
      const contact = await seedMessage(app.db, { kind: 'contact', fromPhone: '0803 456 7890', bookingReference: 'ILE-3MP8RT' });
      await signInAdmin();
      return { messageId: contact.id };
    },
    [STATES.signInCodeSent]: async (params) => {
      const { phone, account } = paramsOf(STATES.signInCodeSent, params, ['phone', 'account']);
      await fresh();
      if (account === 'the customer') {
        const { name, email } = buildSignUpRequest();
        // Proven, as a number signs in by code only once a code was entered on that account.
        await seedUser(app.db, { name, email, phone, password: buildSignInRequest().password, phoneVerified: true });
      }
      const response = await browser.send('POST', '/app/signin/code', { phone });
      if (response.status !== 202) throw new Error(`sending the sign-in code answered ${response.status}: ${await response.text()}`);
      const code = await textedCode(app, phone);
      return { code, wrongCode: code === '000000' ? '111111' : '000000' };
    },
    // Proven identity.
    [STATES.emailLinkSent]: async () => {
      await fresh();
      const response = await browser.send('POST', '/app/signup', buildSignUpRequest());
      if (response.status !== 201) throw new Error(`signing up answered ${response.status}: ${await response.text()}`);
      return { token: await confirmationTokenFor(app.db, buildSignUpRequest().email) };
    },
    [STATES.phoneCodeSent]: async (params) => {
      const { phone } = paramsOf(STATES.phoneCodeSent, params, ['phone']);
      await fresh();
      const customer = await seedCustomer(app);
      await browser.signIn(customer.email, customer.password);
      const response = await browser.send('POST', '/app/account/phone/code', { phone });
      if (response.status !== 202) throw new Error(`sending the phone code answered ${response.status}: ${await response.text()}`);
      const code = await textedCode(app, phone);
      return { code, wrongCode: code === '000000' ? '111111' : '000000' };
    },
    [STATES.adminWithTexts]: async () => {
      await fresh();
      const response = await browser.send('POST', '/app/signin/code', { phone: '0806 555 0142' });
      if (response.status !== 202) throw new Error(`sending the sign-in code answered ${response.status}: ${await response.text()}`);
      await signInAdmin();
      return undefined;
    },
    // ---- data rights ----
    [STATES.customerWithPaidBooking]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      const booking = await seedBooking(app.db, { userId: customer.id, service: 'home-cleaning', status: 'paid', visit: { date: bookableVisitDay() } });
      await seedTestPayment(app.db, { booking, outcome: 'settled', email: customer.email });
      await browser.signIn(customer.email, customer.password);
      return undefined;
    },
    [STATES.freshCustomerSignedIn]: async () => {
      await fresh();
      // Its own e-mail and phone: erasing it leaves the consumer's shared customer untouched.
      const customer = await seedUser(app.db, { name: 'Bisi Adebayo', email: 'bisi.adebayo@example.ng', phone: '0807 333 4455' });
      await seedBooking(app.db, { userId: customer.id, service: 'home-cleaning', status: 'pending_payment' });
      await browser.signIn(customer.email, customer.password);
      return undefined;
    },
    [STATES.adminWithPerson]: async (params) => {
      const { role } = paramsOf(STATES.adminWithPerson, params, ['role']);
      await fresh();
      const person =
        role === 'admin'
          ? await seedUser(app.db, { role: 'admin', name: 'Second Admin', email: 'second@ile.ng', phone: '0809 000 0001' })
          : await seedCustomer(app);
      if (role === 'user') await seedBooking(app.db, { userId: person.id, service: 'home-cleaning', status: 'pending_payment' });
      await signInAdmin();
      return { personId: person.id };
    },
    [STATES.adminWithOutbox]: async () => {
      await fresh();
      const invitation = invitationMail(
        { referrer: { name: 'Ada Okafor', referralCode: 'ADA7K2' }, friend: { name: 'Tunde Bakare', email: 'tunde.bakare@example.ng' }, note: null },
        app.config.publicUrl,
      );
      await createOutboxRepository(app.db).add(invitation, new Date());
      await signInAdmin();
      return undefined;
    },
  };
}

describe.each(await testDialects())('the BFF on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    // A stand-in web build, so navigations that end on the site (logout) get its HTML page.
    const webDist = mkdtempSync(join(tmpdir(), 'ile-pact-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Ilé</title><meta name="ile:startup-loader-ms" content="3000">');
    // Test VAPID keys, so the key call answers one; the real push-service hosts, so the web fixtures' endpoint is
    // accepted. Nothing is ever pushed: every state starts with no subscriptions (resetData).
    const push = testPushConfig({ endpointHosts: DEFAULT_PUSH_ENDPOINT_HOSTS, insecureEndpointHosts: [] });
    app = await startTestApp({ dialect, config: { webDist, push } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('when the web client\'s pact is replayed, then every interaction is honoured', async () => {
    const browser = new BrowserSession(app.baseUrl);
    await new Verifier({
      provider: PROVIDER,
      providerBaseUrl: app.baseUrl,
      pactUrls: [PACT_FILE],
      logLevel: 'warn',
      stateHandlers: stateHandlers(app, browser),
      requestFilter: (req, _res, next) => {
        browser.applyTo(req);
        next();
      },
    }).verifyProvider();
  });
});
