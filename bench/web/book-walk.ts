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

async function fill(page: Page, email: string, keyDelayMs: number): Promise<FieldSeen[]> {
  const filled: FieldSeen[] = [];
  for (const control of await fieldsToFill(page)) {
    const answer = answerFor(control.label, email);
    if (answer === null) throw new Error(`the walk does not know what to put in "${control.label}" on ${new URL(page.url()).pathname}`);
    const field = page.locator(control.selector);
    // Key by key, as a phone's keyboard sends them (fill() at 0: the whole answer at once). The
    // customer's typing time is theirs, never counted as waiting; what the app does meanwhile (the
    // next screen's download) is what a real customer's typing gives it time for.
    if (control.tag === 'select') await field.selectOption(answer);
    else if (keyDelayMs > 0) await field.pressSequentially(answer, { delay: keyDelayMs });
    else await field.fill(answer);
    filled.push({ label: control.label.replace(/\s*\(required\)\s*/i, ''), markedRequired: control.markedRequired });
  }
  return filled;
}

const POLL_MS = 20;

/**
 * When the screen became usable (ms since the epoch), or null while it is not: the document has
 * loaded, no script or stylesheet is still on its way, and the next tap would land. Each poll takes
 * a quick look first, one query that does not wait: no start-up loader over the page, the control
 * there, enabled, shown and, when on screen, not covered. Once that holds, Playwright's own checks
 * before a tap confirm it (visible, stable, enabled, not covered: a loader drawn over a pre-rendered
 * page hides the page from the customer's thumb too), and the screen counts as usable from the quick
 * look: the confirmation's frames are the bench's time, not the app's. (Leaving it to Playwright's
 * retries alone, which back off up to half a second, counted up to 0.4 s per screen that the
 * customer did not wait.)
 */
async function usableSince(page: Page, rule: ScreenRule, traffic: Traffic): Promise<number | null> {
  const codeAsked = traffic.codeRequests;
  if (traffic.codeLoading) return null;
  // When the page itself looked (the clock of the page, since the epoch): a query can wait its turn
  // behind the page's own work, and what counts is what the page showed when it ran.
  const look = await rule
    .action(page)
    .evaluateAll((found) => {
      const at = performance.timeOrigin + performance.now();
      if (document.readyState !== 'complete' || document.getElementById('ile-loader')) return null;
      const usable = found.some((el) => {
        if (el.matches(':disabled') || el.getClientRects().length === 0) return false;
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return true;
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === el || el.contains(top));
      });
      return usable ? at : null;
    })
    .catch(() => null);
  if (look === null) return null;
  const confirmed = await rule
    .action(page)
    .click({ trial: true, timeout: 500 })
    .then(
      () => true,
      () => false,
    );
  // Code asked for since the look may have been on its way when the page looked: look again.
  return confirmed && traffic.codeRequests === codeAsked ? Math.round(look) : null;
}

/**
 * Waits until the page shows a known screen other than `leaving` and that screen is usable (see
 * usableSince); returns it and when it became usable. A screen the app passes through on its own (a
 * guard's redirect) is not one the customer used.
 */
async function arrive(page: Page, leaving: string | null, traffic: Traffic, deadline: number): Promise<{ rule: ScreenRule; usableAt: number }> {
  for (;;) {
    const url = page.url();
    const path = url.startsWith('about:') ? null : new URL(url).pathname;
    if (path !== null && path !== leaving && !PASSED_THROUGH.some((p) => p.test(path))) {
      const rule = SCREENS.find((s) => s.path.test(path));
      if (!rule) throw new Error(`the walk reached ${path}, a screen it does not know (after ${leaving ?? 'the start'})`);
      const usableAt = await usableSince(page, rule, traffic);
      // The path may have moved on while we looked: only a screen still showing counts.
      if (usableAt !== null && new URL(page.url()).pathname === path) return { rule, usableAt };
    }
    if (Date.now() > deadline) throw new Error(`no usable screen after ${leaving ?? 'the start'} (now at ${path ?? url})`);
    await page.waitForTimeout(POLL_MS);
  }
}

const STEP_TIMEOUT_MS = 120_000;

/** Walks from `baseUrl`'s landing page to the booking confirmation, typing a key every `keyDelayMs`; returns every screen seen. */
export async function walkToBooking(page: Page, baseUrl: string, traffic: Traffic, email: string, keyDelayMs: number): Promise<ScreenSeen[]> {
  const screens: ScreenSeen[] = [];
  let started = Date.now();
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
  let leaving: string | null = null;
  for (let step = 0; step < 12; step++) {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    const { rule, usableAt } = await arrive(page, leaving, traffic, deadline);
    const waitedMs = usableAt - started;
    const path = new URL(page.url()).pathname;
    const heading = ((await page.locator('h1').first().textContent({ timeout: 1000 }).catch(() => '')) ?? '').trim();
    const filled = rule.done ? [] : await fill(page, email, keyDelayMs);
    screens.push({ name: rule.name, path, heading, waitedMs, filled });
    if (rule.done) return screens;
    traffic.step = step + 1;
    leaving = path;
    // Playwright's checks before a tap take frames of a throttled page: they run first, and the
    // clock starts with the tap itself, as the customer's wait does.
    await rule.action(page).click({ trial: true });
    started = Date.now();
    await rule.action(page).click({ force: true });
  }
  throw new Error(`no confirmation after ${screens.length} screens: ${screens.map((s) => s.path).join(' → ')}`);
}
