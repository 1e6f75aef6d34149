// npm run bench:bff — autocannon against the real BFF (createApp, bundled as production runs it,
// in its own process pinned to core 0; autocannon in another, pinned to core 1), in one run: bare
// Express (information), then on SQLite and on PostgreSQL GET /app/current_user, GET
// /app/fetchServices and booking POSTs at 1, 10 and 50 clients, then validation off / requests /
// full A/B interleaved on SQLite. Prints every figure and whether each goal is met (or by how
// much it is missed), and writes docs/bench/bff.md and bff.json with the machine's description.
// Exits 0 whether or not the goals are met; 1 only if it crashed or a booking answered 201 was not stored.
// Options (environment): BENCH_SECONDS (5 per run), BENCH_WARMUP_SECONDS (2 per route before the
// levels; the A/B servers get max(2×this, BENCH_AB_SECONDS) per route), BENCH_AB_SECONDS (4),
// BENCH_AB_ROUNDS (3 counted), BENCH_CUSTOMERS (200), BENCH_POSTGRES=0 to skip PostgreSQL (its
// goal is then not met), PG_ADMIN_URL (where PostgreSQL answers), BENCH_PROFILE_DIR=<dir> to write
// a V8 CPU profile of the server for every run of the BFF (open it in Chrome DevTools; profiling
// slows the server, so those runs' figures are not comparable).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bookingCall, customerAccount, expectStatus, IleClient } from '../reliability/http-client.ts';
import { CSRF_COOKIE } from '../src/http/csrf.ts';
import { SESSION_COOKIE } from '../src/http/session.ts';
import { PG_ADMIN_URL, postgresAvailable } from '../src/testing/postgres.ts';
import { median, type BenchSession, type LoadJob, type LoadResult, type Target } from './figures.ts';
import { BenchChild, LOAD_CORE, pinning, SERVER_CORE } from './processes.ts';
import { describeMachine, evaluateGoals, GOAL_CONNECTIONS, informationLines, printRow, writeReport, type AbSummary, type Row } from './report.ts';
import type { Validation } from './server.ts';

