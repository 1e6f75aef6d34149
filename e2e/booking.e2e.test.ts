// Proves the booking journey end to end on `npm start` in Chromium: a signed-out visitor fills the
// home-cleaning form, signs up, comes back to /order/finalize with the form intact, confirms, sees
// the confirmation, and finds the booking at the right price on /dashboard; a double click and a
// dropped answer followed by a retry each make exactly one booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { DEFAULT_CATALOGUE, formatNaira, quote } from '@ile/domain';
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

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 360, height: 800 } });
  return context.newPage();
}

/** The home-cleaning form's defaults, priced the way the server prices them. */
function defaultCleaningPrice(): string {
  const cleaning = DEFAULT_CATALOGUE.find((e) => e.key === 'home-cleaning');
  if (!cleaning) throw new Error('home-cleaning missing from the catalogue');
  return formatNaira(quote('home-cleaning', { cleaningType: 'standard', bedrooms: 2, bathrooms: 1 }, cleaning.priceItems).totalKobo);
}

async function fillCleaningVisit(page: Page): Promise<void> {
  await page.goto('/services/home-cleaning');
  await page.getByLabel('House number and street').fill('12 Aminu Kano Crescent');
  await page.getByLabel('Nearest landmark').fill('Opposite Banex Plaza');
  await page.getByLabel('Area or estate').fill('Wuse 2');
  await page.getByLabel('Town or city').fill('Abuja');
  await page.getByLabel('State', { exact: true }).selectOption('FCT');
  await page.getByLabel('Phone number').fill('0803 123 4567');
}

async function signUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('Full name').fill('Bola Adeyemi');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill('0805 555 0101');
  await page.getByLabel('Password', { exact: true }).fill('ofada-rice-and-stew-7');
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** The signed-in customer's bookings, read through the real API with the page's session. */
async function bookingsOf(page: Page): Promise<{ reference: string; status: string; price: { totalKobo: number } }[]> {
  return page.evaluate(async () => {
    const response = await fetch('/app/fetchCompleteBookings', { headers: { Accept: 'application/json' } });
    const body: { data: { reference: string; status: string; price: { totalKobo: number } }[] } = await response.json();
    return body.data;
  });
}

describe('booking a cleaner', () => {
  it('when a signed-out visitor books, then sign-up brings them back with the form intact and the booking lands on the dashboard', async () => {
    const page = await newPage();
    await fillCleaningVisit(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL('**/signin');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/signup');
    await signUp(page, `bola+${Date.now()}@example.ng`);

    await page.waitForURL('**/order/finalize');
    await page.getByText('12 Aminu Kano Crescent').first().waitFor();
    await page.getByText('0803 123 4567').first().waitFor();
    const confirm = page.getByRole('button', { name: /^Confirm booking/ });
    await expect(confirm.textContent()).resolves.toContain(defaultCleaningPrice());
    await confirm.click();

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
    let dropped = false;
    await page.route('**/app/home', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      return route.abort('connectionreset');
    });
    await page.getByRole('button', { name: /^Confirm booking/ }).click();
    await page.getByRole('button', { name: 'Retry' }).click();

    await page.waitForURL('**/order/confirmed/**');
    const bookings = await bookingsOf(page);
    expect(dropped).toBe(true);
    expect(bookings).toHaveLength(1);
    await page.context().close();
  });
});
