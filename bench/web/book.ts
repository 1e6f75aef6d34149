// `npm run bench:book`: a new customer on a 360 px phone, on the stress profile (300 ms RTT, 700 Kb/s,
// 6× CPU through CDP), walks from the landing page to a confirmed home-cleaning booking on the app
// as `npm start` runs it, with the start-up loader at 0 (the goals) and at the specified 3000 ms;
// BENCH_WALKS walks each (default 3, each a new customer in a fresh browser), and the walk of record
// is the one with the median waiting (one walk wanders by a few tenths of a second). The customer
// types key by key, BENCH_KEY_DELAY_MS apart (default 100, about three times a thumb's speed; 0
// types each answer at once); typing is never counted as waiting. Prints screens, required inputs,
// requests (booking POSTs), bytes and the time spent waiting on the app, checks the goals, writes
// docs/bench/book.md + book.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startApp } from '../../e2e/start-app.ts';
import { CHROMIUM_PATH, describeMachine, machineLines, ROOT, wholeNumberOption, type Machine } from '../machine.ts';
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

/** The walks at one loader setting, and which of them is the walk of record (the median waiting). */
interface Setting {
  loaderMs: number;
  walks: Walk[];
  medianIndex: number;
}

const WALKS = wholeNumberOption('BENCH_WALKS', 3, 1);
/** Between two keys the customer types. A thumb on a phone keyboard manages about three a second. */
const KEY_DELAY_MS = wholeNumberOption('BENCH_KEY_DELAY_MS', 100, 0);

/** The index of the walk whose waiting is the median (the lower middle one for an even count). */
function medianWalkIndex(walks: Walk[]): number {
  const order = walks.map((w, i) => [w.waitedMs, i] as const).sort((a, b) => a[0] - b[0]);
  return order[Math.floor((order.length - 1) / 2)]?.[1] ?? 0;
}

async function walksWithLoader(loaderMs: number, count: number, paths: Set<string>): Promise<Setting> {
  console.log(`\nstarting the app with STARTUP_LOADER_MS=${loaderMs} (as npm start does; it builds the web app first when its sources changed)…`);
  const app = await startApp({ STARTUP_LOADER_MS: String(loaderMs) });
  try {
    // The server's first answers (file reads, database connections) are not the customer's wait.
    for (const path of ['/', '/services/home-cleaning', '/app/fetchServices']) await fetch(app.baseUrl + path).then((r) => r.arrayBuffer());
    const walks: Walk[] = [];
    for (let n = 1; n <= count; n++) {
      const w = await walk(app.baseUrl, loaderMs, paths);
      console.log(`  walk ${n}/${count}: ${(w.waitedMs / 1000).toFixed(2)} s waiting (${w.screens.map((sc) => (sc.waitedMs / 1000).toFixed(2)).join(' + ')}), ${w.kib} KiB, booking ${w.reference}`);
      walks.push(w);
    }
    return { loaderMs, walks, medianIndex: medianWalkIndex(walks) };
  } finally {
    await app.stop();
  }
}

/** One new customer's walk in a fresh browser (nothing cached, no cookies). */
async function walk(baseUrl: string, loaderMs: number, paths: Set<string>): Promise<Walk> {
  // Playwright passes its own headless switch.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) });
  try {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
    const page = await context.newPage();
    const traffic = await Traffic.attach(page);
    const screens = await walkToBooking(page, baseUrl, traffic, `new.customer+${Date.now()}@example.ng`, KEY_DELAY_MS);
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
  }
}

