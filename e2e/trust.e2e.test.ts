// Proves reviews and the support inbox end to end on `npm start` in Chromium: a customer whose
// job the admin has completed reviews it and sees the review on the landing page; a visitor sends
// a contact message and the admin reads it in the admin area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { bookingsOf, DEMO_ADMIN, defaultCleaningPrice, newPage, payAtTestCheckout, signIn, signUpAndBookCleaning } from './journeys.ts';
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

async function signInAsAdmin(): Promise<Page> {
  const admin = await newPage(browser, app);
  await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await admin.waitForURL('**/admin_area');
  return admin;
}

describe('reviews', () => {
  it('when the admin completes a customer’s job and the customer reviews it, then the review shows on the landing page', async () => {
    const stamp = Date.now();
    const comment = `Spotless flat and she even cleaned the louvres (${stamp}).`;

    // A customer books home cleaning and pays.
    const customer = await newPage(browser, app);
    await signUpAndBookCleaning(customer, `review+${stamp}@example.ng`);
    const price = defaultCleaningPrice();
    await payAtTestCheckout(customer, `Pay ${price}`, price);
    await customer.getByRole('heading', { name: 'Payment received' }).waitFor();
    const [booking] = await bookingsOf(customer);
    if (!booking) throw new Error('the customer has no booking');

    // The admin assigns one of the demo pros, then moves the job to started and completed.
    const admin = await signInAsAdmin();
    await admin.goto(`/admin_area/booking/view/${booking.id}`);
    const proSection = admin.getByRole('region', { name: 'Pro' });
    await proSection.getByRole('radio').first().check();
    await proSection.getByRole('button', { name: 'Assign pro' }).click();
    await proSection.getByRole('button', { name: 'Confirm' }).click();
    // Each change is confirmed on the screen; the visit is on a later day, so starting now needs a reason.
    await admin.getByRole('button', { name: 'Mark the job as started' }).click();
    await admin.getByLabel('Reason for starting early').fill('The customer asked us to come a day early.');
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('The job is in progress.').waitFor();
    await admin.getByRole('button', { name: 'Mark the job as completed' }).click();
    await admin.getByRole('button', { name: 'Confirm' }).click();
    await admin.getByText('The job is completed.').waitFor();

    // Before the review, the customer cannot have one; the server agrees the job is completed.
    expect((await bookingsOf(customer))[0]).toMatchObject({ status: 'completed', review: null });

    // The customer rates it on the booking's page.
    await customer.goto(`/dashboard/bookings/${booking.id}`);
    const form = customer.getByRole('form', { name: 'Review this job' });
    // The radio is visually hidden inside its star, so tap the star as a person would.
    const fiveStars = form.getByRole('radio', { name: /^5 stars/ });
    await form.locator('label', { has: customer.getByRole('radio', { name: /^5 stars/ }) }).click();
    expect(await fiveStars.isChecked()).toBe(true);
    await form.getByLabel(/Tell us more/).fill(comment);
    await form.getByRole('button', { name: 'Publish my review' }).click();
    await customer.getByRole('heading', { name: 'Your review' }).waitFor();
    expect((await bookingsOf(customer))[0]?.review).toMatchObject({ rating: 5, comment });

    // Anyone opening the landing page sees it among the recent reviews.
    const visitor = await newPage(browser, app);
    await visitor.goto('/');
    const reviews = visitor.getByRole('list', { name: 'What customers say' });
    await reviews.getByText(comment).waitFor();
    await expect(reviews.locator('li', { hasText: comment }).textContent()).resolves.toContain('Bola A.');
    await Promise.all([customer.context().close(), admin.context().close(), visitor.context().close()]);
  });
});

describe('the support inbox', () => {
  it('when a visitor sends a contact message, then an admin reads it and marks it read', async () => {
    const stamp = Date.now();
    const subject = `Fumigation for a 4-bedroom duplex ${stamp}`;
    const message = 'Do your fumigators treat the roof space too? We have rats in the ceiling in Gwarinpa.';

    const visitor = await newPage(browser, app);
    await visitor.goto('/contact');
    const form = visitor.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Your name').fill('Ngozi Eze');
    await form.getByLabel('E-mail address').fill(`ngozi+${stamp}@example.ng`);
    await form.getByLabel(/Phone number/).fill('0809 555 0123');
    await form.getByLabel(/What is it about/).fill(subject);
    await form.getByLabel(/Your message/).fill(message);
    await form.getByRole('button', { name: 'Send message' }).click();
    await visitor.getByRole('heading', { name: 'Message sent' }).waitFor();
    await visitor.context().close();

    const admin = await signInAsAdmin();
    await admin.goto('/admin_area/messages?unread=true');
    const card = admin.getByRole('article', { name: subject });
    await card.getByText(message).waitFor();
    await expect(card.textContent()).resolves.toContain('Ngozi Eze');
    await card.getByRole('button', { name: 'Mark read' }).click();
    await admin.goto('/admin_area/messages');
    await admin.getByRole('article', { name: subject }).getByRole('button', { name: 'Mark unread' }).waitFor();
    await admin.context().close();
  });
});
