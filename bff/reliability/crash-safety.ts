// Crash safety: hundreds of concurrent bookings, each with its own Idempotency-Key, against the
// real server process; SIGKILL at a random moment (seeded); restart; resubmit every key that got
// no answer, plus a sample of answered keys (which must replay the same booking); repeat until
// every key has an answer, for many rounds. At the end every key has exactly one booking (none
// lost, none doubled) and, on SQLite, PRAGMA integrity_check says ok.
import { bookingCall, bookingIdOf, isReplay, type Answer, type BookingCall } from './http-client.ts';
import { signUpCustomers, type Customer } from './customers.ts';
import { bookingCounter, bookingRows, integrityCheck, type BookingCounter } from './database-check.ts';
import { randomInt, randomUuid, seededRandom, type Random } from './random.ts';
import { createInstallation, startServer, type Dialect, type RunningServer } from './real-server.ts';

export interface CrashOptions {
  dialect: Dialect;
  rounds: number;
  keysPerRound: number;
  customers: number;
  seed: number;
  /** Share of the keys answered before the kill that are sent again and must replay. */
  replaySample: number;
  log: (line: string) => void;
}

export interface CrashRound {
  round: number;
  keys: number;
  /** The kill came once this many answers had arrived, plus a random fraction of the mean gap between answers (both drawn from the seed). */
  killAfterAnswers: number;
  killMode: KillMode;
  /** at-commit: the kill came while the database held a booking whose answer had not arrived. */
  caughtCommit: boolean;
  answeredBeforeKill: number;
  /** Keys with no answer when the process died, sent again after the restart. */
  unansweredResubmitted: number;
  /** …of which the booking had been committed before the kill (the answer was lost): replayed. */
  committedButUnanswered: number;
  /** …of which nothing had been committed: booked now. */
  bookedAfterRestart: number;
  /** Answered keys sent again (the sample) and replayed with the same booking. */
  sampleReplays: number;
  /** 409 idempotency_in_flight answers, retried. */
  inFlightRetried: number;
  /** Waves of resubmission it took until every key had an answer. */
  resubmitWaves: number;
  /** SQLite integrity_check on the file as the killed process left it (before the restart repairs anything); null on PostgreSQL. */
  integrityAfterKill: string | null;
  /** Bookings in the database for the harness's customers after the round, and how many keys so far. */
  bookingsInDb: number;
  keysSoFar: number;
  restartMs: number;
  /** From sending the first wave to the process gone. */
  killMs: number;
  /** From the first resubmission to every key answered. */
  resubmitMs: number;
}

export interface CrashResult {
  dialect: Dialect;
  seed: number;
  keysPerRound: number;
  customers: number;
  rounds: CrashRound[];
  keys: number;
  distinctBookings: number;
  bookingsInDb: number;
  idempotencyRecords: number;
  lost: number;
  doubled: number;
  /** Answers other than 201 and 409 idempotency_in_flight (each a failure). */
  unexpected: string[];
  integrity: string | null;
  /** The exit code of the final SIGTERM stop. */
  finalExitCode: number | null;
  seconds: number;
  failures: string[];
}

interface KeyState {
  key: string;
  customer: Customer;
  call: BookingCall;
  bookingId: string | null;
}

function errorCodeOf(answer: Answer): string | null {
  if (answer.kind !== 'answer' || typeof answer.json !== 'object' || answer.json === null || !('error' in answer.json)) return null;
  const error: unknown = answer.json.error;
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : null;
}

/** conflict: the key was answered before with another booking (a doubled booking). */
type Outcome = 'booked' | 'replayed' | 'no-answer' | 'in-flight' | 'unexpected' | 'conflict';

/** Sends a key's booking and records what came back. */
async function submit(state: KeyState, conflicts: string[], unexpected: string[]): Promise<Outcome> {
  const answer = await state.customer.client.book(state.call, state.key);
  if (answer.kind === 'no-answer') return 'no-answer';
  if (answer.status === 409 && errorCodeOf(answer) === 'idempotency_in_flight') return 'in-flight';
  const id = bookingIdOf(answer);
  if (!id) {
    unexpected.push(`${answer.status} ${answer.text.slice(0, 160)}`);
    return 'unexpected';
  }
  if (state.bookingId && state.bookingId !== id) {
    conflicts.push(`key ${state.key} answered booking ${state.bookingId}, then ${id}`);
    return 'conflict';
  }
  state.bookingId ??= id;
  return isReplay(answer) ? 'replayed' : 'booked';
}

