// `npm run test:reliability [-- options]`: crash safety, then load, on SQLite and PostgreSQL
// (PostgreSQL when it answers; REQUIRE_POSTGRES=1 makes a missing one a failure). Exits non-zero
// on any failure. Figures are printed and, on a full run, written to docs/bench/reliability.md.
//
// Options (flag, or environment variable):
//   --ci                     the short run `npm test` makes (3 rounds per database, 45 s of load)
//   --rounds N   CRASH_ROUNDS     crash rounds per database (default 10; --ci 3)
//   --keys N     CRASH_KEYS       concurrent bookings per round (default 300)
//   --seed N     CRASH_SEED       seed of the kill moments, keys and load schedule (default: fresh, printed)
//   --seconds N  LOAD_SECONDS     open-loop load per database (default 180; --ci 45)
//   --dialect sqlite|postgres  RELIABILITY_DIALECT   one database only (default both)
//   --only crash|load        one part only
//   --write / --no-write     write docs/bench/reliability.md (+ .json); default: on full runs, not with --ci
import { loadavg } from 'node:os';
import { runCrashSafety, type CrashResult } from './crash-safety.ts';
import { runLoad, type LoadResult } from './load.ts';
import { freshSeed } from './random.ts';
import { chosenDialects } from './real-server.ts';
import { describeMachine, summaryLines, writeReport, type RunReport } from './report.ts';

const argv = process.argv.slice(2);

function flagValue(name: string): string | undefined {
  const at = argv.indexOf(`--${name}`);
  if (at >= 0) return argv[at + 1];
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function whole(name: string, envName: string, fallback: number, min: number): number {
  const raw = flagValue(name) ?? process.env[envName];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} / ${envName} must be a whole number ≥ ${min}, got "${raw}"`);
  return value;
}

const BOOLEAN_FLAGS = ['--ci', '--write', '--no-write'];
const VALUE_FLAGS = ['--rounds', '--keys', '--seed', '--seconds', '--dialect', '--only'];
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i] ?? '';
  if (BOOLEAN_FLAGS.includes(arg) || VALUE_FLAGS.some((flag) => arg.startsWith(`${flag}=`))) continue;
  if (VALUE_FLAGS.includes(arg)) i++;
  else throw new Error(`unknown option ${arg}; see the comment at the top of bff/reliability/run.ts`);
}

const ci = argv.includes('--ci');
const options = {
  rounds: whole('rounds', 'CRASH_ROUNDS', ci ? 3 : 10, 1),
  keys: whole('keys', 'CRASH_KEYS', 300, 1),
  seed: whole('seed', 'CRASH_SEED', freshSeed(), 0),
  seconds: whole('seconds', 'LOAD_SECONDS', ci ? 45 : 180, 1),
  rampStepSeconds: ci ? 3 : 5,
  crashCustomers: 20,
  loadCustomers: ci ? 30 : 50,
};
const only = flagValue('only');
if (only !== undefined && only !== 'crash' && only !== 'load') throw new Error(`--only must be crash or load, got "${only}"`);
const asked = flagValue('dialect') ?? process.env.RELIABILITY_DIALECT;
if (asked !== undefined && asked !== 'sqlite' && asked !== 'postgres') throw new Error(`--dialect must be sqlite or postgres, got "${asked}"`);
const write = argv.includes('--write') || (!argv.includes('--no-write') && !ci && only === undefined && asked === undefined);

const log = (line: string) => console.log(line);
const started = performance.now();
const machine = describeMachine();
const { dialects, skipped } = await chosenDialects(asked);
console.log(
  `Ilé reliability${ci ? ' (--ci)' : ''}: ${dialects.join(' + ')}; crash ${options.rounds} rounds × ${options.keys} keys, load ${options.seconds} s; seed ${options.seed} (CRASH_SEED=${options.seed} replays it)`,
);
if (skipped) console.log(skipped);

const crash: CrashResult[] = [];
const load: LoadResult[] = [];
const failures: string[] = [];

for (const dialect of dialects) {
  if (only !== 'load') {
    console.log('');
    try {
      const result = await runCrashSafety({ dialect, rounds: options.rounds, keysPerRound: options.keys, customers: options.crashCustomers, seed: options.seed, replaySample: 0.1, log });
      crash.push(result);
      failures.push(...result.failures);
    } catch (err) {
      failures.push(`${dialect} crash safety could not run: ${err instanceof Error ? err.stack : String(err)}`);
    }
  }
  if (only !== 'crash') {
    console.log('');
    try {
      const result = await runLoad({
        dialect,
        seconds: options.seconds,
        rampStepSeconds: options.rampStepSeconds,
        customers: options.loadCustomers,
        seed: options.seed,
        timeoutMs: 30_000,
        log,
      });
      load.push(result);
      failures.push(...result.failures);
    } catch (err) {
      failures.push(`${dialect} load could not run: ${err instanceof Error ? err.stack : String(err)}`);
    }
  }
}

const report: RunReport = {
  command: `npm run test:reliability${argv.length ? ` -- ${argv.join(' ')}` : ''}`,
  ci,
  options: { ...options, dialects: dialects.join('+'), ...(only ? { only } : {}) },
  machine,
  loadAverageAfter: loadavg().map((l) => Math.round(l * 100) / 100),
  postgres: skipped ?? '',
  crash,
  load,
  seconds: (performance.now() - started) / 1000,
  failures,
};
for (const line of summaryLines(report)) console.log(line);
if (write) console.log(`written: ${writeReport(report).join(', ')}`);
process.exit(failures.length ? 1 : 0);
