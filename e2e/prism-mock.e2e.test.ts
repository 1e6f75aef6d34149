// Proves a front-end developer can work against the Prism mock all day: `MOCK_USER=admin npm run
// dev:mock` walks the admin area, and `MOCK_USER=customer` books from each of the 18 service pages to
// a confirmation, in Chromium at 360 px, with no answer that breaks the spec (Prism marks those with
// an `sl-violations` header) and no screen that failed to load.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SERVICE_PAGES } from '@ile/domain';
import { launchChromium } from './browser.ts';
import { fillVisitAddress, newPage, signIn } from './journeys.ts';
import type { RunningApp } from './start-app.ts';
import { startMock } from './start-mock.ts';

let browser: Browser;
const mocks: RunningApp[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all(mocks.map((mock) => mock.stop()));
});

/** A phone-sized page on the mock that records every /app answer Prism marked as breaking the spec. */
async function pageRecordingViolations(mock: RunningApp): Promise<{ page: Page; violations: string[] }> {
  const page = await newPage(browser, mock);
  const violations: string[] = [];
  page.on('response', (response) => {
    const header = response.headers()['sl-violations'];
    if (header) violations.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}: ${header}`);
  });
  return { page, violations };
}

/** The screen settled: its heading is shown and nothing says it failed to load. */
async function settled(page: Page, heading: string | RegExp = /./): Promise<void> {
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expect(page.getByText(/couldn.t load|could not load|something went wrong/i).count()).resolves.toBe(0);
}

describe('MOCK_USER=admin npm run dev:mock', () => {
  it('walks the admin area: overview, bookings and one booking, pros and one pro, the catalogue and one service, messages, reviews, claims, outbox, notifications', async () => {
    const mock = await startMock('admin');
    mocks.push(mock);
    const { page, violations } = await pageRecordingViolations(mock);

    await page.goto('/admin_area');
    await settled(page, 'Dashboard');
    await page.locator('a[href*="/admin_area/booking/view/"]').first().click();
    await page.waitForURL('**/admin_area/booking/view/**');
    await settled(page);

    await page.goto('/admin_area/pros');
    await settled(page);
    await page.locator('a[href*="/admin_area/pro/view/"]').first().click();
    await page.waitForURL('**/admin_area/pro/view/**');
    await settled(page);

    await page.goto('/admin_area/services');
    await settled(page);
    await page.locator('a[href*="/admin_area/service/view/"]').first().click();
    await page.waitForURL('**/admin_area/service/view/**');
    await settled(page);

    for (const path of ['/admin_area/messages', '/admin_area/reviews', '/admin_area/claims', '/admin_area/outbox', '/pushnotetool']) {
      await page.goto(path);
      await settled(page);
    }
    expect(violations).toEqual([]);
  });
});

describe('MOCK_USER=customer npm run dev:mock', () => {
  it('books from each of the 18 service pages to a confirmation', async () => {
    const mock = await startMock('customer');
    mocks.push(mock);
    const { page, violations } = await pageRecordingViolations(mock);
    const booked: string[] = [];

    for (const { slug } of SERVICE_PAGES) {
      try {
        await page.goto(`/services/${slug}`);
        await fillVisitAddress(page);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL('**/order/finalize');
        await page.getByRole('button', { name: /^Confirm booking/ }).click();
        await page.waitForURL('**/order/confirmed/**');
        await settled(page);
      } catch (error) {
        throw new Error(`booking from /services/${slug}: ${String(error)}`);
      }
      booked.push(slug);
    }
    expect(booked).toHaveLength(18);
    expect(violations).toEqual([]);
  });
});

describe('MOCK_USER=pro npm run dev:mock', () => {
  it("opens the pro's jobs and one job", async () => {
    const mock = await startMock('pro');
    mocks.push(mock);
    const { page, violations } = await pageRecordingViolations(mock);
    await page.goto('/pro/jobs');
    await settled(page, 'My jobs');
    await page.locator('a[href*="/pro/jobs/"]').first().click();
    await page.waitForURL('**/pro/jobs/**');
    await settled(page);
    expect(violations).toEqual([]);
  });
});

describe('MOCK_USER=visitor npm run dev:mock', () => {
  it('signs in to the dashboard, and signs out to a signed-out home page', async () => {
    const mock = await startMock('visitor');
    mocks.push(mock);
    const { page, violations } = await pageRecordingViolations(mock);
    await signIn(page, 'ada@example.ng', 'any password the mock accepts');
    await page.waitForURL('**/dashboard');
    await settled(page);
    await page.goto('/app/logout');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).waitFor();
    expect(violations).toEqual([]);
  });
});
