// Proves, on `npm start` in Chromium at 360 px, a customer's data rights end to end: they sign up and
// book, download their data from /account (the file holds their booking's reference), delete their
// account after the confirmation step, land signed out on the home page, and can sign up again with
// the same e-mail and phone as a new account that sees none of the old bookings.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { bookingsOf, fillCleaningVisit, newPage, runPhone, signUp } from './journeys.ts';
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

describe("a customer's data rights", () => {
  it('when a customer downloads their data and deletes their account, then the file holds their booking and the same e-mail and phone sign up afresh with no old bookings', async () => {
    const email = `data-rights-${Date.now()}@example.ng`;
    const phone = runPhone('0806');
    const page = await newPage(browser, app);

    await page.goto('/signup');
    await signUp(page, email, phone.typed);
    await page.waitForURL('**/dashboard');
    await fillCleaningVisit(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/order/finalize');
    await page.getByRole('button', { name: /^Confirm booking/ }).click();
    await page.waitForURL('**/order/confirmed/**');
    const reference = ((await page.locator('.order-confirmation__reference').textContent()) ?? '').trim();
    expect(reference).toMatch(/^ILE-[A-Z0-9]{6}$/);

    // The download: a JSON file built in the page (a Blob link) from the export.
    await page.goto('/account');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^ile-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { account: { email: string | null; pendingEmail: string | null; phone: string }; bookings: { reference: string }[] };
    // The e-mail typed at sign-up waits for its confirmation link: the file holds it all the same.
    expect(file.account).toMatchObject({ email: null, pendingEmail: email, phone: phone.e164 });
    expect(file.bookings.map((booking) => booking.reference)).toEqual([reference]);

    // Deleting asks first, then lands on the home page, signed out, with the confirmation.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm deleting your account' });
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/app/account/delete');
    await confirm.getByRole('button', { name: 'Yes, delete my account' }).click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(200);
    // On the home page (not /signin: the app is signed out only once home is on screen).
    await page.getByText('Your account is deleted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const me = (await (await page.request.get('/app/current_user')).json()) as { data: unknown };
    expect(me.data).toBe(false);

    // The same e-mail and phone are free again: a new account, with none of the old bookings.
    await page.goto('/signup');
    await signUp(page, email, phone.typed);
    await page.waitForURL('**/dashboard');
    expect(await bookingsOf(page)).toEqual([]);
  });
});
