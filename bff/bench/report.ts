// The bench's printout, its goals and the generated docs/bench/bff.md and bff.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { describeMachine as describeAnyMachine, type Machine as BaseMachine } from '../../bench/machine.ts';
import { REPO_ROOT } from '../src/config.ts';
import type { LoadResult } from './figures.ts';
import type { Validation } from './server.ts';

export interface Row extends LoadResult {
  group: 'express' | 'routes' | 'validation';
  dialect: 'sqlite' | 'postgres' | null;
  /** null for bare Express. */
  validation: Validation | null;
  route: string;
  connections: number;
  /** The server's CPU time per answer (µs), all its threads; NaN when not measured. */
  cpuMicrosPerRequest: number;
  /** Booking runs: bookings in the database afterwards (≥ the 201s; more when a run's last requests were cut off). */
  stored: number | null;
}

export interface AbSummary {
  route: string;
  connections: number;
  rounds: number;
  medianRps: Record<Validation, number>;
  medianP99: Record<Validation, number>;
  medianCpu: Record<Validation, number>;
  /** Median over rounds of (requests validated ÷ off) throughput. */
  requestsRatio: number;
  /** Median over rounds of (requests and responses validated ÷ off) throughput. */
  fullRatio: number;
  /**
   * Median over rounds of (server CPU per request off ÷ validated): the throughput ratio a
   * CPU-bound server would show, much less disturbed by other processes' load.
   */
  fullCpuRatio: number;
  errors: number;
}

export interface Goal {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

/** The machine as every bench describes it (bench/machine.ts), with the load generator's version and `uptime`'s line. */
export interface Machine extends BaseMachine {
  autocannon: string;
  uptime: string;
}

function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim().replace(/.*load average/, 'load average');
  } catch {
    return `load average: ${loadavg().map((l) => l.toFixed(2)).join(', ')}`;
  }
}

function autocannonVersion(): string {
  const pkg: unknown = JSON.parse(readFileSync(join(REPO_ROOT, 'node_modules', 'autocannon', 'package.json'), 'utf8'));
  return typeof pkg === 'object' && pkg !== null && 'version' in pkg && typeof pkg.version === 'string' ? pkg.version : 'unknown';
}

export function describeMachine(): Machine {
  return { ...describeAnyMachine({ browser: false }), autocannon: autocannonVersion(), uptime: uptime() };
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
const rps = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '-');
const percent = (ratio: number) => (Number.isFinite(ratio) ? `${(ratio * 100).toFixed(1)}%` : '-');

