// A new customer's way from the landing page to a confirmed home-cleaning booking, screen by screen,
// as a person on a phone goes: tap the call to action, fill what the screen asks for (never the
// fields it marks optional), tap on. It knows what to tap on each screen of today's flow; on a
// screen it does not know (/signup, /order/finalize: not on a new customer's way any more), it stops
// and says so, rather than guess.
import type { Locator, Page } from 'playwright-core';
import type { Traffic } from './book-traffic.ts';

interface ScreenRule {
  name: string;
  path: RegExp;
  /** What the customer taps to move on; also what must be usable before the screen is. */
  action: (page: Page) => Locator;
  /** The last screen: nothing to tap, the walk is over once `action` shows. */
  done?: boolean;
}

const SCREENS: ScreenRule[] = [
  { name: 'landing', path: /^\/$/, action: (p) => p.getByRole('link', { name: 'Book a Cleaner' }).first() },
  { name: 'home-cleaning form', path: /^\/services\/home-cleaning$/, action: (p) => p.getByRole('button', { name: 'Continue' }) },
  // The order guard sends a new customer here with the draft: the order, its price, and a sign-up
  // form whose button books too (the returning customer's form is behind a switch, not on screen).
  { name: 'finish booking', path: /^\/signin$/, action: (p) => p.getByRole('button', { name: /^Create account and book/ }) },
  { name: 'confirmation', path: /^\/order\/confirmed\/[^/]+$/, action: (p) => p.locator('.order-confirmation__reference'), done: true },
];

/**
 * Paths the app passes through on its own on this flow, never a screen the customer uses: the order
 * guard sends a signed-out visitor from /order/finalize on to /signin. The walk waits them out; if
 * the app stayed on one, the step's deadline ends the walk.
 */
const PASSED_THROUGH: RegExp[] = [/^\/order\/finalize$/];

/** What a customer types into a field, by its label. The e-mail is new for every walk. */
function answerFor(label: string, email: string): string | null {
  const answers: [RegExp, string][] = [
    [/house number|street/i, '12 Aminu Kano Crescent'],
    [/landmark/i, 'Opposite Banex Plaza'],
    [/area|estate/i, 'Wuse 2'],
    [/town|city/i, 'Abuja'],
    [/^\s*state\b/i, 'FCT'],
    [/phone/i, '0803 123 4567'],
    [/full name|your name/i, 'Bola Adeyemi'],
    [/e-?mail/i, email],
    [/password/i, 'ofada-rice-and-stew-7'],
  ];
  return answers.find(([pattern]) => pattern.test(label))?.[1] ?? null;
}

export interface FieldSeen {
  label: string;
  /** Marked with `required` or aria-required="true" in the markup (what assistive technology hears). */
  markedRequired: boolean;
}

export interface ScreenSeen {
  name: string;
  path: string;
  heading: string;
  /** From the tap (or typing the address) that led here to this screen being usable, ms. */
  waitedMs: number;
  /** Empty fields the screen did not mark optional, which the customer filled. */
  filled: FieldSeen[];
}

interface Control {
  selector: string;
  label: string;
  tag: string;
  markedRequired: boolean;
}

/** Visible, enabled, empty controls that the screen does not call optional (or that are marked required). */
async function fieldsToFill(page: Page): Promise<Control[]> {
  return page.evaluate(() => {
    const found: { selector: string; label: string; tag: string; markedRequired: boolean }[] = [];
    let n = 0;
    for (const el of Array.from(document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'))) {
      if (el.disabled || el.getClientRects().length === 0) continue;
      if (el instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'radio', 'checkbox'].includes(el.type)) continue;
      if (el.value.trim() !== '') continue;
      const label = (el.labels?.[0]?.textContent ?? el.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim();
      const markedRequired = el.required || el.getAttribute('aria-required') === 'true';
      if (!markedRequired && /\(optional\)/i.test(label)) continue;
      if (!el.id) el.setAttribute('data-bench-field', String(++n));
      found.push({ selector: el.id ? `#${CSS.escape(el.id)}` : `[data-bench-field="${n}"]`, label, tag: el.tagName.toLowerCase(), markedRequired });
    }
    return found;
  });
}

async function fill(page: Page, email: string): Promise<FieldSeen[]> {
  const filled: FieldSeen[] = [];
  for (const control of await fieldsToFill(page)) {
    const answer = answerFor(control.label, email);
    if (answer === null) throw new Error(`the walk does not know what to put in "${control.label}" on ${new URL(page.url()).pathname}`);
    const field = page.locator(control.selector);
    // fill() types instantly: the customer's typing time is theirs, not the app's.
    if (control.tag === 'select') await field.selectOption(answer);
    else await field.fill(answer);
    filled.push({ label: control.label.replace(/\s*\(required\)\s*/i, ''), markedRequired: control.markedRequired });
  }
  return filled;
}

const POLL_MS = 20;

async function isUsable(page: Page, rule: ScreenRule, traffic: Traffic): Promise<boolean> {
  if (traffic.codeLoading) return false;
  if (!(await page.evaluate(() => document.readyState === 'complete').catch(() => false))) return false;
  // Playwright's checks before a tap, without the tap: visible, stable, enabled and not covered
  // (a loader drawn over a pre-rendered page hides the page from the customer's thumb too).
  return rule
    .action(page)
    .click({ trial: true, timeout: 500 })
    .then(
      () => true,
      () => false,
    );
}

/**
 * Waits until the page shows a known screen other than `leaving` and that screen is usable: the
 * document has loaded, no script or stylesheet is still on its way, and the next tap would land
 * (visible, enabled, not covered). A screen the app passes through on its own (a guard's redirect)
 * is not one the customer used.
 */
async function arrive(page: Page, leaving: string | null, traffic: Traffic, deadline: number): Promise<ScreenRule> {
  for (;;) {
    const url = page.url();
    const path = url.startsWith('about:') ? null : new URL(url).pathname;
    if (path !== null && path !== leaving && !PASSED_THROUGH.some((p) => p.test(path))) {
      const rule = SCREENS.find((s) => s.path.test(path));
      if (!rule) throw new Error(`the walk reached ${path}, a screen it does not know (after ${leaving ?? 'the start'})`);
      if (await isUsable(page, rule, traffic)) {
        // The path may have moved on while we looked: only a screen still showing counts.
        if (new URL(page.url()).pathname === path) return rule;
      }
    }
    if (Date.now() > deadline) throw new Error(`no usable screen after ${leaving ?? 'the start'} (now at ${path ?? url})`);
    await page.waitForTimeout(POLL_MS);
  }
}

const STEP_TIMEOUT_MS = 120_000;

/** Walks from `baseUrl`'s landing page to the booking confirmation; returns every screen seen. */
export async function walkToBooking(page: Page, baseUrl: string, traffic: Traffic, email: string): Promise<ScreenSeen[]> {
  const screens: ScreenSeen[] = [];
  let started = Date.now();
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  let leaving: string | null = null;
  for (let step = 0; step < 12; step++) {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    const rule = await arrive(page, leaving, traffic, deadline);
    const waitedMs = Date.now() - started;
    const path = new URL(page.url()).pathname;
    const heading = ((await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    const filled = rule.done ? [] : await fill(page, email);
    screens.push({ name: rule.name, path, heading, waitedMs, filled });
    if (rule.done) return screens;
    traffic.step = step + 1;
    leaving = path;
    started = Date.now();
    await rule.action(page).click();
  }
  throw new Error(`no confirmation after ${screens.length} screens: ${screens.map((s) => s.path).join(' → ')}`);
}
