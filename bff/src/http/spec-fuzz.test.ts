// Spec-driven fuzzing: valid and mutated requests for every operation in openapi.yaml, as each
// role (signed out, customer, admin), against the real app on SQLite (and PostgreSQL when it
// answers). Every answer must be: not a 5xx, a status the operation declares, a body matching
// that status's schema, a 4xx whenever the spec makes the request invalid, free of stack traces
// and file paths; and Object.prototype must be untouched after every request.
//
// FUZZ_RUNS=<n> sets the SQLite request count (default 10,000), FUZZ_PG_RUNS=<n> PostgreSQL's
// (default 2,000: PostgreSQL's round trips make each request dearer, and CI runs both).
// FUZZ_SEED=<n> replays a run; FUZZ_SEED=random picks a seed and prints it. The default is fixed.
// FUZZ_KEEP_GOING=1 runs to the end and lists every distinct failure instead of stopping at the first.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStateChanging } from '../testing/authorization-matrix.ts';
import { testDialects, type Dialect } from '../testing/index.ts';
import { buildCase, MUTATION_NAMES, POLLUTION_MARKER } from '../testing/spec-fuzz/cases.ts';
import { prototypeChanges, responseProblems, snapshotPrototypes } from '../testing/spec-fuzz/check.ts';
import { describeRequest, type FuzzRequest } from '../testing/spec-fuzz/client.ts';
import { readFuzzOperations, type FuzzOperation } from '../testing/spec-fuzz/spec.ts';
import type { Choose } from '../testing/spec-fuzz/values.ts';
import { FUZZ_ROLES, startFuzzWorld, type FuzzWorld } from '../testing/spec-fuzz/world.ts';

const DEFAULT_SEED = 20_261_126;

