// `npm run bench:book`: a new customer on a 360 px phone, on the stress profile (300 ms RTT, 700 Kb/s,
// 6× CPU through CDP), walks from the landing page to a confirmed home-cleaning booking on the app
// as `npm start` runs it, once with the start-up loader at 0 (the goals) and once at the specified
// 3000 ms. Prints screens, required inputs, requests (booking POSTs), bytes and the time spent
// waiting on the app (typing is instant), checks the goals, writes docs/bench/book.md + book.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startApp } from '../../e2e/start-app.ts';
import { CHROMIUM_PATH, describeMachine, machineLines, ROOT, type Machine } from '../machine.ts';
import { bookingPaths, Traffic, type RequestKind, type SeenRequest } from './book-traffic.ts';
import { walkToBooking, type ScreenSeen } from './book-walk.ts';
import { CHROMIUM_FLAGS, LOADER_MS, PHONE_VIEWPORT, STRESS } from './profiles.ts';

interface ScreenFigures extends ScreenSeen {
  /** Requests and KiB on the way to this screen and while on it (before the next tap). */
  requests: number;
  kib: number;
}

interface Walk {
  loaderMs: number;
  screens: ScreenFigures[];
  distinctScreens: number;
  requiredInputs: number;
  /** Of those, how many the markup marks required/aria-required. */
  markedRequired: number;
  requests: number;
  requestsByKind: Record<RequestKind, number>;
  bookingPosts: number;
  /** Every API call in order, with the screen it was made for, e.g. "GET /app/current_user → landing". */
  apiCalls: string[];
  /** API calls between tapping through to the home-cleaning form and the form being usable (the floor is zero). */
  apiCallsBeforeForm: number;
  kib: number;
  waitedMs: number;
  reference: string;
  /** The customer's bookings as the API lists them afterwards: must be exactly this one. */
  bookingsListed: number;
}

interface Goal {
  name: string;
  value: string;
  pass: boolean;
}

async function walk(loaderMs: number, paths: Set<string>): Promise<Walk> {
  console.log(`\nstarting the app with STARTUP_LOADER_MS=${loaderMs} (as npm start does; it builds the web app first when its sources changed)…`);
  const app = await startApp({ STARTUP_LOADER_MS: String(loaderMs) });
  // Playwright passes its own headless switch.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    // The server's first answers (file reads, database connections) are not the customer's wait.
    for (const path of ['/', '/services/home-cleaning', '/app/fetchServices']) await fetch(app.baseUrl + path).then((r) => r.arrayBuffer());
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const traffic = await Traffic.attach(page);
    const screens = await walkToBooking(page, app.baseUrl, traffic, `new.customer+${Date.now()}@example.ng`);
    traffic.stop();

    const reference = ((await page.locator('.order-confirmation__reference').textContent()) ?? '').trim();
    const bookings = await page.evaluate(async () => {
      const response = await fetch('/app/fetchCompleteBookings', { headers: { Accept: 'application/json' } });
      return ((await response.json()) as { data: { reference: string }[] }).data.map((b) => b.reference);
    });
    if (!/^ILE-[A-Z0-9]+$/.test(reference) || !bookings.includes(reference)) {
      throw new Error(`the walk ended on ${page.url()} but booking "${reference}" is not among the customer's bookings (${bookings.join(', ') || 'none'})`);
    }
    await traffic.close();

    const requests: SeenRequest[] = traffic.requests;
    const byKind = { document: 0, script: 0, stylesheet: 0, api: 0, other: 0 } satisfies Record<RequestKind, number>;
    for (const r of requests) byKind[r.kind] += 1;
    const formStep = screens.findIndex((s) => s.name === 'home-cleaning form');
    const filled = screens.flatMap((s) => s.filled);
    const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    return {
      loaderMs,
      screens: screens.map((s, i) => ({ ...s, requests: requests.filter((r) => r.step === i).length, kib: kib(traffic.bytesByStep[i] ?? 0) })),
      distinctScreens: new Set(screens.map((s) => s.path)).size,
      requiredInputs: filled.length,
      markedRequired: filled.filter((f) => f.markedRequired).length,
      requests: requests.length,
      requestsByKind: byKind,
      bookingPosts: requests.filter((r) => r.method === 'POST' && paths.has(r.path)).length,
      apiCalls: requests.filter((r) => r.kind === 'api').map((r) => `${r.method} ${r.path} → ${screens[r.step]?.name ?? r.step}`),
      apiCallsBeforeForm: formStep < 0 ? NaN : requests.filter((r) => r.kind === 'api' && r.step === formStep).length,
      kib: kib(traffic.bytes),
      waitedMs: screens.reduce((sum, s) => sum + s.waitedMs, 0),
      reference,
      bookingsListed: bookings.length,
    };
  } finally {
    await browser.close();
    await app.stop();
  }
}

