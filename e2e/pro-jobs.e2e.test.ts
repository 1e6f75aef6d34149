// Proves the pro's side end to end on `npm start` in Chromium at 360 px: a customer books and pays,
// the admin approves an applicant, the pro sets a password from the e-mailed link, the admin assigns them,
// sees the job with the customer's phone, marks on my way → started → done, and the customer sees
// each step and reviews the pro. The app runs as if it were 6am in Lagos (e2e/server-clock.mjs), so
// the visit can be today whatever hour CI runs at.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { addDaysToDay, todayInLagos } from '@ile/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { applyAsPro, bookingsOf, DEMO_ADMIN, defaultCleaningPrice, fillCleaningVisit, payAtTestCheckout, signIn, signUp } from './journeys.ts';
import { startApp, type RunningApp } from './start-app.ts';

/** The next 6am in Lagos: the whole journey's "now" (the afternoon window is then six hours ahead). */
function nextSixAmInLagos(): Date {
  const real = new Date();
  const today = todayInLagos(real);
  const sixToday = new Date(`${today}T06:00:00+01:00`);
  return sixToday.getTime() > real.getTime() ? sixToday : new Date(`${addDaysToDay(today, 1)}T06:00:00+01:00`);
}

const NOW = nextSixAmInLagos();
const VISIT_DAY = todayInLagos(NOW);
let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  const clock = pathToFileURL(resolve(import.meta.dirname, 'server-clock.mjs')).href;
  app = await startApp({ E2E_NOW: NOW.toISOString(), NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${clock}`.trim() });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A phone-sized page whose clock agrees with the server's. */
async function phonePage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 360, height: 800 } });
  await context.clock.install({ time: NOW });
  return context.newPage();
}

/** The newest e-mail to `to` whose subject matches, as the admin's outbox call answers it. */
async function mailTo(admin: Page, to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  const answer = await admin.request.get('/app/admin/outbox?page=1&pageSize=50');
  const body: unknown = await answer.json();
  const items = (body as { data: { items: { to: string; subject: string; text: string }[] } }).data.items;
  const mail = items.find((item) => item.to === to && subject.test(item.subject));
  if (!mail) throw new Error(`no e-mail to ${to} in the outbox: ${items.map((item) => item.to).join(', ')}`);
  return mail;
}

describe("a pro's job, from assignment to review", () => {
  it('when the admin assigns an approved pro, then the pro signs in from the e-mailed link, works the job step by step and the customer sees each step and reviews', async () => {
    const stamp = Date.now();
    const proName = `Musa ${String(stamp).slice(-4).replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)] ?? d)}`;
    const proEmail = `musa+${stamp}@example.ng`;

    const visitor = await phonePage();
    await applyAsPro(visitor, proName, proEmail, `0803 ${String(stamp).slice(-7, -4)} ${String(stamp).slice(-4)}`);
    await visitor.context().close();

    // The customer books today's afternoon and pays.
    const customer = await phonePage();
    await customer.goto('/signup');
    await signUp(customer, `pro-journey+${stamp}@example.ng`);
    await customer.waitForURL('**/dashboard');
    await fillCleaningVisit(customer);
    await customer.getByLabel('Preferred day').fill(VISIT_DAY);
    await customer.getByRole('radio', { name: /^Afternoon/ }).check();
    await customer.getByRole('button', { name: 'Continue' }).click();
    await customer.waitForURL('**/order/finalize');
    await customer.getByRole('button', { name: /^Confirm booking/ }).click();
    await customer.waitForURL('**/order/confirmed/**');
    const price = defaultCleaningPrice();
    await payAtTestCheckout(customer, `Pay ${price}`, price);
    await customer.getByRole('heading', { name: 'Payment received' }).waitFor();
    const [booking] = await bookingsOf(customer);
    if (!booking) throw new Error('the customer has no booking');

    // The admin approves the applicant and assigns them.
    const admin = await phonePage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL('**/admin_area');
    await admin.goto('/admin_area/pros?status=pending');
    await admin.getByRole('link', { name: proName }).click();
    await admin.getByRole('region', { name: 'Decision' }).getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved', { exact: true }).first().waitFor();

    // The pro follows the link in the approval e-mail (which proves their e-mail) and sets a password.
    const approval = await mailTo(admin, proEmail, /You are approved/);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(approval.text)?.[0];
    if (!link) throw new Error(`the approval e-mail has no link:\n${approval.text}`);
    const pro = await phonePage();
    await pro.goto(new URL(link).pathname + new URL(link).search);
    await pro.getByLabel('New password', { exact: true }).fill('Egusi-Soup-2026!');
    await pro.getByRole('button', { name: 'Save and sign in' }).click();
    await pro.waitForURL('**/pro/jobs');

    // The admin assigns them; the job's e-mail reaches the now proven address, and the job is on their list.
    await admin.goto(`/admin_area/booking/view/${booking.id}`);
    const proSection = admin.getByRole('region', { name: 'Pro' });
    await proSection.getByRole('radio', { name: new RegExp(proName) }).check();
    await proSection.getByRole('button', { name: 'Assign pro' }).click();
    await proSection.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('Pro assigned', { exact: true }).first().waitFor();
    await expect.poll(async () => (await mailTo(admin, proEmail, /^New job/).catch(() => null))?.text ?? '').toContain('Landmark: Opposite Banex Plaza');
    await pro.reload();
    await pro.getByRole('region', { name: /^Today/ }).getByRole('link', { name: /Home cleaning/ }).click();
    await pro.waitForURL(`**/pro/jobs/${booking.id}`);
    await pro.getByRole('link', { name: 'Call 0803 123 4567' }).waitFor();

    // On my way → started → done, each confirmed on the screen; the customer sees each.
    const step = async (button: string, customerSees: string) => {
      await pro.getByRole('button', { name: button }).click();
      await pro.getByRole('form', { name: 'Confirm the step' }).getByRole('button', { name: 'Confirm' }).click();
      await pro.getByRole('status').filter({ hasText: /told/ }).first().waitFor();
      await customer.goto(`/dashboard/bookings/${booking.id}`);
      await customer.getByText(customerSees).first().waitFor();
    };
    await step('I’m on my way', 'On the way');
    await step('Start job', 'Started');
    await pro.getByRole('button', { name: 'Mark as done' }).click();
    await pro.getByLabel(/note/i).fill('All rooms done; the kitchen tap drips.');
    await pro.getByRole('form', { name: 'Confirm the step' }).getByRole('button', { name: 'Confirm' }).click();
    await customer.goto(`/dashboard/bookings/${booking.id}`);
    await customer.getByText('All rooms done; the kitchen tap drips.').waitFor();
    expect((await bookingsOf(customer))[0]).toMatchObject({ status: 'completed' });

    // The customer rates the pro on the booking's page (the radio sits inside its star).
    const review = customer.getByRole('form', { name: 'Review this job' });
    await review.locator('label', { has: customer.getByRole('radio', { name: /^5 stars/ }) }).click();
    await review.getByLabel(/Tell us more/).fill('Came on time and the flat is spotless.');
    await review.getByRole('button', { name: 'Publish my review' }).click();
    await customer.getByRole('heading', { name: 'Your review' }).waitFor();
    expect((await bookingsOf(customer))[0]?.review).toMatchObject({ rating: 5 });
    await Promise.all([customer.context().close(), admin.context().close(), pro.context().close()]);
  });
});