function seedFromEnv(raw: string | undefined): { seed: number; picked: boolean } {
  if (!raw) return { seed: DEFAULT_SEED, picked: false };
  if (raw === 'random') return { seed: (Math.random() * 2 ** 31) | 0, picked: true };
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer or "random", got ${raw}`);
  return { seed, picked: false };
}

function countFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const count = Number(raw);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return count;
}

const { seed: SEED, picked } = seedFromEnv(process.env.FUZZ_SEED);
const RUNS: Record<Dialect, number> = { sqlite: countFromEnv('FUZZ_RUNS', 10_000), postgres: countFromEnv('FUZZ_PG_RUNS', 2_000) };
if (picked) console.log(`spec fuzz: FUZZ_SEED=random picked seed ${SEED} (replay with FUZZ_SEED=${SEED})`);

const KEEP_GOING = process.env.FUZZ_KEEP_GOING === '1';
const dialects = await testDialects();
const operations = readFuzzOperations();
const MARKERS = [POLLUTION_MARKER, 'polluted', 'role', 'isAdmin', 'status', 'userId'];

/** fast-check's gen() as the case builder's choices: every choice comes from the run's seed. */
function chooser(g: fc.GeneratorValue): Choose {
  return {
    int: (min, max) => g(fc.integer, { min, max }),
    pick: <T,>(items: readonly T[]): T => {
      const item = items[g(fc.nat, { max: items.length - 1 })];
      if (item === undefined && items.length === 0) throw new Error('pick from an empty list');
      return item as T;
    },
    seed: () => g(fc.integer),
    anyText: (maxLength) => g(fc.string, { unit: 'binary', maxLength }),
  };
}

/** Keeps the whole failing request (bodies can be 1 MB) where the message can point to it. */
function saveFailure(dialect: Dialect, request: FuzzRequest, extra: Record<string, unknown>): string {
  const file = join(tmpdir(), `ile-spec-fuzz-failure-${dialect}-${SEED}.json`);
  writeFileSync(file, JSON.stringify({ ...extra, method: request.method, url: request.url, headers: request.headers, bodyBase64: request.body?.toString('base64') ?? null }, null, 2));
  return file;
}

interface Tally {
  sent: number;
  byStatus: Map<number, number>;
  invalid: number;
  successes: Map<string, number>;
  byLabel: Map<string, number>;
  /** "operationId as role" pairs sent at least once. */
  pairs: Set<string>;
  /** Seconds since the start at every 1,000th request: shows whether requests slow down as the database fills. */
  marks: number[];
}

function bump<K>(map: Map<K, number>, key: K): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

describe('spec-driven fuzzing: the generator and the checker', () => {
  it('when openapi.yaml is read, then every operation has a role, a fixture row and a request the fuzzer can build', () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) expect(Object.keys(operation.responses).length, operation.operationId).toBeGreaterThan(0);
  });

  it('when an answer is a 500, undeclared, off-schema or leaks a stack, then the checker says so', () => {
    const signIn = operations.find((operation) => operation.operationId === 'signIn');
    if (!signIn) throw new Error('openapi.yaml has no signIn');
    const json = { 'content-type': 'application/json; charset=utf-8' };
    const ok = { status: 401, headers: json, text: JSON.stringify({ code: 'invalid_credentials', message: 'No.' }) };
    expect(responseProblems(signIn, ok, [])).toEqual([]);
    expect(responseProblems(signIn, { ...ok, status: 500 }, [])).toEqual(expect.arrayContaining([expect.stringContaining('a server error')]));
    expect(responseProblems(signIn, { ...ok, status: 418 }, [])).toEqual([expect.stringContaining('does not declare')]);
    expect(responseProblems(signIn, { ...ok, text: '{"code":"x"}' }, [])).toEqual([expect.stringContaining('does not match its declared schema')]);
    expect(responseProblems(signIn, { ...ok, status: 200 }, ['the body is not JSON'])).toEqual(expect.arrayContaining([expect.stringContaining('expected a 4xx')]));
    const stack = JSON.stringify({ code: 'internal', message: 'TypeError: x\n    at handler (/work/main/bff/src/app.ts:10:5)' });
    expect(responseProblems(signIn, { ...ok, text: stack }, [])).toEqual(expect.arrayContaining([expect.stringContaining('a stack frame')]));
  });

  it('when a payload pollutes Object.prototype, then the guard sees it, and it is clean again once removed', () => {
    const before = snapshotPrototypes();
    const proto = Object.prototype as Record<string, unknown>;
    proto[POLLUTION_MARKER] = 'yes';
    try {
      expect(prototypeChanges(before, MARKERS)).toEqual(expect.arrayContaining([expect.stringContaining(`Object.prototype gained ${POLLUTION_MARKER}`)]));
    } finally {
      delete proto[POLLUTION_MARKER];
    }
    expect(prototypeChanges(before, MARKERS)).toEqual([]);
  });

  it('when a case is built, then the spec (not the mutation’s name) decides whether it is invalid', () => {
    const signUp = operations.find((operation) => operation.operationId === 'signUp');
    if (!signUp) throw new Error('openapi.yaml has no signUp');
    const valid = { body: { name: 'Ngozi Bello', email: 'ngozi@example.ng', phone: '0803 123 4567', password: 'jollof-and-dodo-2026' } };
    let calls = 0;
    // A scripted chooser: always the first option, so "valid: fixture" then the same request.
    const first: Choose = { int: (min) => min, pick: (items) => { calls++; const item = items[0]; if (item === undefined) throw new Error('empty'); return item; }, seed: () => 1, anyText: () => '' };
    const fixture = buildCase(signUp, valid, first);
    expect(fixture.label).toBe('valid: fixture');
    expect(fixture.invalidBecause).toEqual([]);
    expect(calls).toBeGreaterThan(0);
    expect(JSON.parse(fixture.request.body?.toString('utf8') ?? '')).toEqual(valid.body);
  });
});

describe.each(dialects)('spec-driven fuzzing on %s', (dialect) => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld(dialect);
  });
  afterAll(async () => {
    await world?.close();
  });

  it('when each operation’s known-good request is sent by the role its x-roles allow, then it succeeds and matches the spec', async () => {
    const mismatches: string[] = [];
    for (const operation of operations) {
      const role = world.allowedRole(operation);
      const row = world.rowFor(operation);
      const fuzzCase = buildCase(operation, await world.prepared(operation), { int: (min) => min, pick: (items) => items[0] as never, seed: () => 1, anyText: () => '' });
      const res = await world.caller(role).send(fuzzCase.request);
      world.spent(operation);
      if (row.rotatesSession) await world.renew(role);
      const problems = responseProblems(operation, res, fuzzCase.invalidBecause);
      if (res.status !== row.success) problems.push(`expected ${row.success}, got ${res.status}: ${res.text.slice(0, 300)}`);
      if (problems.length) mismatches.push(`${operation.operationId} as ${role}: ${problems.join('; ')}`);
    }
    expect(mismatches).toEqual([]);
  }, 180_000);

  it(`when ${RUNS[dialect]} generated requests (seed ${SEED}) hit every operation as every role, then no 5xx, every answer as declared, every invalid request a 4xx, no stack, Object.prototype untouched`, async () => {
    const runs = RUNS[dialect];
    const tally: Tally = { sent: 0, byStatus: new Map(), invalid: 0, successes: new Map(), byLabel: new Map(), pairs: new Set(), marks: [] };
    const before = snapshotPrototypes();
    const started = performance.now();
    let failure: string | null = null;
    const distinct = new Map<string, string>();

    const property = fc.asyncProperty(fc.gen(), async (g) => {
      const choose = chooser(g);
      const operation: FuzzOperation = choose.pick(operations);
      const role = choose.pick(FUZZ_ROLES);
      const fuzzCase = buildCase(operation, await world.prepared(operation), choose);
      const res = await world.caller(role).send(fuzzCase.request);
      tally.sent++;
      tally.pairs.add(`${operation.operationId} as ${role}`);
      if (tally.sent % 1000 === 0) tally.marks.push((performance.now() - started) / 1000);
      bump(tally.byStatus, res.status);
      bump(tally.byLabel, fuzzCase.kind);
      if (fuzzCase.invalidBecause.length) tally.invalid++;
      const problems = [...responseProblems(operation, res, fuzzCase.invalidBecause), ...prototypeChanges(before, MARKERS)];
      if (res.status < 400) {
        bump(tally.successes, operation.operationId);
        if (isStateChanging(operation)) world.spent(operation);
      }
      if (world.rowFor(operation).rotatesSession && res.status < 400) await world.renew(role);
      if (problems.length) {
        const file = saveFailure(dialect, fuzzCase.request, { seed: SEED, dialect, operationId: operation.operationId, role, label: fuzzCase.label, status: res.status, problems, responseText: res.text.slice(0, 5000) });
        failure = [
          `${operation.operationId} as ${role}, ${fuzzCase.label}:`,
          ...problems.map((problem) => `  - ${problem}`),
          `  request (${role === 'signed out' ? 'a visitor' : `the ${role}`}'s session cookie and X-XSRF-TOKEN are added): ${describeRequest(world.baseUrl, fuzzCase.request, 600)}`,
          `  response: ${res.status} ${res.text.slice(0, 500)}`,
          `  the whole request: ${file}`,
          `  replay: FUZZ_SEED=${SEED} ${dialect === 'sqlite' ? `FUZZ_RUNS=${runs}` : `FUZZ_PG_RUNS=${runs}`} npm run test:fuzz`,
        ].join('\n');
        if (!KEEP_GOING) throw new Error(failure);
        const key = `${operation.operationId} ${res.status} ${problems.map((problem) => problem.replace(/[:(].*$/, '')).join(' | ')}`;
        if (!distinct.has(key)) distinct.set(key, failure);
      }
    });

    try {
      // No shrinking: the server keeps state, so a shrunk replay is not the same experiment; the seed replays the run exactly.
      await fc.assert(property, { seed: SEED, numRuns: runs, endOnFailure: true });
    } catch (error) {
      throw new Error(`spec fuzz on ${dialect} failed (seed ${SEED}) after ${tally.sent} requests:\n${failure ?? String(error)}`, { cause: error });
    }

    if (distinct.size) throw new Error(`spec fuzz on ${dialect} (seed ${SEED}): ${distinct.size} distinct failures\n\n${[...distinct.values()].join('\n\n')}`);
    const seconds = (performance.now() - started) / 1000;
    const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    const neverSucceeded = operations.filter((operation) => !tally.successes.has(operation.operationId)).map((operation) => operation.operationId);
    console.log(
      [
        `spec fuzz on ${dialect}: ${tally.sent} requests (${tally.invalid} invalid by the spec) in ${seconds.toFixed(1)} s, seed ${SEED}`,
        `  statuses: ${statuses}`,
        `  cases: ${[...tally.byLabel].sort(([, a], [, b]) => b - a).map(([name, count]) => `${name}×${count}`).join(', ')}`,
        `  operations with no 2xx/3xx in the random phase: ${neverSucceeded.length ? neverSucceeded.join(', ') : 'none'}`,
        `  operation × role pairs sent: ${tally.pairs.size} of ${operations.length * FUZZ_ROLES.length}`,
        `  seconds per 1,000 requests: ${tally.marks.map((mark, i) => (mark - (tally.marks[i - 1] ?? 0)).toFixed(1)).join(', ')}`,
      ].join('\n'),
    );
    expect(tally.sent).toBe(runs);
    expect(MUTATION_NAMES.length).toBeGreaterThan(10);
    // A full run (not a short FUZZ_RUNS try) must have sent every operation as every role.
    if (runs >= 3_000) {
      const missing = operations.flatMap((operation) => FUZZ_ROLES.map((role) => `${operation.operationId} as ${role}`)).filter((pair) => !tally.pairs.has(pair));
      expect(missing).toEqual([]);
    }
  }, 600_000);
});
