// `npm run bench:web`: Lighthouse on the app as `npm start` runs it (built when its sources changed),
// with the start-up loader at 0 and at the specified 3000 ms, on Lighthouse's default mobile profile
// and the stress profile, for the landing page and the home-cleaning page; BENCH_RUNS runs each
// (default 3), medians. Prints a table and the issue's goals, writes docs/bench/web.md + web.json.
//
// `--ci` (`npm run test:lighthouse`, a `npm test` step): one run, default profile, loader 0, both
// pages; exits 1 on what does not depend on the host's speed: an accessibility failure, a
// render-blocking resource, uncompressed text, a layout shift. The score is printed, not asserted:
// it follows the host's CPU (docs/performance.md). Writes test-results/lighthouse.json only.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startApp, type RunningApp } from '../../e2e/start-app.ts';
import { describeMachine, ROOT, wholeNumberOption } from '../machine.ts';
import { checkGoals, diagnosisLines, goalLines, markdown, summarise, textTable, type Case, type CaseResult, type WebReport } from './lighthouse-report.ts';
import { runLighthouse, type RunFigures } from './lighthouse-run.ts';
import { LOADER_MS, type ProfileName } from './profiles.ts';

const ci = process.argv.includes('--ci');
const PAGES = ['/', '/services/home-cleaning'];
/** Lighthouse's "good" threshold; the pages are built to shift nothing at all. */
const CI_MAX_CLS = 0.1;
const RETRIES = 2;

function runsPerCase(): number {
  return ci ? 1 : wholeNumberOption('BENCH_RUNS', 3, 1);
}

/** The server's first answers (file reads, database connections) should not count against run 1. */
async function warmUp(app: RunningApp): Promise<void> {
  for (const path of [...PAGES, '/app/current_user', '/app/fetchServices']) {
    await fetch(app.baseUrl + path, { headers: { Accept: path.startsWith('/app/') ? 'application/json' : 'text/html' } }).then((r) => r.arrayBuffer());
  }
}

async function measureWithLoader(loaderMs: number, profiles: ProfileName[], runs: number): Promise<CaseResult[]> {
  console.log(`\nstarting the app with STARTUP_LOADER_MS=${loaderMs} (as npm start does; it builds the web app first when its sources changed)…`);
  const app = await startApp({ STARTUP_LOADER_MS: String(loaderMs) });
  try {
    await warmUp(app);
    const cases: Case[] = profiles.flatMap((profile) => PAGES.map((path) => ({ loaderMs, profile, path })));
    const figures = new Map<Case, RunFigures[]>(cases.map((c) => [c, []]));
    // Round-robin over the cases, so a burst of load on the machine spreads over all of them.
    for (let run = 1; run <= runs; run++) {
      for (const c of cases) {
        const started = Date.now();
        let f = await runLighthouse({ url: app.baseUrl + c.path, profile: c.profile, extraWaitMs: loaderMs });
        // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP) and asks to run
        // again; a run that still fails after that is reported as failed, never silently dropped.
        for (let retry = 1; f.error && retry <= RETRIES; retry++) {
          console.log(`  run ${run}/${runs} ${c.profile} ${c.path}: ${f.error}; trying again (${retry}/${RETRIES})`);
          f = await runLighthouse({ url: app.baseUrl + c.path, profile: c.profile, extraWaitMs: loaderMs });
        }
        figures.get(c)?.push(f);
        const took = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`  run ${run}/${runs} ${c.profile.padEnd(7)} ${c.path.padEnd(24)} ${f.error ? `failed: ${f.error}` : `score ${f.performance}, LCP ${Math.round(f.lcpMs)} ms, a11y ${f.accessibility}`} (${took} s)`);
      }
    }
    return cases.map((c) => summarise(c, figures.get(c) ?? []));
  } finally {
    await app.stop();
  }
}

function lighthouseVersion(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

async function main(): Promise<number> {
  const started = Date.now();
  const machine = describeMachine();
  const runs = runsPerCase();
  const loaders = ci ? [LOADER_MS.goal] : [LOADER_MS.goal, LOADER_MS.specified];
  const profiles: ProfileName[] = ci ? ['default'] : ['default', 'stress'];
  console.log(`Lighthouse ${lighthouseVersion()} on ${machine.chromium}; ${machine.cpuModel} × ${machine.cpuCount}, load ${machine.loadAverage.join(' / ')}; ${runs} run(s) per case${ci ? ' (--ci)' : ''}`);

  const results: CaseResult[] = [];
  for (const loaderMs of loaders) results.push(...(await measureWithLoader(loaderMs, profiles, runs)));
  const seconds = Math.round((Date.now() - started) / 1000);

  console.log(`\nmedians of ${runs} run(s) (LCP is simulated; "LCP seen" is the unthrottled trace's):\n`);
  console.log(textTable(results));
  console.log('');
  for (const line of diagnosisLines(results)) console.log(line);
  const errors = results.flatMap((r) => r.errors.map((e) => `${r.loaderMs} ms ${r.profile} ${r.path}: ${e}`));
  for (const e of errors) console.log(`run failed: ${e}`);

  if (ci) {
    const failures = results.flatMap((r) => [
      ...r.accessibilityFailures.map((f) => `${r.path}: accessibility audit failed: ${f}`),
      ...r.renderBlocking.map((b) => `${r.path}: render-blocking resource ${b.url}`),
      ...(r.median.compressionSavingsKiB > 0 ? [`${r.path}: text compression would save ${r.median.compressionSavingsKiB} KiB`] : []),
      ...(r.median.cls <= CI_MAX_CLS ? [] : [`${r.path}: layout shift ${r.median.cls} > ${CI_MAX_CLS}`]),
    ]);
    mkdirSync(join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(join(ROOT, 'test-results/lighthouse.json'), `${JSON.stringify({ machine, seconds, results, failures, errors }, null, 2)}\n`);
    console.log(`\nLighthouse CI gate (no accessibility failure, render-blocking resource, uncompressed text or layout shift), ${seconds} s:`);
    for (const r of results) console.log(`figure ${r.path}: performance ${r.median.performance}, TBT ${Math.round(r.median.tbtMs)} ms, LCP ${Math.round(r.median.lcpMs)} ms, benchmark index ${Math.round(r.median.benchmarkIndex)} (printed, not asserted)`);
    for (const f of [...failures, ...errors]) console.log(`FAIL  ${f}`);
    if (!failures.length && !errors.length) console.log('pass');
    return failures.length || errors.length ? 1 : 0;
  }

  const goals = checkGoals(results);
  console.log('\ngoals (loader 0):');
  for (const line of goalLines(goals)) console.log(line);
  const report: WebReport = { machine, lighthouse: lighthouseVersion(), runsPerCase: runs, seconds, results, goals };
  const dir = join(ROOT, 'docs/bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, 'web.md'), markdown(report));
  console.log(`\nwritten: docs/bench/web.md, docs/bench/web.json (${seconds} s)`);
  // Goals are reported, not enforced: this is a measurement. A run that measured nothing is an error.
  return errors.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
