// Proves paying end to end on `npm start` in Chromium with the built-in test provider (the
// default when no Paystack keys are set): book, pay from the confirmation, come back to a verified
// payment, see "Paid" on /dashboard and open the receipt; a declined card leaves the booking
// payable and paying again works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { bookingsOf, defaultCleaningPrice, newPage, payAtTestCheckout, signUpAndBookCleaning } from './journeys.ts';
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

const price = defaultCleaningPrice();

describe('paying for a booking', () => {
  it('when a customer pays with the test provider, then the dashboard shows the booking paid and the receipt has the payment', async () => {
    const page = await newPage(browser, app);
    const reference = await signUpAndBookCleaning(page, `paying+${Date.now()}@example.ng`);

    await payAtTestCheckout(page, `Pay ${price}`, price);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();

    await page.goto('/dashboard');
    const row = page.getByRole('list', { name: 'Your bookings, newest first' }).locator('li', { hasText: reference });
    await row.getByText('Paid', { exact: true }).waitFor();
    const [booking] = await bookingsOf(page);
    expect(booking).toMatchObject({ reference, status: 'paid' });

    await row.getByRole('link', { name: 'View receipt' }).click();
    await page.waitForURL('**/receipt');
    const receipt = page.locator('.receipt__paper');
    await receipt.getByText(reference).first().waitFor();
    await receipt.getByText(price).first().waitFor();
    await expect(receipt.textContent()).resolves.toMatch(new RegExp(`${reference}-[A-Z0-9]{8}`));
    await page.context().close();
  });

  it('when the card is declined, then the booking stays payable and paying again succeeds', async () => {
    const page = await newPage(browser, app);
    const reference = await signUpAndBookCleaning(page, `declined+${Date.now()}@example.ng`);

    await payAtTestCheckout(page, 'Decline card', price);
    await page.getByRole('heading', { name: 'Your payment didn’t go through' }).waitFor();
    expect((await bookingsOf(page))[0]).toMatchObject({ reference, status: 'pending_payment' });

    await payAtTestCheckout(page, `Pay ${price}`, price);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    expect((await bookingsOf(page))[0]).toMatchObject({ reference, status: 'paid' });
    await page.context().close();
  });
});
