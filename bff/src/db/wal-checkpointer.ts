// Checkpoints of the SQLite databases, in a worker thread. A checkpoint copies the WAL's pages
// into the database file and syncs both; left automatic, SQLite runs one inside whichever COMMIT
// takes the WAL past 1,000 pages (every thirty-odd bookings), on the event loop's thread
// (better-sqlite3 is synchronous): the whole server stood still for its copy and its two syncs.
// The connections turn automatic checkpoints off (`wal_autocheckpoint = 0`) and one worker per
// process runs a PASSIVE checkpoint of each open database twice a second on its own connection:
// passive never waits for the readers or the writer, and never makes them wait.
//
// Passive alone never lets the WAL start over under steady writes: SQLite rewinds the WAL only
// when a write begins with every frame already copied, and commits keep landing while the worker
// copies. So after a pass that found more than WAL_PAGES_LIMIT pages, the worker asks for the
// write turn (writes queue behind it; reads and the event loop go on), copies the few frames
// committed during its pass, and gives the turn back; the next write then rewinds the WAL, which
// keeps its size bounded instead of growing by every booking's pages all day.
//
// The worker loads the same better-sqlite3 as the rest of the process, so one copy of SQLite
// serves every connection (see sqlite-driver.ts on why that matters).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const CHECKPOINT_EVERY_MS = 500;
/** SQLite's own automatic checkpoint size: about 4 MB of WAL. */
export const WAL_PAGES_LIMIT = 1000;

type Reply =
  | { type: 'added' | 'removed' | 'caught-up'; file: string }
  | { type: 'hold-writes'; file: string }
  | { type: 'failed'; file: string; message: string };

/** Plain CommonJS, evaluated by the worker: the bundled server and the TypeScript tests run the same code. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
// file → { db, holding }: holding while the write turn is asked for or held.
const open = new Map();
const report = (file, err) => parentPort.postMessage({ type: 'failed', file, message: String(err && err.message || err) });
const checkpoint = (file, entry) => {
  try { return entry.db.pragma('wal_checkpoint(PASSIVE)')[0]; } catch (err) { report(file, err); return null; }
};
const timer = setInterval(() => {
  for (const [file, entry] of open) {
    if (entry.holding) continue;
    const done = checkpoint(file, entry);
    // "log" is the WAL as this pass found it: commits made during the pass come after it.
    if (done && done.log > workerData.pagesLimit) {
      entry.holding = true;
      parentPort.postMessage({ type: 'hold-writes', file });
    }
  }
}, workerData.everyMs);
parentPort.on('message', ({ type, file }) => {
  if (type === 'add') {
    try {
      const db = new Database(file, { fileMustExist: true });
      db.pragma('wal_autocheckpoint = 0');
      open.set(file, { db, holding: false });
    } catch (err) { report(file, err); }
    parentPort.postMessage({ type: 'added', file });
  } else if (type === 'writes-held') {
    // No write runs now: this pass copies every frame, so the next write rewinds the WAL.
    const entry = open.get(file);
    if (entry) { checkpoint(file, entry); entry.holding = false; }
    parentPort.postMessage({ type: 'caught-up', file });
  } else if (type === 'remove') {
    try { open.get(file)?.db.close(); } catch (err) { report(file, err); }
    open.delete(file);
    parentPort.postMessage({ type: 'removed', file });
    if (open.size === 0) { clearInterval(timer); parentPort.close(); }
  }
});
`;

/** Holds the database's write turn while `work` runs (the write queue's turn, without a flush). */
export type HoldWrites = (work: () => Promise<void>) => Promise<void>;

interface Registration {
  onFailure: (message: string) => void;
  holdWrites: HoldWrites;
}

interface Checkpointer {
  worker: Worker;
  /** Each database's registrations: one per createDb on that file (tests open one file twice). */
  files: Map<string, Set<Registration>>;
  waiting: Map<string, () => void>;
  exited: boolean;
}

let current: Checkpointer | null = null;

function ask(checkpointer: Checkpointer, type: 'add' | 'remove' | 'writes-held', file: string): Promise<void> {
  const answer = { add: 'added', remove: 'removed', 'writes-held': 'caught-up' }[type];
  return new Promise((resolve) => {
    // Nobody left to answer (a hold that waited for the turn until after the last close).
    if (checkpointer.exited) return resolve();
    const key = `${answer}:${file}`;
    checkpointer.waiting.set(key, () => {
      checkpointer.waiting.delete(key);
      resolve();
    });
    checkpointer.worker.postMessage({ type, file });
  });
}

function startWorker(): Checkpointer {
  const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { betterSqlite3, everyMs: CHECKPOINT_EVERY_MS, pagesLimit: WAL_PAGES_LIMIT } });
  // Never what keeps the process alive.
  worker.unref();
  const checkpointer: Checkpointer = { worker, files: new Map(), waiting: new Map(), exited: false };
  const fail = (file: string | null, message: string) => {
    for (const [name, registrations] of checkpointer.files) {
      if (file === null || name === file) for (const { onFailure } of registrations) onFailure(message);
    }
  };
  worker.on('message', (reply: Reply) => {
    if (reply.type === 'failed') fail(reply.file, reply.message);
    else if (reply.type === 'hold-writes') {
      const [registration] = checkpointer.files.get(reply.file) ?? [];
      // A database closed meanwhile: the worker has let go of it too.
      if (!registration) return;
      registration.holdWrites(() => ask(checkpointer, 'writes-held', reply.file)).catch((err: unknown) => fail(reply.file, String(err)));
    } else checkpointer.waiting.get(`${reply.type}:${reply.file}`)?.();
  });
  worker.on('error', (err) => fail(null, `checkpoint worker: ${err.message}`));
  worker.on('exit', () => {
    checkpointer.exited = true;
    if (current === checkpointer) current = null;
    for (const done of [...checkpointer.waiting.values()]) done();
  });
  return checkpointer;
}

/**
 * Checkpoints `file` (an absolute path) in the background until the returned stop() resolves. The
 * last stop of a file closes the worker's connection to it, so the database's own connections,
 * closing after, remove its WAL; the last file's stop ends the worker.
 */
export async function checkpointInBackground(file: string, registration: Registration): Promise<() => Promise<void>> {
  const checkpointer = current ?? (current = startWorker());
  const registrations = checkpointer.files.get(file);
  if (registrations) registrations.add(registration);
  else {
    checkpointer.files.set(file, new Set([registration]));
    await ask(checkpointer, 'add', file);
  }
  let stopped = false;
  return async () => {
    const mine = checkpointer.files.get(file);
    if (stopped || !mine) return;
    stopped = true;
    mine.delete(registration);
    if (mine.size > 0) return;
    checkpointer.files.delete(file);
    // The worker ends itself after its last database: the next one starts a new worker.
    if (checkpointer.files.size === 0 && current === checkpointer) current = null;
    await ask(checkpointer, 'remove', file);
  };
}
