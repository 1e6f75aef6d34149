// Load: the real server under a realistic mix (catalogue, current user, the customer's bookings,
// reviews, sign-ins with the right password, bookings with fresh idempotency keys). First a short
// closed-loop ramp finds the capacity; then an open loop sends requests at half that rate, on a
// schedule that never waits for answers, for several minutes. Passes on correctness only: no
// error of any kind (an unexpected status, a network error, a time-out), and the bookings in the
// database equal the 201s returned. Throughput and latencies are printed, never judged.
import { randomUUID } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { bookingCall, IleClient, isReplay, type Answer } from './http-client.ts';
import { clientAddress, signUpCustomers, type Customer } from './customers.ts';
import { bookingCount } from './database-check.ts';
import { randomInt, seededRandom, type Random } from './random.ts';
import { createInstallation, startServer, type Dialect } from './real-server.ts';

export const KINDS = ['services', 'current-user', 'bookings-list', 'reviews', 'sign-in', 'booking'] as const;
export type Kind = (typeof KINDS)[number];

/** Requests of each kind per 100: mostly reads, as a marketplace is browsed far more than booked. */
export const MIX: Record<Kind, number> = { services: 25, 'current-user': 20, 'bookings-list': 15, reviews: 10, 'sign-in': 5, booking: 25 };

