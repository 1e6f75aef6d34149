// Medians of the Lighthouse runs, the issue's goals checked against them, and the printed/written report.
import { machineLines, median, type Machine } from '../machine.ts';
import type { RunFigures } from './lighthouse-run.ts';
import type { ProfileName } from './profiles.ts';

export interface Case {
  loaderMs: number;
  profile: ProfileName;
  path: string;
}

export interface CaseResult extends Case {
  runs: RunFigures[];
  median: Omit<RunFigures, 'accessibilityFailures' | 'warnings' | 'error' | 'lcpElement' | 'renderBlocking'>;
  /** Every accessibility failure seen in any run: one failing run is a failure. */
  accessibilityFailures: string[];
  /** Diagnostics from the run whose performance score is the median one. */
  lcpElement: string;
  renderBlocking: { url: string; wastedMs: number }[];
  errors: string[];
}

const NUMERIC = ['performance', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'accessibility', 'benchmarkIndex', 'observedLcpMs', 'requests', 'scriptKiB', 'scriptDecodedKiB', 'compressionSavingsKiB', 'unusedScriptKiB', 'mainThreadMs', 'cssKiB', 'totalKiB'] as const;

export function summarise(c: Case, runs: RunFigures[]): CaseResult {
  const ok = runs.filter((r) => !r.error);
  const medianOf = (key: (typeof NUMERIC)[number]) => median(ok.map((r) => r[key]));
  const m = Object.fromEntries(NUMERIC.map((k) => [k, medianOf(k)])) as CaseResult['median'];
  const byScore = [...ok].sort((a, b) => a.performance - b.performance);
  const middle = byScore[Math.floor((byScore.length - 1) / 2)];
  return {
    ...c,
    runs,
    median: m,
    accessibilityFailures: [...new Set(runs.flatMap((r) => r.accessibilityFailures))],
    lcpElement: middle?.lcpElement ?? 'none',
    renderBlocking: middle?.renderBlocking ?? [],
    errors: runs.flatMap((r) => (r.error ? [r.error] : [])),
  };
}

export interface Goal {
  name: string;
  value: string;
  pass: boolean;
}

const sec = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const num = (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : 'n/a');
const clsText = (v: number) => (!Number.isFinite(v) ? 'n/a' : v === 0 ? '0' : v < 0.001 ? '<0.001' : v.toFixed(3));

/** The issue's goals, all with the loader at 0: score on the default profile, LCP on the stress one, the rest on both. */
export function checkGoals(results: CaseResult[]): Goal[] {
  const goals: Goal[] = [];
  for (const r of results.filter((x) => x.loaderMs === 0)) {
    const where = `${r.path} ${r.profile}`;
    if (r.profile === 'default') goals.push({ name: `performance ≥ 98 (${where})`, value: num(r.median.performance), pass: r.median.performance >= 98 });
    if (r.profile === 'stress') goals.push({ name: `LCP ≤ 1.5 s (${where})`, value: sec(r.median.lcpMs), pass: r.median.lcpMs <= 1500 });
    goals.push({ name: `TBT ≤ 100 ms (${where})`, value: ms(r.median.tbtMs), pass: r.median.tbtMs <= 100 });
    goals.push({ name: `CLS 0 (${where})`, value: clsText(r.median.cls), pass: r.median.cls === 0 });
    goals.push({
      name: `accessibility 100 (${where})`,
      value: `${num(r.median.accessibility)}${r.accessibilityFailures.length ? `; failing: ${r.accessibilityFailures.join('; ')}` : ''}`,
      pass: r.median.accessibility === 100 && r.accessibilityFailures.length === 0,
    });
  }
  return goals;
}

const HEADER = ['loader', 'profile', 'page', 'perf', 'FCP', 'LCP', 'LCP seen', 'TBT', 'CLS', 'SI', 'a11y', 'a11y failing', 'JS KiB', 'bench idx'];

