// Proves vetting and dispatch end to end on `npm start` in Chromium: a visitor applies as a pro,
// the admin approves them and assigns them to a customer's paid booking, and the customer sees
// "Pro assigned" and the notification on /dashboard; a message from the /pushnotetool reaches
// that customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { applyAsPro, bookingsOf, confirmEmailOf, DEMO_ADMIN, defaultCleaningPrice, newPage, payAtTestCheckout, signIn, signUpAndBookCleaning } from './journeys.ts';
import { startApp, type RunningApp } from './start-app.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('vetting a pro and dispatching a job', () => {
  it('when the admin approves an applicant and assigns them, then the customer sees the pro and the notifications', async () => {
    const stamp = Date.now();
    const proName = `Musa Ibrahim ${String(stamp).slice(-4)}`.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? d);
    const customerEmail = `dispatch+${stamp}@example.ng`;

    // A visitor applies as a pro.
    const visitor = await newPage(browser, app);
    const proReference = await applyAsPro(visitor, proName, `musa+${stamp}@example.ng`, `0803 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4)}`);
    expect(proReference).toMatch(/^PRO-/);
    await visitor.context().close();

    // A customer books home cleaning and pays.
    const customer = await newPage(browser, app);
    const bookingReference = await signUpAndBookCleaning(customer, customerEmail);
    const price = defaultCleaningPrice();
    await payAtTestCheckout(customer, `Pay ${price}`, price);
    await customer.getByRole('heading', { name: 'Payment received' }).waitFor();
    const [booking] = await bookingsOf(customer);
    expect(booking).toMatchObject({ reference: bookingReference, status: 'paid' });

    // The admin approves the applicant...
    const admin = await newPage(browser, app);
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL('**/admin_area');
    // The customer's e-mail is theirs once its link is used; only then can the admin reach it by e-mail.
    await confirmEmailOf(customer, admin, customerEmail);
    await admin.goto('/admin_area/pros?status=pending');
    await admin.getByRole('link', { name: proName }).click();
    await admin.waitForURL('**/admin_area/pro/view/**');
    await admin.getByText(proReference).first().waitFor();
    const decision = admin.getByRole('region', { name: 'Decision' });
    await decision.getByLabel(/Note/).fill('NIN and two references checked; good interview.');
    await decision.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved', { exact: true }).first().waitFor();

    // ...and assigns them to the customer's booking.
    await admin.goto(`/admin_area/booking/view/${booking?.id ?? ''}`);
    const proSection = admin.getByRole('region', { name: 'Pro' });
    await proSection.getByRole('radio', { name: new RegExp(proName) }).check();
    await proSection.getByRole('button', { name: 'Assign pro' }).click();
    await proSection.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Pro assigned', { exact: true }).first().waitFor();

    // The customer sees the pro and the notification.
    await customer.goto('/dashboard');
    const bookingsList = customer.getByRole('list', { name: 'Your bookings, newest first' });
    await bookingsList.locator('li', { hasText: bookingReference }).getByText('Pro assigned', { exact: true }).waitFor();
    const notifications = customer.getByRole('list', { name: 'Your notifications, newest first' });
    await notifications.getByText('Your pro is assigned').first().waitFor();
    await expect(notifications.textContent()).resolves.toContain(proName);
    await customer.getByRole('link', { name: /^Notifications, \d+ unread$/ }).first().waitFor();
    expect((await bookingsOf(customer))[0]).toMatchObject({ status: 'pro_assigned', proName });

    // A message from the /pushnotetool reaches the customer.
    const title = `Harmattan offer ${stamp}`;
    await admin.goto('/pushnotetool');
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Message').fill('Book a deep clean this week and we dust the louvres for free.');
    await admin.getByRole('radio', { name: /One person/ }).check();
    await admin.getByLabel('Their e-mail').fill(customerEmail);
    await admin.getByRole('button', { name: 'Send to this person' }).click();
    await admin.getByText(/^Sent to /).first().waitFor();

    await customer.reload();
    await customer.getByRole('list', { name: 'Your notifications, newest first' }).getByText(title).waitFor();
    await Promise.all([customer.context().close(), admin.context().close()]);
  });
});