function goals(w: Walk): Goal[] {
  return [
    { name: 'screens ≤ 4', value: String(w.distinctScreens), pass: w.distinctScreens <= 4 },
    { name: 'required inputs ≤ 10', value: String(w.requiredInputs), pass: w.requiredInputs <= 10 },
    { name: 'exactly one request to book', value: String(w.bookingPosts), pass: w.bookingPosts === 1 },
    { name: 'waiting on the app ≤ 5 s', value: `${(w.waitedMs / 1000).toFixed(2)} s`, pass: w.waitedMs <= 5000 },
  ];
}

function walkLines(w: Walk): string[] {
  const k = w.requestsByKind;
  return [
    `loader ${w.loaderMs} ms: ${w.distinctScreens} screens, ${w.requiredInputs} required inputs (${w.markedRequired} marked required in the markup), ${w.requests} requests (${k.document} documents, ${k.script} scripts, ${k.stylesheet} stylesheets, ${k.api} API, ${k.other} other), ${w.bookingPosts} booking POST, ${w.kib} KiB transferred, ${(w.waitedMs / 1000).toFixed(2)} s waiting; booking ${w.reference}`,
    ...w.screens.map((s, i) => {
      const path = s.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}$/i, ':id');
      const filled = s.filled.length ? `  filled ${s.filled.length}: ${s.filled.map((f) => f.label).join(', ')}` : '';
      return `  ${i + 1}. ${s.name.padEnd(18)} ${path.padEnd(24)} waited ${(s.waitedMs / 1000).toFixed(2).padStart(6)} s  ${String(s.requests).padStart(3)} requests ${s.kib.toFixed(1).padStart(6)} KiB${filled}`;
    }),
    `  API calls (→ the screen they were made for): ${w.apiCalls.join(', ')}`,
    `  API calls between tapping through to the home-cleaning form and the form being usable: ${w.apiCallsBeforeForm}`,
  ];
}

function markdown(machine: Machine, seconds: number, walks: Walk[], goalList: Goal[]): string {
  const table = [
    '| loader | screens | required inputs | requests | booking POSTs | KiB transferred | waiting |',
    '|---|---|---|---|---|---|---|',
    ...walks.map((w) => `| ${w.loaderMs} ms | ${w.distinctScreens} | ${w.requiredInputs} | ${w.requests} | ${w.bookingPosts} | ${w.kib} | ${(w.waitedMs / 1000).toFixed(2)} s |`),
  ];
  return [
    '# Booking walk-through: a new customer on a slow phone',
    '',
    'Generated by `npm run bench:book` (bench/web/book.ts); do not edit by hand. One walk per loader setting; compare runs on the same machine.',
    '',
    ...machineLines(machine),
    `- playwright-core with Debian Chromium, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} viewport; CDP throttling ${STRESS.rttMs} ms latency, ${STRESS.throughputKbps} Kb/s down and up, ${STRESS.cpuSlowdownMultiplier}× CPU; ${seconds} s in all`,
    '',
    'Waiting is measured from each tap (or from typing the address) until the next screen is usable: its document loaded, no script or',
    'stylesheet still arriving, and the control the customer taps next visible, enabled and not covered (Playwright\'s trial click). Typing is instant (`fill()`).',
    'Required inputs are the empty fields the customer filled because the screen did not mark them optional.',
    'Bytes are Chromium\'s encodedDataLength (headers and bodies as sent on the wire).',
    '',
    ...table,
    '',
    '## Goals (loader 0)',
    '',
    ...goalList.map((g) => `- ${g.pass ? 'pass' : 'FAIL'}  ${g.name}: ${g.value}`),
    '',
    '## Screens',
    '',
    ...walks.flatMap((w) => ['```', ...walkLines(w), '```', '']),
  ].join('\n');
}

async function main(): Promise<number> {
  const started = Date.now();
  const machine = describeMachine();
  console.log(`booking walk-through on ${machine.chromium}; ${machine.cpuModel} × ${machine.cpuCount}, load ${machine.loadAverage.join(' / ')}`);
  const paths = bookingPaths();
  const walks: Walk[] = [];
  for (const loaderMs of [LOADER_MS.goal, LOADER_MS.specified]) {
    const w = await walk(loaderMs, paths);
    for (const line of walkLines(w)) console.log(line);
    walks.push(w);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  const goalList = goals(walks[0] as Walk);
  console.log('\ngoals (loader 0):');
  for (const g of goalList) console.log(`${g.pass ? 'pass' : 'FAIL'}  ${g.name}: ${g.value}`);
  const dir = join(ROOT, 'docs/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'book.json'), `${JSON.stringify({ machine, seconds, profile: STRESS, viewport: PHONE_VIEWPORT, walks, goals: goalList }, null, 2)}\n`);
  writeFileSync(join(dir, 'book.md'), markdown(machine, seconds, walks, goalList));
  console.log(`\nwritten: docs/bench/book.md, docs/bench/book.json (${seconds} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