function statuses(row: Row): string {
  return Object.entries(row.statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
}

function where(row: Row): string {
  if (row.group === 'express') return 'bare Express';
  return `${row.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}, validation ${row.validation ?? '-'}`;
}

/** One line per run as it finishes; null prints the header. */
export function printRow(row: Row | null): void {
  const cells = row
    ? [row.route, where(row), String(row.connections), rps(row.rps), ms(row.p50), ms(row.p95), ms(row.p99), rps(row.cpuMicrosPerRequest), String(row.errors), statuses(row) + (row.stored !== null ? `  stored ${row.stored}` : '')]
    : ['route', 'server', 'clients', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'CPU µs', 'errors', 'statuses'];
  const widths = [24, 34, 8, 8, 8, 8, 8, 8, 7];
  console.log(cells.map((cell, i) => (widths[i] ? cell.padEnd(widths[i]) : cell)).join(' '));
}

function find(rows: Row[], group: Row['group'], route: string, connections: number, dialect: Row['dialect'] = null): Row | undefined {
  return rows.find((r) => r.group === group && r.route === route && r.connections === connections && (dialect === null || r.dialect === dialect));
}

export const GOAL_P99_MS = 100;
export const GOAL_BOOKINGS_PER_SECOND = 150;
export const GOAL_CONNECTIONS = 10;
export const GOAL_VALIDATION_COST = 0.2;

const DATABASES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** Bookings stored per second: the run's 201 answers ÷ its length (errors and replays not counted). */
export function bookingsPerSecond(row: Row): number {
  return (row.statuses['201'] ?? 0) / row.seconds;
}

/** One booking goal per database: each figure, and by how much it missed when it did. */
function bookingGoal(rows: Row[], dialect: 'sqlite' | 'postgres', notMeasured: string | null): Goal {
  const row = find(rows, 'routes', 'POST booking', GOAL_CONNECTIONS, dialect);
  const goal = {
    name: `booking POST at ${GOAL_CONNECTIONS} clients on ${DATABASES[dialect]}, one instance`,
    target: `p99 ≤ ${GOAL_P99_MS} ms, 0 errors, ≥ ${GOAL_BOOKINGS_PER_SECOND} bookings/s`,
  };
  if (!row) return { ...goal, measured: `not measured${notMeasured ? ` (${notMeasured})` : ''}: counts as not met`, pass: false };
  const created = bookingsPerSecond(row);
  const p99Met = row.p99 <= GOAL_P99_MS;
  const createdMet = created >= GOAL_BOOKINGS_PER_SECOND;
  const figures = [
    `p99 ${ms(row.p99)} ms${p99Met ? '' : Number.isFinite(row.p99) ? `: ${ms(row.p99 - GOAL_P99_MS)} ms over` : ': no answers'}`,
    `${row.errors} errors${row.errors ? `: ${row.errors} over` : ''}`,
    `${rps(created)} bookings/s${createdMet ? '' : `: ${rps(GOAL_BOOKINGS_PER_SECOND - created)}/s short`}`,
  ];
  return { ...goal, measured: figures.join('; '), pass: p99Met && row.errors === 0 && createdMet };
}

/** `postgresSkipped`: why PostgreSQL was not measured, null when it was. */
export function evaluateGoals(rows: Row[], ab: AbSummary[], postgresSkipped: string | null): Goal[] {
  const goals = [bookingGoal(rows, 'sqlite', null), bookingGoal(rows, 'postgres', postgresSkipped)];
  for (const summary of ab) {
    const cost = 1 - summary.fullRatio;
    const met = Number.isFinite(cost) && cost <= GOAL_VALIDATION_COST;
    const missed = Number.isFinite(cost) ? (met ? '' : `: ${((cost - GOAL_VALIDATION_COST) * 100).toFixed(1)} points over`) : ': not measured';
    goals.push({
      name: `request+response validation cost, ${summary.route} (SQLite, ${summary.connections} clients, median of ${summary.rounds} interleaved rounds)`,
      target: `≤ ${percent(GOAL_VALIDATION_COST)} of throughput, 0 errors`,
      measured:
        `${percent(cost)}${missed} (full ÷ off = ${summary.fullRatio.toFixed(3)}; by server CPU per request: ${percent(1 - summary.fullCpuRatio)})` +
        (summary.errors ? `; ${summary.errors} errors: ${summary.errors} over` : ''),
      pass: met && summary.errors === 0,
    });
  }
  return goals;
}

/** Figures beside the goals, none of them a goal: each database's booking throughput as a share of bare Express. */
export function informationLines(rows: Row[]): string[] {
  const hello = find(rows, 'express', 'GET /', GOAL_CONNECTIONS);
  if (!hello) return [];
  return (['sqlite', 'postgres'] as const).flatMap((dialect) => {
    const booking = find(rows, 'routes', 'POST booking', GOAL_CONNECTIONS, dialect);
    if (!booking) return [];
    return [
      `booking throughput vs bare Express, ${GOAL_CONNECTIONS} clients, ${DATABASES[dialect]}: ${percent(booking.rps / hello.rps)} (${rps(booking.rps)} ÷ ${rps(hello.rps)} req/s; by server CPU per request: ${percent(hello.cpuMicrosPerRequest / booking.cpuMicrosPerRequest)})`,
    ];
  });
}

export interface Report {
  machine: Machine;
  loadAfter: string;
  pinned: boolean;
  pinningWarning: string | null;
  settings: {
    seconds: number;
    abSeconds: number;
    abRounds: number;
    abConnections: number;
    abWarmupSeconds: number;
    customers: number;
    warmupSeconds: number;
    postgres: boolean;
  };
  /** Why PostgreSQL was not measured; null when it was. */
  postgresSkipped: string | null;
  rows: Row[];
  ab: AbSummary[];
  goals: Goal[];
  /** Figures printed beside the goals that are not goals. */
  information: string[];
  elapsedSeconds: number;
}

function markdown(report: Report): string {
  const { machine, settings } = report;
  const lines: string[] = [
    '# BFF benchmark',
    '',
    'Generated by `npm run bench:bff` (bff/bench/bff.ts); do not edit by hand. Figures of one run; compare runs on the same machine, and mind the load average.',
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpuModel} × ${machine.cpuCount}; memory ${machine.memoryGiB} GiB`,
    `- Node ${machine.node}, autocannon ${machine.autocannon}`,
    `- Commit ${machine.commit}${machine.dirty ? ' (with uncommitted changes in the tree)' : ''}, ${machine.date}`,
    `- Before: ${machine.uptime}; after: ${report.loadAfter}`,
    `- ${report.pinned ? 'Server pinned to core 0, autocannon (its own process) to core 1 with taskset' : `NOT pinned: ${report.pinningWarning ?? ''}`}; PostgreSQL's own processes run wherever the system puts them`,
    '',
    '## How',
    '',
    `The real app (createApp, production settings: requests validated, responses not, a log line per request), one instance, on a fresh database: SQLite, then PostgreSQL${settings.postgres ? '' : ` (not measured here: ${report.postgresSkipped ?? 'skipped'})`}. ${settings.customers} customers signed up through the API, each with one booking; requests go round the customers in turn. ${settings.seconds} s per run after a ${settings.warmupSeconds} s warm-up per route. Booking POSTs: a valid body for one of the 17 services and a fresh Idempotency-Key each, bookings emptied before each run (a customer's open bookings are part of every booking answer); bookings/s counts the run's 201 answers. Errors: non-2xx answers, connection errors and time-outs. Latencies over every answer. Server CPU µs/req: the server process's CPU time (all threads) during the run ÷ answers, the figure least disturbed by other load on the machine. Validation A/B: three fresh servers (off, requests, full) on the SQLite installation above, each warmed up alike (${settings.abWarmupSeconds} s per route, uncounted) before ${settings.abRounds} counted rounds of ${settings.abSeconds} s in rotating order. Bare Express is information, not a goal. Whole run: ${Math.round(report.elapsedSeconds)} s.`,
    '',
    '## Goals',
    '',
    '| goal | target | measured | result |',
    '|---|---|---|---|',
    ...report.goals.map((g) => `| ${g.name} | ${g.target} | ${g.measured} | ${g.pass ? 'met' : '**missed**'} |`),
    '',
    ...(report.information.length ? ['Information, not goals:', '', ...report.information.map((line) => `- ${line}`), ''] : []),
    '## Routes',
    '',
    '| route | server | clients | req/s | p50 ms | p95 ms | p99 ms | server CPU µs/req | errors | statuses | stored |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.rows
      .filter((r) => r.group !== 'validation')
      .map((r) => `| ${r.route} | ${where(r)} | ${r.connections} | ${rps(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${rps(r.cpuMicrosPerRequest)} | ${r.errors} | ${statuses(r)} | ${r.stored ?? ''} |`),
    '',
    `## Validation on vs off (SQLite, ${settings.abConnections} clients, ${settings.abRounds} rounds of ${settings.abSeconds} s after a ${settings.abWarmupSeconds} s warm-up per route of every server, order rotated per round)`,
    '',
    '"off": operations are still matched (roles need them), nothing validated; "requests": production; "full": requests and responses validated. Ratios are medians of each round\'s ratio to "off".',
    '',
    '| route | off req/s | requests req/s | full req/s | requests ÷ off | full ÷ off | CPU µs/req off / requests / full | CPU off ÷ full | p99 off / requests / full ms | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...report.ab.map(
      (s) =>
        `| ${s.route} | ${rps(s.medianRps.off)} | ${rps(s.medianRps.requests)} | ${rps(s.medianRps.full)} | ${s.requestsRatio.toFixed(3)} | ${s.fullRatio.toFixed(3)} | ${rps(s.medianCpu.off)} / ${rps(s.medianCpu.requests)} / ${rps(s.medianCpu.full)} | ${s.fullCpuRatio.toFixed(3)} | ${ms(s.medianP99.off)} / ${ms(s.medianP99.requests)} / ${ms(s.medianP99.full)} | ${s.errors} |`,
    ),
    '',
    '### Every A/B run, in order',
    '',
    '| route | validation | req/s | p50 ms | p99 ms | server CPU µs/req | errors |',
    '|---|---|---|---|---|---|---|',
    ...report.rows
      .filter((r) => r.group === 'validation')
      .map((r) => `| ${r.route} | ${r.validation ?? ''} | ${rps(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${rps(r.cpuMicrosPerRequest)} | ${r.errors} |`),
    '',
  ];
  return lines.join('\n');
}