function row(r: CaseResult): string[] {
  const m = r.median;
  return [
    `${r.loaderMs} ms`,
    r.profile,
    r.path,
    num(m.performance),
    sec(m.fcpMs),
    sec(m.lcpMs),
    sec(m.observedLcpMs),
    ms(m.tbtMs),
    clsText(m.cls),
    sec(m.speedIndexMs),
    num(m.accessibility),
    r.accessibilityFailures.length ? r.accessibilityFailures.map((f) => f.split(':')[0]).join(', ') : 'none',
    num(m.scriptKiB),
    num(m.benchmarkIndex),
  ];
}

export function textTable(results: CaseResult[]): string {
  const rows = [HEADER, ...results.map(row)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

export function goalLines(goals: Goal[]): string[] {
  return goals.map((g) => `${g.pass ? 'pass' : 'FAIL'}  ${g.name}: ${g.value}`);
}

/** What the median runs say is slow, so a failing goal comes with its cause. */
export function diagnosisLines(results: CaseResult[]): string[] {
  return results
    .filter((r) => r.loaderMs === 0)
    .map((r) => {
      const blocking = r.renderBlocking.map((b) => `${b.url.replace(/^https?:\/\/[^/]+/, '')} (${b.wastedMs} ms)`).join(', ') || 'none';
      const m = r.median;
      return (
        `${r.path} ${r.profile}: LCP element ${r.lcpElement}; render-blocking ${blocking}; ${num(m.requests)} requests, ` +
        `JS ${num(m.scriptKiB)} KiB transferred (${num(m.scriptDecodedKiB)} KiB decoded, ${num(m.unusedScriptKiB)} KiB not run during load), ` +
        `CSS ${num(m.cssKiB)} KiB, total ${num(m.totalKiB)} KiB; text compression would save ${num(m.compressionSavingsKiB)} KiB; main-thread work ${ms(m.mainThreadMs)}`
      );
    });
}

export interface WebReport {
  machine: Machine;
  lighthouse: string;
  runsPerCase: number;
  seconds: number;
  results: CaseResult[];
  goals: Goal[];
}

export function markdown(report: WebReport): string {
  const mdRows = [HEADER, HEADER.map(() => '---'), ...report.results.map(row)].map((r) => `| ${r.join(' | ')} |`);
  const errors = report.results.flatMap((r) => r.errors.map((e) => `- ${r.loaderMs} ms ${r.profile} ${r.path}: ${e}`));
  return [
    '# Web performance: Lighthouse',
    '',
    'Generated by `npm run bench:web` (bench/web/lighthouse.ts); do not edit by hand. Compare runs on the same machine, and mind the load average and the benchmark index.',
    '',
    ...machineLines(report.machine),
    `- Lighthouse ${report.lighthouse}, node API, simulated throttling; ${report.runsPerCase} run(s) per row, medians; ${report.seconds} s in all`,
    '',
    'Profiles: `default` is Lighthouse\'s mobile profile (150 ms RTT, 1.6 Mb/s, 4× CPU); `stress` is 300 ms RTT, 700 Kb/s, 6× CPU.',
    'The app is started as `npm start` does (e2e/start-app.ts), with STARTUP_LOADER_MS as in the `loader` column.',
    '',
    ...mdRows,
    '',
    'LCP is Lighthouse\'s simulated (throttled) figure. Its simulation replays network requests and CPU work but not timers,',
    'so the start-up loader\'s wait does not show in it; `LCP seen` is the unthrottled LCP of the same trace, which does.',
    '',
    '## Goals (loader 0)',
    '',
    ...goalLines(report.goals).map((l) => `- ${l}`),
    '',
    '## What the median runs show',
    '',
    ...diagnosisLines(report.results).map((l) => `- ${l}`),
    ...(errors.length ? ['', '## Runs that failed', '', ...errors] : []),
    '',
  ].join('\n');
}
