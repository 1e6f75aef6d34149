// Proves the walking skeleton end to end on `npm start` in Chromium: sign up, sign out, the demo
// admin's navigation, the guards, and a clean SIGTERM shutdown.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { startApp, type RunningApp } from './start-app.ts';
import { useEmailSignIn } from './journeys.ts';


let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width, height: 900 } });
  return context.newPage();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('npm start', () => {
  it('when it starts, then it prints the demo logins', () => {
    expect(app.output()).toContain('admin@ile.ng');
    expect(app.output()).toContain('ada@example.ng');
  });

  it('when a signed-out visitor opens a guarded route, then they land on /signin', async () => {
    const page = await newPage();
    for (const guarded of ['/dashboard', '/admin_area', '/admin_area/services']) {
      await page.goto(guarded);
      await page.waitForURL('**/signin');
      await page.getByRole('button', { name: 'Send code' }).waitFor();
    }
    await page.goto('/order/finalize');
    await page.waitForURL('**/signin');
    await page.context().close();
  });

  it('when a visitor signs up, then they are signed in as a customer and can sign out', async () => {
    const page = await newPage();
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Chiamaka Eze');
    await page.getByLabel('E-mail address').fill(`chiamaka+${Date.now()}@example.ng`);
    await page.getByLabel('Phone number').fill('0809 555 1234');
    await page.getByLabel('Password', { exact: true }).fill('moimoi-and-pap-2026');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/dashboard');
    await mainNav(page).getByRole('link', { name: 'Bookings' }).waitFor();
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' }).count()).resolves.toBe(0);

    await mainNav(page).getByRole('link', { name: 'Logout' }).click();
    await mainNav(page).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // Signed out for real: the guard sends the visitor back to sign in.
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    await page.context().close();
  });

  it('when the demo admin signs in, then the admin navigation shows', async () => {
    const page = await newPage();
    await page.goto('/signin');
    await useEmailSignIn(page);
    await page.getByLabel('E-mail address').fill('admin@ile.ng');
    await page.getByLabel('Password', { exact: true }).fill('IleAdmin-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();

    // The admin screens are a lazy chunk: the navigation may show the admin before the URL changes.
    await page.waitForURL('**/admin_area');
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Sign Out' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin_area');
    await expect(nav.getByRole('link', { name: 'Dashboard' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Services' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Become a Pro' }).count()).resolves.toBe(0);
    await expect(nav.getByRole('link', { name: 'Bookings' }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('when a wrong password is typed, then the form says so and keeps the e-mail', async () => {
    const page = await newPage(360);
    await page.goto('/signin');
    await useEmailSignIn(page);
    await page.getByLabel('E-mail address').fill('ada@example.ng');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/do not match/i).first().waitFor();
    await expect(page.getByLabel('E-mail address').inputValue()).resolves.toBe('ada@example.ng');
    await page.context().close();
  });

  it('when it gets SIGTERM, then it drains and exits 0', async () => {
    await expect(app.stop()).resolves.toBe(0);
  });
});
