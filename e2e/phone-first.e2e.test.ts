// Proves phone first end to end on `npm start` in Chromium at 360 px: a new customer books home
// cleaning for someone else at home, signs up with their phone alone (the code read from the texts
// outbox, as an admin sees it), pays, and once the admin assigns a pro, the texts to the customer,
// to the person at home and to the pro are all in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { bookingsOf, codeTextedTo, DEMO_ADMIN, defaultCleaningPrice, fillCleaningVisit, newPage, payAtTestCheckout, runPhone, signIn, texts } from './journeys.ts';
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

describe('phone first', () => {
  it('when a new customer books for someone else at home with only their phone and pays, then both phones get the visit texts and the pro gets the job', async () => {
    const customerPhone = runPhone('0806');
    const homePhone = runPhone('0807');
    const admin = await newPage(browser, app);
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL('**/admin_area');

    // The booking: the visit, and someone else at home.
    const page = await newPage(browser, app);
    await fillCleaningVisit(page);
    await page.getByRole('radio', { name: /^Someone else/ }).check();
    await page.getByLabel('Their name').fill('Funke Bello');
    await page.getByLabel('Their phone number').fill(homePhone.typed);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Finish your booking with the phone: code from the texts outbox, then the name a new number needs.
    await page.waitForURL('**/signin');
    const phoneForm = page.getByRole('form', { name: 'Continue with your phone' });
    await phoneForm.getByLabel('Phone number').fill(customerPhone.typed);
    await phoneForm.getByRole('button', { name: 'Send code' }).click();
    await phoneForm.getByLabel('6-digit code').waitFor();
    await phoneForm.getByLabel('6-digit code').fill(await codeTextedTo(admin, customerPhone.e164));
    await phoneForm.getByRole('button', { name: /^Sign in and book/ }).click();
    await phoneForm.getByLabel('Full name').fill('Bola Adeyemi');
    await phoneForm.getByRole('button', { name: /^Create account and book/ }).click();
    await page.waitForURL('**/order/confirmed/**');

    // Pays with the test provider.
    const price = defaultCleaningPrice();
    await payAtTestCheckout(page, `Pay ${price}`, price);
    await page.getByRole('heading', { name: 'Payment received' }).waitFor();
    const [booking] = await bookingsOf(page);
    if (!booking) throw new Error('the customer has no booking');

    // The booking's page shows who will be home.
    await page.goto(`/dashboard/bookings/${booking.id}`);
    await page.getByText('Funke Bello').first().waitFor();

    // The admin assigns the demo cleaner.
    await admin.goto(`/admin_area/booking/view/${booking.id}`);
    const proSection = admin.getByRole('region', { name: 'Pro' });
    await proSection.getByRole('radio', { name: /Chioma Nwosu/ }).check();
    await proSection.getByRole('button', { name: 'Assign pro' }).click();
    await proSection.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Pro assigned', { exact: true }).first().waitFor();

    const outbox = await texts(admin);
    const purposesTo = (to: string) => outbox.filter((text) => text.to === to).map((text) => text.purpose);
    expect(purposesTo(customerPhone.e164)).toEqual(expect.arrayContaining(['sign_in_code', 'booking_confirmed', 'pro_assigned']));
    expect(purposesTo(homePhone.e164)).toEqual(['pro_assigned']);
    expect(purposesTo('+2348030000102')).toContain('pro_job_assigned');
    const toHome = outbox.find((text) => text.to === homePhone.e164);
    expect(toHome?.body).toContain(booking.reference);
    expect(toHome?.body).toContain('Chioma');
    // Without a Termii key every text is kept in the outbox, never sent.
    expect(new Set(outbox.map((text) => text.status))).toEqual(new Set(['kept']));

    // The pro sees who will be home.
    const pro = await newPage(browser, app);
    await signIn(pro, 'chioma.nwosu@example.ng', 'IlePro-2026');
    await pro.waitForURL('**/pro/jobs');
    await pro.goto(`/pro/jobs/${booking.id}`);
    await pro.getByText('Funke Bello').first().waitFor();
    for (const context of [page, admin, pro].map((p) => p.context())) await context.close();
  });
});
