// Steps several end-to-end journeys share: a phone-sized page, signing up, filling the
// home-cleaning form, booking it, and reading the customer's bookings through the real API.
import type { Browser, Locator, Page } from 'playwright-core';
import { DEFAULT_CATALOGUE, formatNaira, quote } from '@ile/domain';
import type { RunningApp } from './start-app.ts';

export async function newPage(browser: Browser, app: RunningApp): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, viewport: { width: 360, height: 800 } });
  return context.newPage();
}

/** The home-cleaning form's defaults, priced the way the server prices them. */
export function defaultCleaningPrice(): string {
  const cleaning = DEFAULT_CATALOGUE.find((e) => e.key === 'home-cleaning');
  if (!cleaning) throw new Error('home-cleaning missing from the catalogue');
  return formatNaira(quote('home-cleaning', { cleaningType: 'standard', bedrooms: 2, bathrooms: 1 }, cleaning.priceItems).totalKobo);
}

export async function fillCleaningVisit(page: Page): Promise<void> {
  await page.goto('/services/home-cleaning');
  await fillVisitAddress(page);
}

/** Fills the address and phone every service form asks for (the page must show the form). */
export async function fillVisitAddress(page: Page): Promise<void> {
  // Every address block the form has (moving help has where from and where to); all() does not wait.
  await page.getByLabel('House number and street').first().waitFor();
  for (const [label, value] of [
    ['House number and street', '12 Aminu Kano Crescent'],
    ['Nearest landmark', 'Opposite Banex Plaza'],
    ['Area or estate', 'Wuse 2'],
    ['Town or city', 'Abuja'],
  ] as const) {
    for (const field of await page.getByLabel(label).all()) await field.fill(value);
  }
  for (const field of await page.getByLabel('State', { exact: true }).all()) await field.selectOption('FCT');
  await page.getByLabel('Phone number').fill('0803 123 4567');
}

/**
 * Fills the sign-up form (the page must already show it) and submits. `scope` is the page, or the
 * form itself where the screen has more than one ("finish your booking").
 */
export async function signUp(scope: Page | Locator, email: string, phone = '0805 555 0101'): Promise<void> {
  await scope.getByLabel('Full name').fill('Bola Adeyemi');
  await scope.getByLabel('E-mail address').fill(email);
  await scope.getByLabel('Phone number').fill(phone);
  await scope.getByLabel('Password', { exact: true }).fill('ofada-rice-and-stew-7');
  // "Create account", or "Create account and book · ₦…" when it books too.
  await scope.getByRole('button', { name: 'Create account' }).click();
}

/** /signin offers the phone first: switch to e-mail and password. */
export async function useEmailSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Use e-mail and password instead' }).click();
}

/** The "finish your booking" screen's new-customer form (the one /signin shows with a kept draft), e-mail way. */
export async function newCustomerForm(page: Page): Promise<Locator> {
  await useEmailSignIn(page);
  return page.getByRole('form', { name: 'Create your account' });
}