/**
 * Sends an already answered key again on a live server; a connection the restart left stale may
 * fail once without an answer, so that alone is retried (a browser retries it too).
 */
async function resend(state: KeyState, conflicts: string[], unexpected: string[]): Promise<Outcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await submit(state, conflicts, unexpected);
    if (outcome !== 'no-answer' || attempt === 3) return outcome;
  }
}

/**
 * How a round picks its kill moment, once its drawn number of answers are in:
 * - timed: after a further random part of the mean gap between answers, so the kill lands anywhere
 *   in the server's work on the next bookings;
 * - at-commit: as soon as the database holds more of the round's bookings than answers came back,
 *   i.e. between a commit and its answer (the case where a retry must replay, not book again).
 */
export type KillMode = 'timed' | 'at-commit';

/** Gives up waiting for a commit without an answer after this long, and kills anyway. */
const AT_COMMIT_WAIT_MS = 5_000;

interface Wave {
  states: KeyState[];
  server: RunningServer;
  killAfter: number;
  mode: KillMode;
  /** The round's bookings in the database before it started. */
  storedBefore: number;
  counter: BookingCounter;
  random: Random;
}

/** Fires every key at once and kills the server at the round's moment (with `killAfter` 0: within 20 ms of sending). */
async function firstWave(wave: Wave, conflicts: string[], unexpected: string[]) {
  let answered = 0;
  let inFlight = 0;
  let killed: Promise<void> | null = null;
  const kill = () => (killed ??= wave.server.kill());
  const started = performance.now();
  let armed = false;
  let caughtCommit = false;
  const watchCommits = async () => {
    const until = performance.now() + AT_COMMIT_WAIT_MS;
    while (!killed && performance.now() < until) {
      if ((await wave.counter.count()) > wave.storedBefore + answered) {
        caughtCommit = true;
        break;
      }
    }
    void kill();
  };
  const arm = () => {
    if (armed) return;
    armed = true;
    if (wave.mode === 'at-commit') void watchCommits();
    else setTimeout(() => void kill(), answered ? wave.random() * ((performance.now() - started) / answered) : wave.random() * 20);
  };
  const sent = wave.states.map(async (state) => {
    const outcome = await submit(state, conflicts, unexpected);
    if (outcome === 'in-flight') inFlight++;
    if (outcome === 'booked' || outcome === 'replayed') {
      answered++;
      if (answered >= wave.killAfter) arm();
    }
  });
  if (wave.killAfter === 0) arm();
  await Promise.all(sent);
  // Every request answered before the chosen moment (only if the server answers faster than it dies).
  await kill();
  return { answered, inFlight, caughtCommit };
}