function numberOption(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const SECONDS = numberOption('BENCH_SECONDS', 5);
const AB_SECONDS = numberOption('BENCH_AB_SECONDS', 4);
const AB_ROUNDS = Math.round(numberOption('BENCH_AB_ROUNDS', 3));
const CUSTOMERS = Math.round(numberOption('BENCH_CUSTOMERS', 200));
const WARMUP_SECONDS = numberOption('BENCH_WARMUP_SECONDS', 2);
/** Every A/B server's uncounted warm-up per route: the same for all three, so their ratios compare like with like. */
const AB_WARMUP_SECONDS = Math.max(2 * WARMUP_SECONDS, AB_SECONDS);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR ? resolve(process.env.BENCH_PROFILE_DIR) : null;
const LEVELS = [1, 10, 50] as const;
/** The A/B runs at the goals' concurrency. */
const AB_CONNECTIONS = GOAL_CONNECTIONS;

const CURRENT_USER: Target = { kind: 'get', path: '/app/current_user' };
const SERVICES: Target = { kind: 'get', path: '/app/fetchServices' };
const BOOK: Target = { kind: 'book' };

function routeName(target: Target): string {
  return target.kind === 'book' ? 'POST booking' : `GET ${target.path}`;
}

function profileName(target: Target): string {
  return target.kind === 'book' ? 'booking' : target.path.replace(/^\/app\//, '');
}

const pins = pinning();
const startedAt = Date.now();
const rows: Row[] = [];

async function startServer(env: Record<string, string>, name: string): Promise<{ server: BenchChild; baseUrl: string }> {
  const { child, ready } = await BenchChild.start('server.ts', { core: SERVER_CORE, pinned: pins.pinned, env: { NODE_ENV: 'production', ...env }, name });
  return { server: child, baseUrl: `http://127.0.0.1:${String(ready.port)}` };
}

/**
 * `count` customers through the real calls (sign-up, which signs in), each with one booking so
 * current_user answers a customer with something open. Returns their cookies and CSRF tokens.
 */
async function signUpCustomers(baseUrl: string, count: number, tag: string): Promise<BenchSession[]> {
  const sessions: BenchSession[] = [];
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const client = new IleClient(baseUrl);
    await client.signUp(customerAccount(tag, n));
    expectStatus(await client.book(bookingCall(n), randomUUID()), 201, 'the first booking');
    const sid = client.cookie(SESSION_COOKIE);
    const csrf = client.cookie(CSRF_COOKIE);
    if (!sid || !csrf) throw new Error('sign-up left no session or CSRF cookie');
    sessions.push({ cookie: `${SESSION_COOKIE}=${encodeURIComponent(sid)}; ${CSRF_COOKIE}=${encodeURIComponent(csrf)}`, csrf });
  }
  console.log(`(${count} customers signed up and booked once in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  return sessions;
}

async function load(loader: BenchChild, job: LoadJob): Promise<LoadResult> {
  const answer = await loader.call({ type: 'run', job });
  const result = answer.result;
  if (typeof result !== 'object' || result === null || !('rps' in result)) throw new Error('the load generator answered no figures');
  // Checked above and built by load.ts from the same LoadResult type.
  return result as LoadResult;
}

interface Measure {
  group: Row['group'];
  dialect: Row['dialect'];
  validation: Validation | null;
  target: Target;
  connections: number;
  seconds: number;
}

async function cpuMicros(server: BenchChild): Promise<number> {
  const answer = await server.call({ type: 'cpu' });
  return typeof answer.cpuMicros === 'number' ? answer.cpuMicros : NaN;
}

async function measure(loader: BenchChild, server: BenchChild, baseUrl: string, sessions: BenchSession[], m: Measure): Promise<Row> {
  // Each booking run starts with no bookings, so a customer's open list (part of every booking
  // answer) stays as short as a real customer's instead of growing run after run.
  if (m.target.kind === 'book') await server.call({ type: 'reset' });
  const profile = PROFILE_DIR && m.dialect ? join(PROFILE_DIR, `${profileName(m.target)}-${m.dialect}-${m.validation ?? ''}-${m.connections}-${Date.now()}.cpuprofile`) : null;
  if (profile) {
    mkdirSync(PROFILE_DIR ?? '.', { recursive: true });
    await server.call({ type: 'profile-start' });
  }
  const cpuBefore = await cpuMicros(server);
  const result = await load(loader, { baseUrl, seconds: m.seconds, connections: m.connections, target: m.target, sessions });
  const cpuAfter = await cpuMicros(server);
  if (profile) {
    await server.call({ type: 'profile-stop', file: profile });
    console.log(`profile: ${profile}`);
  }
  let stored: number | null = null;
  if (m.target.kind === 'book') {
    const answer = await server.call({ type: 'count' });
    stored = typeof answer.bookings === 'number' ? answer.bookings : null;
  }
  const row: Row = {
    group: m.group,
    dialect: m.dialect,
    validation: m.validation,
    route: routeName(m.target),
    connections: m.connections,
    ...result,
    cpuMicrosPerRequest: (cpuAfter - cpuBefore) / result.requests,
    stored,
  };
  rows.push(row);
  printRow(row);
  return row;
}

async function warmUp(loader: BenchChild, server: BenchChild, baseUrl: string, sessions: BenchSession[], target: Target, seconds = WARMUP_SECONDS): Promise<void> {
  if (target.kind === 'book') await server.call({ type: 'reset' });
  await load(loader, { baseUrl, seconds, connections: 10, target, sessions });
}

async function bareExpress(loader: BenchChild): Promise<void> {
  const { child, ready } = await BenchChild.start('hello-server.ts', { core: SERVER_CORE, pinned: pins.pinned, env: { NODE_ENV: 'production' }, name: 'hello server' });
  try {
    const baseUrl = `http://127.0.0.1:${String(ready.port)}`;
    const target: Target = { kind: 'get', path: '/' };
    await warmUp(loader, child, baseUrl, [], target);
    for (const connections of LEVELS) await measure(loader, child, baseUrl, [], { group: 'express', dialect: null, validation: null, target, connections, seconds: SECONDS });
  } finally {
    await child.stop();
  }
}

async function routesAtLevels(loader: BenchChild, server: BenchChild, baseUrl: string, sessions: BenchSession[], dialect: 'sqlite' | 'postgres'): Promise<void> {
  for (const target of [CURRENT_USER, SERVICES, BOOK]) {
    await warmUp(loader, server, baseUrl, sessions, target);
    for (const connections of LEVELS) await measure(loader, server, baseUrl, sessions, { group: 'routes', dialect, validation: 'requests', target, connections, seconds: SECONDS });
  }
}

/**
 * Validation off / requests only (production) / requests and responses, on three fresh servers
 * sharing one SQLite installation. Each first gets the same uncounted warm-up per route; then per
 * round every variant runs once, in a rotating order, and each round gives a ratio to "off"
 * measured minutes apart at most.
 */
async function validationAb(loader: BenchChild, servers: Record<Validation, { server: BenchChild; baseUrl: string }>, sessions: BenchSession[]): Promise<AbSummary[]> {
  const variants: Validation[] = ['off', 'requests', 'full'];
  const summaries: AbSummary[] = [];
  const perRoute = new Map<Target, Record<Validation, Row[]>>();
  for (const target of [SERVICES, BOOK]) perRoute.set(target, { off: [], requests: [], full: [] });
  // Round 0 is the warm-up, not counted: a fresh server's first runs are slower (JIT, caches, schemas).
  for (let round = 0; round <= AB_ROUNDS; round++) {
    const order = variants.map((_, i) => variants[(i + round) % variants.length] ?? 'off');
    for (const [target, results] of perRoute) {
      for (const v of order) {
        if (round === 0) {
          await warmUp(loader, servers[v].server, servers[v].baseUrl, sessions, target, AB_WARMUP_SECONDS);
          continue;
        }
        const row = await measure(loader, servers[v].server, servers[v].baseUrl, sessions, {
          group: 'validation',
          dialect: 'sqlite',
          validation: v,
          target,
          connections: AB_CONNECTIONS,
          seconds: AB_SECONDS,
        });
        results[v].push(row);
      }
    }
  }
  for (const [target, results] of perRoute) {
    const ratios = (v: Validation) => results[v].map((r, i) => r.rps / (results.off[i]?.rps ?? NaN));
    summaries.push({
      route: routeName(target),
      connections: AB_CONNECTIONS,
      rounds: AB_ROUNDS,
      medianRps: { off: median(results.off.map((r) => r.rps)), requests: median(results.requests.map((r) => r.rps)), full: median(results.full.map((r) => r.rps)) },
      medianP99: { off: median(results.off.map((r) => r.p99)), requests: median(results.requests.map((r) => r.p99)), full: median(results.full.map((r) => r.p99)) },
      medianCpu: {
        off: median(results.off.map((r) => r.cpuMicrosPerRequest)),
        requests: median(results.requests.map((r) => r.cpuMicrosPerRequest)),
        full: median(results.full.map((r) => r.cpuMicrosPerRequest)),
      },
      requestsRatio: median(ratios('requests')),
      fullRatio: median(ratios('full')),
      fullCpuRatio: median(results.full.map((r, i) => (results.off[i]?.cpuMicrosPerRequest ?? NaN) / r.cpuMicrosPerRequest)),
      errors: variants.reduce((sum, v) => sum + results[v].reduce((s, r) => s + r.errors, 0), 0),
    });
  }
  return summaries;
}

async function main(): Promise<void> {
  const machineBefore = describeMachine();
  console.log(`Ilé BFF bench: ${machineBefore.cpuModel} × ${machineBefore.cpuCount}, Node ${machineBefore.node}, load ${machineBefore.uptime}`);
  if (pins.warning) console.warn(`WARNING: ${pins.warning}`);
  else console.log(`server pinned to core ${SERVER_CORE}, autocannon to core ${LOAD_CORE} (taskset)`);
  const postgresSkipped =
    process.env.BENCH_POSTGRES === '0' ? 'BENCH_POSTGRES=0' : (await postgresAvailable()) ? null : `PostgreSQL does not answer at ${PG_ADMIN_URL.replace(/\/\/[^@/]*@/, '//')}`;
  const withPostgres = postgresSkipped === null;
  if (postgresSkipped) console.log(`PostgreSQL: NOT MEASURED (${postgresSkipped}); its booking goal will count as not met`);
  console.log(
    `${SECONDS} s per run after ${WARMUP_SECONDS} s of warm-up per route, ${CUSTOMERS} signed-in customers; validation A/B on three fresh servers, each warmed up ${AB_WARMUP_SECONDS} s per route, then ${AB_ROUNDS} rounds of ${AB_SECONDS} s at ${AB_CONNECTIONS} clients\n`,
  );
  printRow(null);

  const { child: loader } = await BenchChild.start('load.ts', { core: LOAD_CORE, pinned: pins.pinned, name: 'load generator' });
  const sqliteDir = mkdtempSync(join(tmpdir(), 'ile-bench-sqlite-'));
  const shared = { BENCH_DIALECT: 'sqlite', BENCH_DATA_DIR: sqliteDir, BENCH_SESSION_SECRET: randomBytes(32).toString('base64url') };
  const running: BenchChild[] = [loader];
  let ab: AbSummary[] = [];
  try {
    await bareExpress(loader);

    const main = await startServer({ ...shared, BENCH_VALIDATION: 'requests' }, 'BFF (SQLite)');
    running.push(main.server);
    const sessions = await signUpCustomers(main.baseUrl, CUSTOMERS, `sqlite${Date.now().toString(36)}`);
    await routesAtLevels(loader, main.server, main.baseUrl, sessions, 'sqlite');

    // The A/B gets three fresh servers, not this long-warm one, so every variant starts alike.
    await main.server.stop();
    const abServer = async (validation: Validation, name: string) => {
      const started = await startServer({ ...shared, BENCH_VALIDATION: validation }, `BFF (SQLite, ${name})`);
      running.push(started.server);
      return started;
    };
    const off = await abServer('off', 'validation off');
    const requests = await abServer('requests', 'requests validated');
    const full = await abServer('full', 'requests and responses validated');
    ab = await validationAb(loader, { off, requests, full }, sessions);
    for (const server of [off.server, requests.server, full.server]) await server.stop();

    if (withPostgres) {
      const pg = await startServer({ BENCH_DIALECT: 'postgres', BENCH_VALIDATION: 'requests' }, 'BFF (PostgreSQL)');
      running.push(pg.server);
      const pgSessions = await signUpCustomers(pg.baseUrl, CUSTOMERS, `pg${Date.now().toString(36)}`);
      await routesAtLevels(loader, pg.server, pg.baseUrl, pgSessions, 'postgres');
      await pg.server.stop();
    }
  } finally {
    for (const child of running) await child.stop();
    rmSync(sqliteDir, { recursive: true, force: true });
  }

  const goals = evaluateGoals(rows, ab, postgresSkipped);
  const machineAfter = describeMachine();
  const files = writeReport({
    machine: machineBefore,
    loadAfter: machineAfter.uptime,
    pinned: pins.pinned,
    pinningWarning: pins.warning,
    settings: {
      seconds: SECONDS,
      abSeconds: AB_SECONDS,
      abRounds: AB_ROUNDS,
      abConnections: AB_CONNECTIONS,
      abWarmupSeconds: AB_WARMUP_SECONDS,
      customers: CUSTOMERS,
      warmupSeconds: WARMUP_SECONDS,
      postgres: withPostgres,
    },
    postgresSkipped,
    rows,
    ab,
    goals,
    information: informationLines(rows),
    elapsedSeconds: (Date.now() - startedAt) / 1000,
  });
  console.log(`\nwritten: ${files.join(', ')} (${Math.round((Date.now() - startedAt) / 1000)} s; load now ${machineAfter.uptime})`);
  // A booking answered 201 but not stored would be a lie; more stored than answered is requests cut off at the end of a run.
  const lost = rows.filter((r) => r.stored !== null && r.stored < (r.statuses['201'] ?? 0));
  if (lost.length) {
    console.error(`bookings answered 201 but not stored in: ${lost.map((r) => `${r.route} ×${r.connections}`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
