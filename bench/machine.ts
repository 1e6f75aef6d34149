// The machine a benchmark ran on, written next to its figures so that runs can be compared:
// a score from a busy 2-core box and one from an idle laptop are different measurements.
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Machine {
  cpuModel: string;
  cpuCount: number;
  memoryGiB: number;
  /** 1, 5 and 15 minute load averages when the run started: other work on the box skews timings. */
  loadAverage: number[];
  node: string;
  /** Only for runs that drive a browser. */
  chromium?: string;
  commit: string;
  /** Uncommitted changes were in the tree, so the commit alone does not say what was measured. */
  dirty: boolean;
  date: string;
}

function run(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

export function chromiumVersion(path = CHROMIUM_PATH): string {
  // Debian's wrapper prints "Chromium 1xx.0.… built on Debian …"; keep only the name and number.
  const out = run(path, ['--version']);
  return out.match(/Chromium [\d.]+/)?.[0] ?? out.split('\n')[0] ?? 'unknown';
}

/** The machine now; `browser: false` for runs that never start Chromium (the BFF's). */
export function describeMachine({ browser = true }: { browser?: boolean } = {}): Machine {
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cpuCount: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
    ...(browser ? { chromium: chromiumVersion() } : {}),
    commit: run('git', ['rev-parse', 'HEAD']),
    dirty: run('git', ['status', '--porcelain', '--untracked-files=no']) !== '',
    date: new Date().toISOString(),
  };
}

/** Markdown lines describing the machine, for the top of a generated report. */
export function machineLines(m: Machine): string[] {
  return [
    `- CPU: ${m.cpuModel} × ${m.cpuCount}; memory ${m.memoryGiB} GiB; load average ${m.loadAverage.join(' / ')} at the start`,
    `- Node ${m.node}${m.chromium ? `; ${m.chromium}` : ''}`,
    `- Commit ${m.commit}${m.dirty ? ' (with uncommitted changes in the tree)' : ''}; ${m.date}`,
  ];
}

/** A whole-number setting from the environment (`fallback` when unset), at least `min`; anything else stops the bench. */
export function wholeNumberOption(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, not "${raw}"`);
  return n;
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? NaN) : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}
