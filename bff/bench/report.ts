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
  /** booking-only: the bookings service behind node:http, none of the app's middleware (booking-only.ts). */
  group: 'express' | 'routes' | 'validation' | 'booking-only';
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
  if (row.group === 'booking-only') return 'SQLite, bookings service alone (node:http)';
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

export const GOAL_P99_MS = 25;
export const GOAL_VALIDATION_COST = 0.15;
export const GOAL_SHARE_OF_EXPRESS = 0.25;

export function evaluateGoals(rows: Row[], ab: AbSummary[]): Goal[] {
  const booking10 = find(rows, 'routes', 'POST booking', 10, 'sqlite');
  const hello10 = find(rows, 'express', 'GET /', 10);
  const goals: Goal[] = [
    {
      name: 'booking p99 at 10 clients on SQLite, 0 errors',
      target: `p99 ≤ ${GOAL_P99_MS} ms, 0 errors`,
      measured: booking10 ? `p99 ${ms(booking10.p99)} ms, ${booking10.errors} errors` : 'not measured',
      pass: !!booking10 && booking10.p99 <= GOAL_P99_MS && booking10.errors === 0,
    },
  ];
  for (const summary of ab) {
    const cost = 1 - summary.fullRatio;
    goals.push({
      name: `request+response validation cost, ${summary.route} (${summary.connections} clients, median of ${summary.rounds} interleaved rounds)`,
      target: `≤ ${percent(GOAL_VALIDATION_COST)} of throughput`,
      measured: `${percent(cost)} (validated ÷ off = ${summary.fullRatio.toFixed(3)}; by server CPU per request: ${percent(1 - summary.fullCpuRatio)})`,
      pass: Number.isFinite(cost) && cost <= GOAL_VALIDATION_COST && summary.errors === 0,
    });
  }
  const alone10 = find(rows, 'booking-only', 'POST booking', 10, 'sqlite');
  const share = booking10 && hello10 ? booking10.rps / hello10.rps : NaN;
  // What the share would be with the server's core to itself: the CPU one hello world takes ÷ one booking's.
  const cpuShare = booking10 && hello10 ? hello10.cpuMicrosPerRequest / booking10.cpuMicrosPerRequest : NaN;
  goals.push({
    name: 'booking throughput vs bare Express, 10 clients, SQLite',
    target: `≥ ${percent(GOAL_SHARE_OF_EXPRESS)}`,
    measured:
      booking10 && hello10
        ? `${percent(share)} (${rps(booking10.rps)} ÷ ${rps(hello10.rps)} req/s; by server CPU per request: ${percent(cpuShare)})` +
          (alone10 ? `; the bookings service alone, without the framework: ${percent(alone10.rps / hello10.rps)} (${rps(alone10.rps)} req/s)` : '')
        : 'not measured',
    pass: Number.isFinite(share) && share >= GOAL_SHARE_OF_EXPRESS,
  });
  return goals;
}

export interface Report {
  machine: Machine;
  loadAfter: string;
  pinned: boolean;
  pinningWarning: string | null;
  settings: { seconds: number; abSeconds: number; abRounds: number; abConnections: number; customers: number; warmupSeconds: number; postgres: boolean };
  rows: Row[];
  ab: AbSummary[];
  goals: Goal[];
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
    `The real app (createApp, production settings: requests validated, responses not, a log line per request) on a fresh database, ${settings.customers} customers signed up through the API, each with one booking; requests go round the customers in turn. ${settings.seconds} s per run after a ${settings.warmupSeconds} s warm-up per route. Booking POSTs: a valid body for one of the 17 services and a fresh Idempotency-Key each, bookings emptied before each run (a customer's open bookings are part of every booking answer). Errors: non-2xx answers, connection errors and time-outs. Latencies over every answer. Server CPU µs/req: the server process's CPU time (all threads) during the run ÷ answers, the figure least disturbed by other load on the machine. "Bookings service alone": the same booking load on the same installation against the bookings service behind node:http (bff/bench/booking-only.ts: one read of the session and one of the user, then the service as the app wires it; no Express, session middleware, CSRF, validation or roles), the most that work on the middleware could win back. Whole run: ${Math.round(report.elapsedSeconds)} s.`,
    '',
    '## Goals',
    '',
    '| goal | target | measured | result |',
    '|---|---|---|---|',
    ...report.goals.map((g) => `| ${g.name} | ${g.target} | ${g.measured} | ${g.pass ? 'pass' : '**FAIL**'} |`),
    '',
    '## Routes',
    '',
    '| route | server | clients | req/s | p50 ms | p95 ms | p99 ms | server CPU µs/req | errors | statuses | stored |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.rows
      .filter((r) => r.group !== 'validation')
      .map((r) => `| ${r.route} | ${where(r)} | ${r.connections} | ${rps(r.rps)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${rps(r.cpuMicrosPerRequest)} | ${r.errors} | ${statuses(r)} | ${r.stored ?? ''} |`),
    '',
    `## Validation on vs off (SQLite, ${settings.abConnections} clients, ${settings.abRounds} rounds of ${settings.abSeconds} s after one uncounted, order rotated per round)`,
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
  for (const g of report.goals) console.log(`  ${g.pass ? 'PASS' : 'FAIL'}  ${g.name}: ${g.measured} (target ${g.target})`);
  const dir = join(REPO_ROOT, 'docs', 'bench');
  mkdirSync(dir, { recursive: true });
  const md = join(dir, 'bff.md');
  const json = join(dir, 'bff.json');
  writeFileSync(md, markdown(report));
  writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  return [md, json].map((file) => file.slice(REPO_ROOT.length + 1));
}