export interface LoadOptions {
  dialect: Dialect;
  /** Open-loop duration. */
  seconds: number;
  /** Each closed-loop ramp step. */
  rampStepSeconds: number;
  customers: number;
  seed: number;
  /** Each request's time-out (a late answer is an error). */
  timeoutMs: number;
  log: (line: string) => void;
}

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface RampStep {
  concurrency: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadResult {
  dialect: Dialect;
  seed: number;
  customers: number;
  ramp: RampStep[];
  /** Best closed-loop throughput (requests/s). */
  capacityRps: number;
  targetRps: number;
  seconds: number;
  /** Requests sent in the open loop and how many answered as expected. */
  sent: number;
  ok: number;
  achievedRps: number;
  /** Latency from the scheduled send time (so a late sender is counted, not hidden). */
  overall: Latencies;
  byKind: Record<Kind, Latencies>;
  /** How late the scheduler fired requests at worst (a busy load generator shows here). */
  maxSendLagMs: number;
  errors: number;
  errorSamples: string[];
  created: number;
  bookingsInDb: number;
  finalExitCode: number | null;
  /** SQLite: the WAL file's size when the load ended (before the stop checkpoints it); null on PostgreSQL. */
  walBytes: number | null;
  totalSeconds: number;
  failures: string[];
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted[sorted.length - 1] ?? NaN };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');

function pickKind(random: Random): Kind {
  let roll = random() * 100;
  for (const kind of KINDS) {
    roll -= MIX[kind];
    if (roll < 0) return kind;
  }
  return 'services';
}

interface Tally {
  latencies: Record<Kind, number[]>;
  errors: number;
  errorSamples: string[];
  created: number;
}

function perKind<T>(make: (kind: Kind) => T): Record<Kind, T> {
  return { services: make('services'), 'current-user': make('current-user'), 'bookings-list': make('bookings-list'), reviews: make('reviews'), 'sign-in': make('sign-in'), booking: make('booking') };
}

function newTally(): Tally {
  return { latencies: perKind(() => []), errors: 0, errorSamples: [], created: 0 };
}

/** One request of the mix; records its latency, or an error when the answer is not the expected one. */
async function perform(kind: Kind, customer: Customer, n: number, tally: Tally, timeoutMs: number, lagMs = 0): Promise<void> {
  let answer: Answer;
  let expected = 200;
  switch (kind) {
    case 'services':
      answer = await customer.client.get('/app/fetchServices');
      break;
    case 'current-user':
      answer = await customer.client.get('/app/current_user');
      break;
    case 'bookings-list':
      answer = await customer.client.get('/app/fetchCompleteBookings');
      break;
    case 'reviews':
      answer = await customer.client.get('/app/fetchReviews');
      break;
    case 'sign-in': {
      // Another device of the same customer: its own cookie jar, so the customer's open session
      // (used by the other requests in flight) is left alone.
      const device = new IleClient(customer.client.baseUrl, { forwardedFor: clientAddress(n), timeoutMs });
      answer = await device.trySignIn(customer.account.email, customer.account.password);
      break;
    }
    case 'booking':
      expected = 201;
      answer = await customer.client.book(bookingCall(n), randomUUID());
      break;
  }
  if (answer.kind === 'answer' && answer.status === expected && !(kind === 'booking' && isReplay(answer))) {
    tally.latencies[kind].push(answer.ms + lagMs);
    if (kind === 'booking') tally.created++;
    return;
  }
  tally.errors++;
  if (tally.errorSamples.length < 10) {
    tally.errorSamples.push(`${kind}: ${answer.kind === 'answer' ? `${answer.status} ${answer.text.slice(0, 160)}` : `no answer (${answer.error})`}`);
  }
}

/** Closed loop: `concurrency` workers, each sending its next request when the last one is answered. */
async function closedLoop(customers: Customer[], concurrency: number, seconds: number, random: Random, tally: Tally, timeoutMs: number, counter: { n: number }): Promise<RampStep> {
  const step = newTally();
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const n = counter.n++;
        const customer = customers[randomInt(random, customers.length)];
        if (!customer) return;
        await perform(pickKind(random), customer, n, step, timeoutMs);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  for (const kind of KINDS) tally.latencies[kind].push(...step.latencies[kind]);
  tally.errors += step.errors;
  tally.errorSamples.push(...step.errorSamples.slice(0, Math.max(0, 10 - tally.errorSamples.length)));
  tally.created += step.created;
  const all = KINDS.flatMap((kind) => step.latencies[kind]);
  const stats = latencies(all);
  return { concurrency, requests: all.length + step.errors, rps: (all.length + step.errors) / elapsed, p50: stats.p50, p99: stats.p99, errors: step.errors };
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { dialect, log } = options;
  const started = performance.now();
  const random = seededRandom(options.seed);
  const failures: string[] = [];
  const installation = await createInstallation(dialect);
  const server = await startServer(installation);
  const counter = { n: 0 };
  const rampTally = newTally();
  const openTally = newTally();
  let finalExitCode: number | null = null;
  let bookingsInDb = 0;
  let walBytes: number | null = null;
  const ramp: RampStep[] = [];
  let sent = 0;
  let maxSendLagMs = 0;
  let openSeconds = 0;
  let capacityRps = 0;
  let targetRps = 0;
  try {
    const customers = await signUpCustomers(installation.baseUrl, options.customers, `load-${options.seed}-${dialect}`, { timeoutMs: options.timeoutMs });
    log(`load on ${dialect}: ${customers.length} signed-in customers; mix per 100 requests: ${KINDS.map((k) => `${k} ${MIX[k]}`).join(', ')}; seed ${options.seed}`);

    // Capacity: double the clients until two steps in a row beat the best so far by less than
    // 10 % (one flat step on a shared machine may be noise), or errors appear.
    log('ramp (closed loop): clients  requests  req/s   p50 ms  p99 ms  errors');
    let flat = 0;
    for (const concurrency of [1, 2, 4, 8, 16, 32, 64]) {
      const step = await closedLoop(customers, concurrency, options.rampStepSeconds, random, rampTally, options.timeoutMs, counter);
      ramp.push(step);
      log(`                    ${String(concurrency).padEnd(8)} ${String(step.requests).padEnd(9)} ${step.rps.toFixed(1).padEnd(7)} ${step.p50.toFixed(1).padEnd(7)} ${step.p99.toFixed(1).padEnd(7)} ${step.errors}`);
      flat = step.rps < capacityRps * 1.1 ? flat + 1 : 0;
      capacityRps = Math.max(capacityRps, step.rps);
      if (step.errors || flat >= 2) break;
    }
    targetRps = capacityRps / 2;
    log(`capacity ≈ ${capacityRps.toFixed(1)} req/s (best closed-loop step); open loop at ${targetRps.toFixed(1)} req/s for ${options.seconds} s`);

    // Open loop: Poisson arrivals at the target rate, each sent on time whatever is still in flight.
    const inFlight = new Set<Promise<void>>();
    const openStarted = performance.now();
    const end = openStarted + options.seconds * 1000;
    let nextAt = openStarted;
    let lastProgress = openStarted;
    const reported = perKind(() => 0);
    while (nextAt < end) {
      const now = performance.now();
      while (nextAt <= now && nextAt < end) {
        const lag = now - nextAt;
        maxSendLagMs = Math.max(maxSendLagMs, lag);
        const customer = customers[randomInt(random, customers.length)];
        if (!customer) throw new Error('no customers');
        const request = perform(pickKind(random), customer, counter.n++, openTally, options.timeoutMs, lag).finally(() => inFlight.delete(request));
        inFlight.add(request);
        sent++;
        nextAt += (-Math.log(1 - random()) / targetRps) * 1000;
      }
      if (now - lastProgress > 15_000) {
        lastProgress = now;
        // The latest window's latencies show whether a tail is steady or a passing stall.
        const windowed = latencies(KINDS.flatMap((kind) => openTally.latencies[kind].slice(reported[kind])));
        const writes = latencies([...openTally.latencies.booking.slice(reported.booking), ...openTally.latencies['sign-in'].slice(reported['sign-in'])]);
        for (const kind of KINDS) reported[kind] = openTally.latencies[kind].length;
        log(
          `  ${((now - openStarted) / 1000).toFixed(0).padStart(4)} s: ${sent} sent, ${inFlight.size} in flight, ${openTally.errors} errors; ` +
            `last window p50/p99 ${ms(windowed.p50)}/${ms(windowed.p99)} ms, bookings and sign-ins ${ms(writes.p50)}/${ms(writes.p99)} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(5, nextAt - performance.now()))));
    }
    await Promise.all(inFlight);
    openSeconds = (performance.now() - openStarted) / 1000;

    bookingsInDb = await bookingCount(installation, customers.map((c) => c.userId));
    // A WAL that checkpoints never catch up with (readers always active) would grow without end.
    walBytes = dialect === 'sqlite' && existsSync(`${installation.sqliteFile}-wal`) ? statSync(`${installation.sqliteFile}-wal`).size : null;
    finalExitCode = await server.stop();
    if (finalExitCode !== 0) failures.push(`${dialect}: the SIGTERM stop after the load exited with ${finalExitCode}`);
  } finally {
    await server.kill();
    await installation.destroy();
  }

  const created = rampTally.created + openTally.created;
  const errors = rampTally.errors + openTally.errors;
  const errorSamples = [...rampTally.errorSamples, ...openTally.errorSamples].slice(0, 10);
  if (errors) failures.push(`${dialect}: ${errors} errors under load (ramp ${rampTally.errors}, open loop ${openTally.errors}), e.g. ${errorSamples.slice(0, 3).join(' | ')}`);
  if (bookingsInDb !== created) failures.push(`${dialect}: ${bookingsInDb} bookings in the database, ${created} 201s returned`);
  const byKind = perKind((kind) => latencies(openTally.latencies[kind]));
  const okCount = KINDS.reduce((sum, kind) => sum + openTally.latencies[kind].length, 0);
  return {
    dialect,
    seed: options.seed,
    customers: options.customers,
    ramp,
    capacityRps,
    targetRps,
    seconds: openSeconds,
    sent,
    ok: okCount,
    achievedRps: openSeconds ? okCount / openSeconds : 0,
    overall: latencies(KINDS.flatMap((kind) => openTally.latencies[kind])),
    byKind,
    maxSendLagMs,
    errors,
    errorSamples,
    created,
    bookingsInDb,
    finalExitCode,
    walBytes,
    totalSeconds: (performance.now() - started) / 1000,
    failures,
  };
}
