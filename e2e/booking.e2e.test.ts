// Proves the booking journey end to end on `npm start` in Chromium: a signed-out visitor fills the
// home-cleaning form, sees the order and its price on the sign-in screen, creates an account and
// books with one tap, sees the confirmation, and finds the booking at the right price on /dashboard;
// a booking that fails right after sign-up lands on /order/finalize with the form intact and a retry
// that books once; a double click and a dropped answer followed by a retry each make exactly one booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { bookingsOf, defaultCleaningPrice, dropFirstAnswer, fillCleaningVisit, newCustomerForm, newPage as pageOn, signUp } from './journeys.ts';
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

const newPage = () => pageOn(browser, app);

describe('booking a cleaner', () => {
  it('when a signed-out visitor books, then they create an account and book in one tap and the booking lands on the dashboard', async () => {
    const page = await newPage();
    await fillCleaningVisit(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // The sign-in screen shows the order and its price, and books with the account.
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Finish your booking' }).waitFor();
    await page.getByText('12 Aminu Kano Crescent').first().waitFor();
    await expect(page.getByRole('table', { name: 'Price breakdown in Naira' }).textContent()).resolves.toContain(defaultCleaningPrice());
    const form = await newCustomerForm(page);
    // The booking's phone is filled in; signUp types another one, the account's.
    await expect(form.getByLabel('Phone number').inputValue()).resolves.toBe('0803 123 4567');
    await expect(form.getByRole('button', { name: /^Create account and book/ }).textContent()).resolves.toContain(defaultCleaningPrice());
    await signUp(form, `bola+${Date.now()}@example.ng`);

    await page.waitForURL('**/order/confirmed/**');
    const reference = (await page.locator('.order-confirmation__reference').textContent()) ?? '';
    expect(reference).toMatch(/^ILE-[A-Z0-9]{6}$/);

    await page.goto('/dashboard');
    await page.getByText(reference).first().waitFor();
    await page.getByText(defaultCleaningPrice()).first().waitFor();
    const bookings = await bookingsOf(page);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]).toMatchObject({ reference, status: 'pending_payment' });
    await page.context().close();
  });

  it('when the booking fails right after sign-up, then /order/finalize shows the error with the form intact and Retry books once', async () => {
    const page = await newPage();
    await fillCleaningVisit(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/signin');

    // The first booking request reaches the server and books, but its answer never reaches the phone.
    const dropped = await dropFirstAnswer(page, '**/app/home');
    await signUp(await newCustomerForm(page), `handoff+${Date.now()}@example.ng`);

    await page.waitForURL('**/order/finalize');
    await page.getByRole('alert').filter({ hasText: 'Tap Retry' }).waitFor();
    await page.getByText('12 Aminu Kano Crescent').first().waitFor();
    await page.getByText('0803 123 4567').first().waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();

    await page.waitForURL('**/order/confirmed/**');
    expect(dropped()).toBe(true);
    expect(await bookingsOf(page)).toHaveLength(1);
    await page.context().close();
  });

  it('when Confirm is double-clicked, then exactly one booking is made', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await signUp(page, `double+${Date.now()}@example.ng`);
    await page.waitForURL('**/dashboard');
    await fillCleaningVisit(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/order/finalize');

    await page.getByRole('button', { name: /^Confirm booking/ }).dblclick();
    await page.waitForURL('**/order/confirmed/**');
    expect(await bookingsOf(page)).toHaveLength(1);
    await page.context().close();
  });

  it('when the answer to Confirm is lost and the customer retries, then exactly one booking is made', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await signUp(page, `retry+${Date.now()}@example.ng`);
    await page.waitForURL('**/dashboard');
    await fillCleaningVisit(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/order/finalize');

    // The first request reaches the server and books, but its answer never reaches the phone.
    const dropped = await dropFirstAnswer(page, '**/app/home');
    await page.getByRole('button', { name: /^Confirm booking/ }).click();
    await page.getByRole('button', { name: 'Retry' }).click();

    await page.waitForURL('**/order/confirmed/**');
    const bookings = await bookingsOf(page);
    expect(dropped()).toBe(true);
    expect(bookings).toHaveLength(1);
    await page.context().close();
  });
});
