// When a write on SQLite is durable. With `synchronous = FULL` SQLite fsyncs the WAL file inside
// COMMIT, and better-sqlite3 runs COMMIT on the event loop's thread: every booking held the whole
// server still for the disk's flush (about 1 ms of a booking's 5 on the bench's machine, measured
// per statement). Instead the connections run with `synchronous = NORMAL`, under which a commit is
// written to the WAL but not synced (WAL mode stays consistent through a power cut at NORMAL, it
// only loses the latest commits), and a write answers only once an fdatasync of the WAL file, in
// libuv's thread pool, has finished after its commit: what FULL promised (nothing is answered
// before it is on disk), with the event loop free meanwhile, and one flush covering every commit
// made before it started (group commit: ten bookings committed during one flush share the next).
// Until that flush ends, a reader may already see a commit that a power cut would still undo; its
// writer has not answered yet, and any write built on it answers only after a later flush.
import { closeSync, fdatasync, open } from 'node:fs';

export type Flush = () => Promise<void>;

/**
 * Runs `sync` for every caller, but never two at once: a caller arriving while one runs waits for
 * the next, which then serves everyone who arrived meanwhile (its data may have missed the running one).
 */
export function groupFlushes(sync: () => Promise<void>): Flush {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const started = sync().finally(() => {
      running = null;
    });
    running = started;
    return started;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        // Another caller may have started one since the last ended: it began after our commits too.
        return running ?? start();
      });
    return next;
  };
}

export interface WalSync {
  /** fdatasync of the WAL file; no WAL file yet means nothing was written to it. */
  sync(): Promise<void>;
  /** Closes the file once the sync under way, if any, has ended. */
  close(): Promise<void>;
}

/**
 * The WAL file of `databaseFile`, opened at its first sync and kept open: it lasts as long as any
 * connection to the database is open (SQLite removes it when the last one closes), and the
 * database's own connections stay open until close(). One call into the thread pool per flush.
 */
export function walFile(databaseFile: string): WalSync {
  const wal = `${databaseFile}-wal`;
  let fd: number | null = null;
  let last: Promise<unknown> = Promise.resolve();
  const opened = (): Promise<number | null> =>
    new Promise((resolve, reject) => {
      if (fd !== null) return resolve(fd);
      open(wal, 'r', (err, opened) => {
        if (err?.code === 'ENOENT') return resolve(null);
        if (err) return reject(err);
        // A second sync may have opened it meanwhile: keep one.
        if (fd === null) fd = opened;
        else closeSync(opened);
        resolve(fd);
      });
    });
  return {
    sync() {
      const synced = opened().then(
        (handle) => handle === null ? undefined : new Promise<void>((resolve, reject) => fdatasync(handle, (err) => (err ? reject(err) : resolve()))),
      );
      last = synced.catch(() => undefined);
      return synced;
    },
    async close() {
      await last;
      if (fd !== null) closeSync(fd);
      fd = null;
    },
  };
}