export async function runCrashSafety(options: CrashOptions): Promise<CrashResult> {
  const { dialect, log } = options;
  const started = performance.now();
  const random = seededRandom(options.seed);
  const failures: string[] = [];
  const conflicts: string[] = [];
  const unexpected: string[] = [];
  const rounds: CrashRound[] = [];
  const installation = await createInstallation(dialect);
  let server = await startServer(installation);
  const all: KeyState[] = [];
  let finalExitCode: number | null = null;
  let integrity: string | null = null;
  let rows = { bookingIds: [] as string[], idempotencyRecords: 0 };
  try {
    const customers = await signUpCustomers(installation.baseUrl, options.customers, `crash-${options.seed}-${dialect}`);
    const userIds = customers.map((c) => c.userId);
    log(`${customers.length} customers signed up in ${((performance.now() - started) / 1000).toFixed(1)} s (server start included)`);
    log(`crash safety on ${dialect}: ${options.rounds} rounds × ${options.keysPerRound} concurrent bookings, ${customers.length} customers, seed ${options.seed} (CRASH_SEED=${options.seed} replays it)`);
    log('round  keys  kill@ (mode)          answered  unanswered→resent  committed-unanswered  booked-after  sample-replays  409-retried  waves  integrity-after-kill  bookings/keys  ms: to-kill restart resend');

    for (let round = 1; round <= options.rounds; round++) {
      const states: KeyState[] = Array.from({ length: options.keysPerRound }, () => {
        const n = all.length;
        const customer = customers[randomInt(random, customers.length)];
        if (!customer) throw new Error('no customers');
        const state: KeyState = { key: randomUuid(random), customer, call: bookingCall(n), bookingId: null };
        all.push(state);
        return state;
      });
      const killAfter = randomInt(random, options.keysPerRound);
      const mode: KillMode = random() < 0.5 ? 'timed' : 'at-commit';
      const counter = await bookingCounter(installation, userIds);
      const waveStarted = performance.now();
      const first = await firstWave({ states, server, killAfter, mode, storedBefore: all.length - states.length, counter, random }, conflicts, unexpected).finally(() => counter.close());
      const killMs = performance.now() - waveStarted;
      const integrityAfterKill = await integrityCheck(installation).catch((err: unknown) => `could not check: ${String(err)}`);

      const restartStarted = performance.now();
      server = await startServer(installation);
      const restartMs = performance.now() - restartStarted;

      const answeredBefore = states.filter((s) => s.bookingId);
      const unansweredFirst = states.filter((s) => !s.bookingId);
      // A sample of keys already answered (this round's and earlier rounds'), which must replay.
      const sampleSize = Math.max(5, Math.round(answeredBefore.length * options.replaySample));
      const answeredAll = all.filter((s) => s.bookingId && !states.includes(s));
      const sample = [
        ...pick(answeredBefore, sampleSize, random),
        ...pick(answeredAll, Math.min(5, answeredAll.length), random),
      ];
      let sampleReplays = 0;
      await Promise.all(
        sample.map(async (state) => {
          const outcome = await resend(state, conflicts, unexpected);
          if (outcome === 'replayed') sampleReplays++;
          else failures.push(`${dialect} round ${round}: answered key ${state.key} sent again gave ${outcome}, not a replay of ${state.bookingId}`);
        }),
      );

      let committedButUnanswered = 0;
      let bookedAfterRestart = 0;
      let inFlightRetried = first.inFlight;
      let waves = 0;
      let pending = unansweredFirst;
      const resubmitStarted = performance.now();
      while (pending.length) {
        waves++;
        if (waves > 20) {
          failures.push(`${dialect} round ${round}: ${pending.length} keys still without an answer after 20 waves`);
          break;
        }
        if (waves > 1) await new Promise((resolve) => setTimeout(resolve, 100));
        const outcomes = await Promise.all(pending.map((state) => submit(state, conflicts, unexpected)));
        for (const outcome of outcomes) {
          if (outcome === 'replayed') committedButUnanswered++;
          if (outcome === 'booked') bookedAfterRestart++;
          if (outcome === 'in-flight') inFlightRetried++;
        }
        pending = pending.filter((s) => !s.bookingId);
      }

      const resubmitMs = performance.now() - resubmitStarted;
      rows = await bookingRows(installation, userIds);
      const result: CrashRound = {
        round,
        keys: states.length,
        killAfterAnswers: killAfter,
        killMode: mode,
        caughtCommit: first.caughtCommit,
        answeredBeforeKill: first.answered,
        unansweredResubmitted: unansweredFirst.length,
        committedButUnanswered,
        bookedAfterRestart,
        sampleReplays,
        inFlightRetried,
        resubmitWaves: waves,
        integrityAfterKill,
        bookingsInDb: rows.bookingIds.length,
        keysSoFar: all.length,
        restartMs,
        killMs,
        resubmitMs,
      };
      rounds.push(result);
      log(
        [
          String(round).padEnd(5),
          String(result.keys).padEnd(5),
          `${killAfter} (${mode === 'timed' ? 'timed' : first.caughtCommit ? 'at a commit' : 'at-commit, none'})`.padEnd(20),
          String(result.answeredBeforeKill).padEnd(9),
          String(result.unansweredResubmitted).padEnd(18),
          String(committedButUnanswered).padEnd(21),
          String(bookedAfterRestart).padEnd(13),
          `${sampleReplays}/${sample.length}`.padEnd(15),
          String(inFlightRetried).padEnd(12),
          String(waves).padEnd(6),
          String(integrityAfterKill ?? 'n/a (PostgreSQL)').padEnd(21),
          `${result.bookingsInDb}/${result.keysSoFar}`.padEnd(14),
          `${killMs.toFixed(0)} ${restartMs.toFixed(0)} ${resubmitMs.toFixed(0)}`,
        ].join(' '),
      );
      if (integrityAfterKill !== null && integrityAfterKill !== 'ok') failures.push(`${dialect} round ${round}: integrity_check after the kill: ${integrityAfterKill}`);
      if (result.bookingsInDb !== result.keysSoFar) failures.push(`${dialect} round ${round}: ${result.bookingsInDb} bookings in the database for ${result.keysSoFar} keys`);
    }

    // A last look at a sample of every round's keys on the final process.
    const finalSample = pick(all, Math.min(50, all.length), random);
    await Promise.all(
      finalSample.map(async (state) => {
        const outcome = await resend(state, conflicts, unexpected);
        if (outcome !== 'replayed') failures.push(`${dialect}: final replay of key ${state.key} gave ${outcome}`);
      }),
    );

    finalExitCode = await server.stop();
    if (finalExitCode !== 0) failures.push(`${dialect}: the final SIGTERM stop exited with ${finalExitCode}`);
    // Read-only, after the process is gone: what a restart would find.
    integrity = await integrityCheck(installation);
    rows = await bookingRows(installation, userIds);
  } finally {
    await server.kill();
    await installation.destroy();
  }

  const answeredIds = all.map((s) => s.bookingId);
  const distinct = new Set(answeredIds.filter((id): id is string => id !== null));
  const stored = new Set(rows.bookingIds);
  // Lost: a key without an answer, or answered with a booking the database does not have.
  const lost = answeredIds.filter((id) => id === null || !stored.has(id)).length;
  // Doubled: a booking no key's answer names (a second booking for some key), two keys sharing one
  // booking, or a key answered with two different bookings.
  const doubled = rows.bookingIds.filter((id) => !distinct.has(id)).length + (all.length - distinct.size - answeredIds.filter((id) => id === null).length) + conflicts.length;
  if (lost) failures.push(`${dialect}: ${lost} keys lost their booking`);
  if (doubled) failures.push(`${dialect}: ${doubled} doubled bookings (${conflicts.slice(0, 3).join('; ')})`);
  if (rows.bookingIds.length !== all.length) failures.push(`${dialect}: ${rows.bookingIds.length} bookings in the database for ${all.length} keys`);
  if (rows.idempotencyRecords !== all.length) failures.push(`${dialect}: ${rows.idempotencyRecords} idempotency records for ${all.length} keys`);
  if (integrity !== null && integrity !== 'ok') failures.push(`${dialect}: integrity_check after the final stop: ${integrity}`);
  if (unexpected.length) failures.push(`${dialect}: ${unexpected.length} unexpected answers, e.g. ${unexpected.slice(0, 3).join(' | ')}`);

  return {
    dialect,
    seed: options.seed,
    keysPerRound: options.keysPerRound,
    customers: options.customers,
    rounds,
    keys: all.length,
    distinctBookings: distinct.size,
    bookingsInDb: rows.bookingIds.length,
    idempotencyRecords: rows.idempotencyRecords,
    lost,
    doubled,
    unexpected,
    integrity,
    finalExitCode,
    seconds: (performance.now() - started) / 1000,
    failures,
  };
}

/** Up to `count` distinct items, drawn with the seeded source. */
function pick<T>(items: T[], count: number, random: Random): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length) {
    const [item] = pool.splice(randomInt(random, pool.length), 1);
    if (item !== undefined) chosen.push(item);
  }
  return chosen;
}