const recordOf = (s: Setting): Walk => s.walks[s.medianIndex] as Walk;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Screens, inputs and booking requests must hold on every walk; the waiting is the median walk's. */
function goals(s: Setting): Goal[] {
  const worst = (value: (w: Walk) => number) => Math.max(...s.walks.map(value));
  const bookingPosts = [...new Set(s.walks.map((w) => w.bookingPosts))];
  const waited = recordOf(s).waitedMs;
  return [
    { name: 'screens ≤ 4', value: String(worst((w) => w.distinctScreens)), pass: worst((w) => w.distinctScreens) <= 4 },
    { name: 'required inputs ≤ 10', value: String(worst((w) => w.requiredInputs)), pass: worst((w) => w.requiredInputs) <= 10 },
    { name: 'exactly one request to book', value: bookingPosts.join(', '), pass: bookingPosts.length === 1 && bookingPosts[0] === 1 },
    { name: 'waiting on the app ≤ 5 s (median walk)', value: seconds(waited), pass: waited <= 5000 },
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

function markdown(machine: Machine, took: number, settings: Setting[], goalList: Goal[]): string {
  const table = [
    '| loader | screens | required inputs | requests | booking POSTs | KiB transferred | waiting (median walk) | waiting, every walk |',
    '|---|---|---|---|---|---|---|---|',
    ...settings.map((s) => {
      const w = recordOf(s);
      return `| ${w.loaderMs} ms | ${w.distinctScreens} | ${w.requiredInputs} | ${w.requests} | ${w.bookingPosts} | ${w.kib} | ${seconds(w.waitedMs)} | ${s.walks.map((x) => seconds(x.waitedMs)).join(', ')} |`;
    }),
  ];
  return [
    '# Booking walk-through: a new customer on a slow phone',
    '',
    'Generated by `npm run bench:book` (bench/web/book.ts); do not edit by hand. Several walks per loader setting, each a new customer in a fresh browser;',
    'the walk of record is the one with the median waiting. Compare runs on the same machine.',
    '',
    ...machineLines(machine),
    `- playwright-core with Debian Chromium, ${PHONE_VIEWPORT.width}×${PHONE_VIEWPORT.height} viewport; CDP throttling ${STRESS.rttMs} ms latency, ${STRESS.throughputKbps} Kb/s down and up, ${STRESS.cpuSlowdownMultiplier}× CPU; ${settings[0]?.walks.length ?? 0} walk(s) per loader setting; ${took} s in all`,
    '',
    'Waiting is measured from each tap (or from typing the address) until the next screen is usable: its document loaded, no script or',
    'stylesheet still arriving (nor asked for while the page is looked at), and the control the customer taps next visible, enabled and',
    'not covered, as the page showed it (its own clock), confirmed by Playwright\'s checks before a tap; those checks run before the',
    'clock starts at the next tap, and their own frames are not counted.',
    `The customer types key by key, ${KEY_DELAY_MS} ms apart${KEY_DELAY_MS === 0 ? ' (each answer at once)' : ''}; typing is not waiting, and is not counted.`,
    'Required inputs are the empty fields the customer filled because the screen did not mark them optional.',
    'Bytes are Chromium\'s encodedDataLength (headers and bodies as sent on the wire).',
    '',
    ...table,
    '',
    '## Goals (loader 0)',
    '',
    ...goalList.map((g) => `- ${g.pass ? 'pass' : 'FAIL'}  ${g.name}: ${g.value}`),
    '',
    '## Screens (median walks)',
    '',
    ...settings.flatMap((s) => ['```', ...walkLines(recordOf(s)), '```', '']),
  ].join('\n');
}

async function main(): Promise<number> {
  const started = Date.now();
  const machine = describeMachine();
  console.log(`booking walk-through on ${machine.chromium}; ${machine.cpuModel} × ${machine.cpuCount}, load ${machine.loadAverage.join(' / ')}`);
  const paths = bookingPaths();
  const settings: Setting[] = [];
  for (const loaderMs of [LOADER_MS.goal, LOADER_MS.specified]) {
    const s = await walksWithLoader(loaderMs, WALKS, paths);
    console.log(`median walk at loader ${loaderMs} ms:`);
    for (const line of walkLines(recordOf(s))) console.log(line);
    settings.push(s);
  }
  const took = Math.round((Date.now() - started) / 1000);
  const goalList = goals(settings[0] as Setting);
  console.log('\ngoals (loader 0):');
  for (const g of goalList) console.log(`${g.pass ? 'pass' : 'FAIL'}  ${g.name}: ${g.value}`);
  const dir = join(ROOT, 'docs/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'book.json'), `${JSON.stringify({ machine, seconds: took, profile: STRESS, viewport: PHONE_VIEWPORT, keyDelayMs: KEY_DELAY_MS, settings, goals: goalList }, null, 2)}\n`);
  writeFileSync(join(dir, 'book.md'), markdown(machine, took, settings, goalList));
  console.log(`\nwritten: docs/bench/book.md, docs/bench/book.json (${took} s)`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
