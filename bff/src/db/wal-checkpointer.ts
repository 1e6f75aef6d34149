// Checkpoints of the SQLite databases, in a worker thread. A checkpoint copies the WAL's pages
// into the database file and syncs both; left automatic, SQLite runs one inside whichever COMMIT
// takes the WAL past 1,000 pages, on the event loop's thread (better-sqlite3 is synchronous): a
// stall of several milliseconds every hundred or so bookings, the slowest answers of a busy minute.
// The connections turn automatic checkpoints off (`wal_autocheckpoint = 0`) and one worker per
// process runs a PASSIVE checkpoint of each open database twice a second on its own connection:
// passive never waits for the readers or the writer, and never makes them wait.
//
// The worker loads the same better-sqlite3 as the rest of the process, so one copy of SQLite
// serves every connection (see sqlite-driver.ts on why that matters).
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const CHECKPOINT_EVERY_MS = 500;

type Reply = { type: 'added' | 'removed'; file: string } | { type: 'failed'; file: string; message: string };

/** Plain CommonJS, evaluated by the worker: the bundled server and the TypeScript tests run the same code. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.betterSqlite3);
const open = new Map();
const report = (file, err) => parentPort.postMessage({ type: 'failed', file, message: String(err && err.message || err) });
const timer = setInterval(() => {
  for (const [file, db] of open) {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (err) { report(file, err); }
  }
}, workerData.everyMs);
parentPort.on('message', ({ type, file }) => {
  if (type === 'add') {
    try {
      const db = new Database(file, { fileMustExist: true });
      db.pragma('wal_autocheckpoint = 0');
      open.set(file, db);
    } catch (err) { report(file, err); }
    parentPort.postMessage({ type: 'added', file });
  } else if (type === 'remove') {
    try { open.get(file)?.close(); } catch (err) { report(file, err); }
    open.delete(file);
    parentPort.postMessage({ type: 'removed', file });
    if (open.size === 0) { clearInterval(timer); parentPort.close(); }
  }
});
`;

interface Checkpointer {
  worker: Worker;
  /** Each database's failure reporters: one per createDb on that file (tests open one file twice). */
  files: Map<string, Set<(message: string) => void>>;
  waiting: Map<string, () => void>;
}

let current: Checkpointer | null = null;

function startWorker(): Checkpointer {
  const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { betterSqlite3, everyMs: CHECKPOINT_EVERY_MS } });
  // Never what keeps the process alive.
  worker.unref();
  const checkpointer: Checkpointer = { worker, files: new Map(), waiting: new Map() };
  const fail = (file: string | null, message: string) => {
    for (const [name, reporters] of checkpointer.files) if (file === null || name === file) for (const report of reporters) report(message);
  };
  worker.on('message', (reply: Reply) => {
    if (reply.type === 'failed') fail(reply.file, reply.message);
    else checkpointer.waiting.get(`${reply.type}:${reply.file}`)?.();
  });
  worker.on('error', (err) => fail(null, `checkpoint worker: ${err.message}`));
  worker.on('exit', () => {
    if (current === checkpointer) current = null;
    for (const done of [...checkpointer.waiting.values()]) done();
  });
  return checkpointer;
}

function ask(checkpointer: Checkpointer, type: 'add' | 'remove', file: string): Promise<void> {
  return new Promise((resolve) => {
    const key = `${type === 'add' ? 'added' : 'removed'}:${file}`;
    checkpointer.waiting.set(key, () => {
      checkpointer.waiting.delete(key);
      resolve();
    });
    checkpointer.worker.postMessage({ type, file });
  });
}

/**
 * Checkpoints `file` (an absolute path) in the background until the returned stop() resolves. The
 * last stop of a file closes the worker's connection to it, so the database's own connections,
 * closing after, remove its WAL; the last file's stop ends the worker.
 */
export async function checkpointInBackground(file: string, onFailure: (message: string) => void): Promise<() => Promise<void>> {
  const checkpointer = current ?? (current = startWorker());
  const reporters = checkpointer.files.get(file);
  if (reporters) reporters.add(onFailure);
  else {
    checkpointer.files.set(file, new Set([onFailure]));
    await ask(checkpointer, 'add', file);
  }
  let stopped = false;
  return async () => {
    const mine = checkpointer.files.get(file);
    if (stopped || !mine) return;
    stopped = true;
    mine.delete(onFailure);
    if (mine.size > 0) return;
    checkpointer.files.delete(file);
    // The worker ends itself after its last database: the next one starts a new worker.
    if (checkpointer.files.size === 0 && current === checkpointer) current = null;
    await ask(checkpointer, 'remove', file);
  };
}