/** Prints the goals and writes docs/bench/bff.md and .json; returns the files written. */
export function writeReport(report: Report): string[] {
  console.log('\nValidation A/B (median of rounds):');
  for (const s of report.ab) {
    console.log(
      `  ${s.route}: off ${rps(s.medianRps.off)} req/s, requests ${rps(s.medianRps.requests)} (×${s.requestsRatio.toFixed(3)}), requests+responses ${rps(s.medianRps.full)} (×${s.fullRatio.toFixed(3)}); server CPU µs/req ${rps(s.medianCpu.off)} / ${rps(s.medianCpu.requests)} / ${rps(s.medianCpu.full)}`,
    );
  }
  console.log('\nGoals:');
  for (const g of report.goals) console.log(`  ${g.pass ? 'met   ' : 'MISSED'}  ${g.name}: ${g.measured} (target ${g.target})`);
  console.log(`  ${report.goals.filter((g) => g.pass).length} of ${report.goals.length} goals met`);
  if (report.postgresSkipped) console.log(`  PostgreSQL not measured (${report.postgresSkipped}): its booking goal counts as not met`);
  if (report.information.length) console.log('\nInformation (not goals):');
  for (const line of report.information) console.log(`  ${line}`);
  const dir = join(REPO_ROOT, 'docs', 'bench');
  mkdirSync(dir, { recursive: true });
  const md = join(dir, 'bff.md');
  const json = join(dir, 'bff.json');
  writeFileSync(md, markdown(report));
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return [md, json].map((file) => file.slice(REPO_ROOT.length + 1));
}