/** A new customer signs up and books home cleaning; resolves on the confirmation page with its reference. */
export async function signUpAndBookCleaning(page: Page, email: string): Promise<string> {
  await page.goto('/signup');
  await signUp(page, email);
  await page.waitForURL('**/dashboard');
  await fillCleaningVisit(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/order/finalize');
  await page.getByRole('button', { name: /^Confirm booking/ }).click();
  await page.waitForURL('**/order/confirmed/**');
  return (await page.locator('.order-confirmation__reference').textContent()) ?? '';
}

export interface BookingSeen {
  id: string;
  reference: string;
  status: string;
  proName: string | null;
  price: { totalKobo: number };
  review: { rating: number; comment: string } | null;
}

/** The signed-in customer's bookings, read through the real API with the page's session. */
export async function bookingsOf(page: Page): Promise<BookingSeen[]> {
  return page.evaluate(async () => {
    const response = await fetch('/app/fetchCompleteBookings', { headers: { Accept: 'application/json' } });
    const body: { data: BookingSeen[] } = await response.json();
    return body.data;
  });
}

/** Signs in through the sign-in form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/signin');
  await useEmailSignIn(page);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** From a page showing a Pay button for `price`: open the test checkout, choose `choice` there, come back. */
export async function payAtTestCheckout(page: Page, choice: string | RegExp, price: string): Promise<void> {
  await page.getByRole('button', { name: `Pay ${price}` }).first().click();
  await page.waitForURL('**/pay/test/**');
  await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
  await page.getByRole('button', { name: choice }).click();
  await page.waitForURL('**/pay/*/return**');
}

/**
 * The first request to `url` reaches the server and is answered there, but the answer never reaches
 * the page; later ones pass. Says whether that has happened yet.
 */
export async function dropFirstAnswer(page: Page, url: string): Promise<() => boolean> {
  let dropped = false;
  await page.route(url, async (route) => {
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    return route.abort('connectionreset');
  });
  return () => dropped;
}

/** The demo admin from the demo data `npm start` seeds. */
export const DEMO_ADMIN = { email: 'admin@ile.ng', password: 'IleAdmin-2026' } as const;

const BIO = 'Eight years of home cleaning in Wuse and Garki; my customers call me back every month.';

/** A visitor applies as a home cleaner in FCT; resolves with the application's PRO- reference. */
export async function applyAsPro(page: Page, name: string, email: string, phone: string): Promise<string> {
  await page.goto('/pro/apply');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('checkbox', { name: 'Home cleaning' }).check();
  await page.getByLabel('State you work in').selectOption('FCT');
  await page.getByLabel('Area').fill('Wuse');
  await page.getByLabel('Years of experience').fill('8');
  await page.getByLabel('A short bio').fill(BIO);
  await page.getByRole('radio', { name: /^Yes, I have my own tools/ }).check();
  for (const day of ['Mon', 'Wed', 'Sat']) await page.getByRole('checkbox', { name: day, exact: true }).check();
  await page.getByRole('radio', { name: /^NIN/ }).check();
  await page.getByLabel('ID number').fill('12345678901');
  await page.getByLabel('Reference 1: name').fill('Ngozi Okeke');
  await page.getByLabel('Reference 1: phone').fill('0802 111 2233');
  await page.getByLabel('Reference 2: name').fill('Tunde Bello');
  await page.getByLabel('Reference 2: phone').fill('0806 444 5566');
  await page.getByRole('checkbox', { name: /I agree to Ilé checking my ID/ }).check();
  await page.getByRole('button', { name: 'Send my application' }).click();
  const receipt = page.getByRole('region', { name: 'Application received' });
  await receipt.waitFor();
  const reference = (await receipt.textContent())?.match(/PRO-[A-Z0-9]{6}/)?.[0];
  if (!reference) throw new Error('the application receipt shows no PRO- reference');
  return reference;
}

/**
 * Confirms `email` for the customer signed in on `customer`, as its owner would: the link's token from
 * the "Confirm your e-mail" mail in the outbox (read by a signed-in admin), sent to verifyEmail from the
 * customer's page (its CSRF token echoed, as the app does). Until then the e-mail gets no account mail.
 */
export async function confirmEmailOf(customer: Page, admin: Page, email: string): Promise<void> {
  const answer = await admin.request.get('/app/admin/outbox?page=1&pageSize=50');
  const items = ((await answer.json()) as { data: { items: { to: string; subject: string; text: string }[] } }).data.items;
  const mail = items.find((item) => item.to === email && item.subject === 'Confirm your e-mail');
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link to ${email} in the outbox: ${items.map((item) => `${item.to} ${item.subject}`).join(', ')}`);
  const csrf = (await customer.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const verified = await customer.request.post('/app/account/email/verify', { data: { token }, headers: { 'X-XSRF-TOKEN': decodeURIComponent(csrf) } });
  if (verified.status() !== 200) throw new Error(`verifyEmail answered ${verified.status()}: ${await verified.text()}`);
}

export interface TextSeen {
  to: string;
  body: string;
  purpose: string;
  status: string;
}

/** Every text in the outbox, as the admin's texts call answers it. */
export async function texts(admin: Page): Promise<TextSeen[]> {
  const answer = await admin.request.get('/app/admin/texts?page=1&pageSize=100');
  const body: unknown = await answer.json();
  return (body as { data: { items: TextSeen[] } }).data.items;
}

/** The newest sign-in code texted to `to` (+234…). */
export async function codeTextedTo(admin: Page, to: string): Promise<string> {
  const text = (await texts(admin)).find((item) => item.to === to && item.purpose === 'sign_in_code');
  const code = /\b(\d{6})\b/.exec(text?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-in code texted to ${to}`);
  return code;
}

/** A Nigerian mobile unique to this run: as typed, and as stored. */
export function runPhone(prefix: '0806' | '0807'): { typed: string; e164: string } {
  const digits = String(Date.now()).slice(-7);
  return { typed: `${prefix} ${digits.slice(0, 3)} ${digits.slice(3)}`, e164: `+234${prefix.slice(1)}${digits}` };
}
