// Proves the pre-rendered public pages on `npm start` in Chromium: the HTML of a service page already
// holds the booking form and the catalogue; the page hydrates without a catalogue request and without
// hydration errors; a signed-in customer and an admin see their own navigation; an admin's price change
// reaches the pre-rendered page at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatNaira } from '@ile/domain';
import { launchChromium } from './browser.ts';
import { DEMO_ADMIN, newPage, signIn } from './journeys.ts';
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

/** The page's HTML as a browser without JavaScript gets it. */
async function htmlOf(path: string): Promise<string> {
  const response = await fetch(`${app.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

function inlinedCatalogue(html: string): { key: string; fromPriceKobo: number }[] {
  const match = /<script type="application\/json" id="ile-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('the page has no inlined data');
  const data: { catalogue: { key: string; fromPriceKobo: number }[] } = JSON.parse(match[1]);
  return data.catalogue;
}

/** What a page asked /app for, and what went wrong in its console, from now on. */
function watch(page: Page) {
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/app/')) requests.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { requests, problems };
}

/** Opened again, the pre-rendered form comes back with what was typed in `label`, and can be used. */
async function expectKeptAfterReload(page: Page, label: string, typed: string): Promise<void> {
  await page.reload();
  await expect.poll(() => page.getByLabel(label).inputValue()).toBe(typed);
  await expect.poll(() => page.getByLabel(label).isEnabled()).toBe(true);
}

describe('pre-rendered public pages', () => {
  it('when an unknown page is opened, then HTTP 404 with the app, which shows its not-found screen; every page says the demo moves no real money', async () => {
    for (const path of ['/no-such-page', '/services/no-such-service', '/admin_area/no-such-screen']) {
      const response = await fetch(`${app.baseUrl}${path}`, { headers: { Accept: 'text/html' } });
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    const page = await newPage(browser, app);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: "We can't find that page" }).waitFor();
    expect(await page.getByRole('note').first().textContent()).toBe('Demo: no real money moves.');
    await page.close();
    expect(await htmlOf('/dashboard')).toContain('<div id="root">');
  });

  it('when a service page is fetched without JavaScript, then its HTML already holds the booking form and the catalogue', async () => {
    const html = await htmlOf('/services/home-cleaning');
    expect(html).toMatch(/<form[^>]*class="service-form"/);
    expect(html).toContain('House number and street');
    expect(html).toContain('>Continue<');
    expect(html).toMatch(/<h1>Home cleaning by vetted cleaners<\/h1>/);
    // The screen's title, in the head and only there (not left in the page's markup).
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Home cleaning · Book online · Ilé</title>']);
    const cleaning = inlinedCatalogue(html).find((service) => service.key === 'home-cleaning');
    expect(cleaning?.fromPriceKobo).toBeGreaterThan(0);
    expect(html).toContain(`From <strong>${formatNaira(cleaning?.fromPriceKobo ?? 0)}</strong>`);
    // The loader time as configured (npm start under the tests: 0).
    expect(html).toContain('<meta name="ile:startup-loader-ms" content="0" />');
  });

  it('when a visitor opens a service page, then the form is usable with no catalogue request before it, one current-user request, and no hydration error', async () => {
    const page = await newPage(browser, app);
    const seen = watch(page);
    await page.goto('/services/home-cleaning');
    await page.locator('#ile-loader').waitFor({ state: 'detached' });
    // Usable: typing is kept and the price answers the form (both need the hydrated app).
    const price = page.locator('.price-summary__total');
    const before = await price.textContent();
    await page.getByLabel('House number and street').fill('12 Aminu Kano Crescent');
    await page.getByRole('button', { name: 'More: Bedrooms' }).click();
    await expect.poll(() => price.textContent()).not.toBe(before);
    expect(seen.requests.filter((path) => path === '/app/fetchServices')).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(seen.requests.filter((path) => path === '/app/fetchServices')).toEqual([]);
    expect(seen.requests.filter((path) => path === '/app/current_user')).toHaveLength(1);
    expect(seen.problems).toEqual([]);
    // What was typed is kept as a draft: opened again, the pre-rendered form (rendered without it)
    // starts over from it once the app is up.
    await expectKeptAfterReload(page, 'House number and street', '12 Aminu Kano Crescent');
    expect(seen.problems).toEqual([]);
    // A navigation inside the app names the next page.
    expect(await page.title()).toBe('Home cleaning · Book online · Ilé');
    await page.getByRole('link', { name: 'All services' }).first().click();
    await expect.poll(() => page.title()).toBe('All services · Ilé');
    await page.context().close();
  });

  it('when a first-time visitor opens a pre-rendered page, then it shows before GET /app/current_user answers; a browser with a session waits for the answer, its scripts not', async () => {
    const page = await newPage(browser, app);
    // GET /app/current_user is held until the test lets it through.
    let release = () => {};
    const hold = () => new Promise<void>((resolve) => (release = resolve));
    let held = hold();
    let asked = 0;
    await page.route('**/app/current_user', async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    // No cookies yet: nobody is signed in, so the page shows without the question being answered.
    await page.goto('/services/home-cleaning');
    await page.locator('#ile-loader').waitFor({ state: 'detached' });
    await expect.poll(() => asked).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Home cleaning by vetted cleaners' }).isVisible()).resolves.toBe(true);
    release();
    await expect.poll(() => page.getByLabel('House number and street').isEnabled()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'XSRF-TOKEN')).toBe(true);

    // Back with the session's cookies: the loader stays until the answer says who this is, and
    // the app's scripts are on their way meanwhile (no round trip added before them).
    held = hold();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => asked).toBe(2);
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await expect(page.locator('#ile-loader').isVisible()).resolves.toBe(true);
    release();
    await page.locator('#ile-loader').waitFor({ state: 'detached' });
    expect(asked).toBe(2);
    await page.context().close();
  });

  // A pre-rendered form starts as the server rendered it; a kept draft must still come back.
  const KEPT_DRAFTS = [
    { path: '/pro', what: 'the application they started', label: 'Full name', typed: 'Chidi Okafor' },
    { path: '/contact', what: 'the message they started', label: 'Your message', typed: 'My cleaner left early on Saturday.' },
  ];
  for (const { path, what, label, typed } of KEPT_DRAFTS) {
    it(`when someone comes back to the pre-rendered ${path} page, then ${what} is there again`, async () => {
      const page = await newPage(browser, app);
      const seen = watch(page);
      await page.goto(path);
      await expect.poll(() => page.getByLabel(label).isEnabled()).toBe(true);
      await page.getByLabel(label).fill(typed);
      await expectKeptAfterReload(page, label, typed);
      expect(seen.problems).toEqual([]);
      await page.context().close();
    });
  }

  it('when a signed-in customer or admin opens pre-rendered pages, then they see their own navigation, without hydration errors', async () => {
    const customer = await newPage(browser, app);
    await customer.goto('/signup');
    await customer.getByLabel('Full name').fill('Bola Adeyemi');
    await customer.getByLabel('E-mail address').fill(`prerender+${Date.now()}@example.ng`);
    await customer.getByLabel('Phone number').fill('0805 555 0101');
    await customer.getByLabel('Password', { exact: true }).fill('ofada-rice-and-stew-7');
    await customer.getByRole('button', { name: 'Create account' }).click();
    await customer.waitForURL('**/dashboard');
    const seen = watch(customer);
    for (const path of ['/', '/services/home-cleaning', '/contact']) {
      await customer.goto(path);
      const nav = customer.getByRole('navigation', { name: 'Main', includeHidden: true });
      // Attached, not visible: at phone width the navigation sits behind the Menu button.
      await nav.getByRole('link', { name: 'Bookings', includeHidden: true }).waitFor({ state: 'attached' });
      expect(await nav.getByRole('link', { name: 'Sign In', includeHidden: true }).count(), path).toBe(0);
    }
    // The forms start from the customer's details once they are known.
    await expect.poll(() => customer.getByLabel('Phone number').first().inputValue()).toBe('0805 555 0101');
    expect(seen.problems).toEqual([]);

    const admin = await newPage(browser, app);
    const adminSeen = watch(admin);
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL('**/admin_area');
    await admin.goto('/services/home-cleaning');
    const nav = admin.getByRole('navigation', { name: 'Main', includeHidden: true });
    await nav.getByRole('link', { name: 'Dashboard', includeHidden: true }).waitFor({ state: 'attached' });
    expect(await nav.getByRole('link', { name: 'Sign In', includeHidden: true }).count()).toBe(0);
    expect(adminSeen.problems).toEqual([]);
    await customer.context().close();
    await admin.context().close();
  });

  it('when an admin changes a price, then the pre-rendered page shows the new price at once', async () => {
    const admin = await newPage(browser, app);
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.waitForURL('**/admin_area');
    const updated = await admin.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
      const url = '/app/admin/services/s_home-cleaning';
      const current: { data: { service: { name: string; tagline: string; description: string; includes: string[]; active: boolean; priceItems: { key: string; label: string; amountKobo: number }[] } } } = await (
        await fetch(url, { headers: { Accept: 'application/json' } })
      ).json();
      const { name, tagline, description, includes, active, priceItems } = current.data.service;
      const body = { name, tagline, description, includes, active, priceItems: priceItems.map((item) => ({ ...item, amountKobo: item.amountKobo + 500_000 })) };
      const response = await fetch(url, { method: 'PUT', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': token }, body: JSON.stringify(body) });
      const answer: { data: { service: { fromPriceKobo: number } } } = await response.json();
      return { status: response.status, fromPriceKobo: answer.data.service.fromPriceKobo };
    });
    expect(updated.status).toBe(200);
    const html = await htmlOf('/services/home-cleaning');
    expect(html).toContain(`From <strong>${formatNaira(updated.fromPriceKobo)}</strong>`);
    expect(inlinedCatalogue(html).find((service) => service.key === 'home-cleaning')?.fromPriceKobo).toBe(updated.fromPriceKobo);
    await admin.context().close();
  });
});
