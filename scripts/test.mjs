#!/usr/bin/env node
// `npm test`: every check in order (spec lint, the spec in YAML 1.1 parsers, generated-code drift, types, lint, unit, BFF on
// SQLite and PostgreSQL, story tests in Chromium, contracts, end to end, crash/load reliability,
// bundle budgets, Lighthouse, dependency audit). Each step runs even
// when an earlier one failed, so one run shows everything that is red.
// Usage: npm test [-- step ...]   e.g. `npm test -- bff contracts`
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const vitest = (...projects) => ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
const steps = [
  { name: 'spec', cmd: ['npx', 'redocly', 'lint', '--format=summary', 'openapi.yaml'] },
  // The spec reads the same in YAML 1.1 parsers (PyYAML), which most Python API tools use.
  { name: 'yaml', cmd: ['node', 'scripts/check-yaml11.mjs'] },
  { name: 'generated', cmd: ['node', 'scripts/generate.mjs', '--check'] },
  { name: 'types', cmd: ['sh', '-c', 'for p in domain web bff contracts e2e bench; do npx tsc -p $p || exit 1; done'] },
  { name: 'lint', cmd: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'unit', cmd: vitest('domain', 'web-unit') },
  { name: 'bff', cmd: vitest('bff') },
  { name: 'stories', cmd: vitest('storybook') },
  { name: 'contracts', cmd: vitest('contracts-consumer'), then: vitest('contracts-provider') },
  { name: 'e2e', cmd: vitest('e2e') },
  // Crash safety (SIGKILL rounds) and a load run on the real server, both databases: prints its figures.
  { name: 'reliability', cmd: ['npm', 'run', 'test:reliability', '--', '--ci'] },
  // Bundle budgets (size-limit, brotli) on a fresh production build.
  { name: 'budgets', cmd: ['npm', 'run', 'test:budgets'] },
  // One Lighthouse run on the built app: fails on accessibility, render-blocking, uncompressed text or layout shift; prints the score.
  { name: 'lighthouse', cmd: ['npm', 'run', 'test:lighthouse'] },
  // Known vulnerabilities (high and above) in what ships.
  { name: 'audit', cmd: ['npm', 'run', 'test:audit'] },
];

const only = process.argv.slice(2);
const chosen = only.length ? steps.filter((s) => only.includes(s.name)) : steps;
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true', FORCE_COLOR: process.env.CI ? '0' : '1' };

// Exit code of a step that could not check anything on this machine (e.g. the registry refuses
// npm audit's endpoint): shown as SKIP with its own output, counted neither passed nor failed.
const NOT_CHECKED = 78;

function run(cmd, name) {
  const isVitest = cmd[1] === 'vitest';
  const json = join(results, `${name}.json`);
  const args = isVitest ? [...cmd.slice(1), '--reporter=default', '--reporter=json', `--outputFile.json=${json}`] : cmd.slice(1);
  const started = Date.now();
  const { status } = spawnSync(cmd[0], args, { cwd: root, stdio: 'inherit', env });
  if (!isVitest && status === NOT_CHECKED) return { ok: true, skipped: true, seconds: Math.round((Date.now() - started) / 1000), passed: 0, failed: 0 };
  let tests = { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  if (isVitest && existsSync(json)) {
    const report = JSON.parse(readFileSync(json, 'utf8'));
    tests = { passed: report.numPassedTests, failed: report.numFailedTests + (status === 0 ? 0 : report.numFailedTests ? 0 : 1) };
    // A project that ran nothing is a failure, not a green step.
    if (report.numTotalTests === 0) tests.failed += 1;
  }
  return { ok: status === 0 && tests.failed === 0, seconds: Math.round((Date.now() - started) / 1000), ...tests };
}

const summary = [];
for (const step of chosen) {
  console.log(`\n━━ ${step.name}: ${step.cmd.join(' ')}`);
  let result = run(step.cmd, step.name);
  if (step.then) {
    const second = run(step.then, `${step.name}-2`);
    result = { ok: result.ok && second.ok, seconds: result.seconds + second.seconds, passed: result.passed + second.passed, failed: result.failed + second.failed };
  }
  summary.push({ name: step.name, ...result });
}

console.log('\n━━ summary');
for (const s of summary) console.log(`${s.skipped ? 'SKIP' : s.ok ? 'ok  ' : 'FAIL'} ${s.name.padEnd(10)} ${String(s.passed).padStart(4)} passed ${String(s.failed).padStart(3)} failed  ${s.seconds}s`);
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
const skipped = summary.filter((s) => s.skipped).map((s) => s.name);
console.log(`tests: ${passed} passed, ${failed} failed${skipped.length ? ` (not checked on this machine: ${skipped.join(', ')})` : ''}`);
process.exit(summary.every((s) => s.ok) ? 0 : 1);
