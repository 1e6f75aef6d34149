// Replays every interaction the web client recorded against the real BFF (createApp on a fresh
// database), on SQLite and on PostgreSQL, with sessions and CSRF checks left on.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { Verifier } from '@pact-foundation/pact';
import { resetData, seedBooking, seedUser, startTestApp, testDialects, type TestApp } from '../../bff/src/testing/index.ts';
import { buildAdmin, buildSignInRequest, buildSignUpRequest } from '../../web/src/testing/fixtures/index.ts';
import { PROVIDER, STATES, type StateName } from '../states.ts';
import { BrowserSession } from './browser-session.ts';

const PACT_FILE = resolve(import.meta.dirname, '../pacts/ile-web-ile-bff.json');
const ADMIN_PASSWORD = 'Suya-Spice-Admin-7';

/** The customer the consumer fixtures sign up and sign in as. */
async function seedCustomer(app: TestApp) {
  const { name, email, phone } = buildSignUpRequest();
  return seedUser(app.db, { name, email, phone, password: buildSignInRequest().password });
}

function stateHandlers(app: TestApp, browser: BrowserSession): Record<StateName, () => Promise<Record<string, string> | undefined>> {
  const fresh = async () => {
    await resetData(app.db);
    await browser.visit();
  };
  /** A signed-in customer with one booking in the given status; its id goes into the request path. */
  const bookingState = async (status: 'pending_payment' | 'pro_assigned') => {
    await fresh();
    const customer = await seedCustomer(app);
    const booking = await seedBooking(app.db, { userId: customer.id, service: 'home-cleaning', status });
    await browser.signIn(customer.email, customer.password);
    return { bookingId: booking.id };
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
      return undefined;
    },
    [STATES.customerWithBookings]: async () => {
      await fresh();
      const customer = await seedCustomer(app);
      await seedBooking(app.db, { userId: customer.id, status: 'completed' });
      await seedBooking(app.db, { userId: customer.id, status: 'pending_payment' });
      await browser.signIn(customer.email, customer.password);
      return undefined;
    },
    [STATES.customerWithPendingBooking]: async () => bookingState('pending_payment'),
    [STATES.customerWithAssignedBooking]: async () => bookingState('pro_assigned'),
    [STATES.adminSignedIn]: async () => {
      await fresh();
      const admin = buildAdmin();
      await seedUser(app.db, { role: 'admin', name: admin.name, email: admin.email, password: ADMIN_PASSWORD });
      await browser.signIn(admin.email, ADMIN_PASSWORD);
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
    app = await startTestApp({ dialect, config: { webDist } });
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
