// Proves, on `npm start` in Chromium at 360 px, that a phone number typed at an e-mail sign-up opens
// nothing: when the number's real owner continues with their phone, the texted code makes them a
// new account of their own (their name is asked), never the squatter's, whose booking stays unseen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { bookingsOf, codeTextedTo, DEMO_ADMIN, fillCleaningVisit, newPage, runPhone, signIn, signUp } from './journeys.ts';
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

interface Me {
  id: string;
  name: string;
  phone: string;
  phoneVerified: boolean;
}

describe('a phone typed at an e-mail sign-up', () => {
  it("when the number's owner signs in by code, then they get an account of their own and never see the squatter's booking", async () => {
    const ownersPhone = runPhone('0807');

    // The squatter signs up by e-mail with the owner's number and books a visit (an address, gate notes).
    const squatter = await newPage(browser, app);
    await squatter.goto('/signup');
    await signUp(squatter, `squatter-${Date.now()}@example.ng`, ownersPhone.typed);
    await squatter.waitForURL('**/dashboard');
    await fillCleaningVisit(squatter);
    await squatter.getByRole('button', { name: 'Continue' }).click();
    await squatter.waitForURL('**/order/finalize');
    await squatter.getByRole('button', { name: /^Confirm booking/ }).click();
    await squatter.waitForURL('**/order/confirmed/**');
    const squattersBookings = await bookingsOf(squatter);
    expect(squattersBookings).toHaveLength(1);
    const squatterMe = ((await (await squatter.request.get('/app/current_user')).json()) as { data: Me }).data;
    expect(squatterMe.phoneVerified).toBe(false);

    // The owner continues with their phone: the code is texted, and the number opens no account.
    const admin = await newPage(browser, app);
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL('**/admin_area');
    const owner = await newPage(browser, app);
    await owner.goto('/signin');
    const phoneForm = owner.getByRole('form', { name: 'Continue with your phone' });
    await phoneForm.getByLabel('Phone number').fill(ownersPhone.typed);
    await phoneForm.getByRole('button', { name: 'Send code' }).click();
    await phoneForm.getByLabel('6-digit code').waitFor();
    await phoneForm.getByLabel('6-digit code').fill(await codeTextedTo(admin, ownersPhone.e164));
    await phoneForm.getByRole('button', { name: 'Sign in' }).click();
    // A number no account has proven is a new one: the name is asked.
    await phoneForm.getByLabel('Full name').fill('Ngozi Eze');
    await phoneForm.getByRole('button', { name: 'Create account' }).click();
    await owner.waitForURL('**/dashboard');

    const ownerMe = ((await (await owner.request.get('/app/current_user')).json()) as { data: Me }).data;
    expect(ownerMe.id).not.toBe(squatterMe.id);
    expect(ownerMe).toMatchObject({ name: 'Ngozi Eze', phone: ownersPhone.e164, phoneVerified: true });
    expect(await bookingsOf(owner)).toEqual([]);
  });
});
