// One writer at a time, in process order. SQLite allows a single writer per file, and Sequelize
// opens a separate SQLite connection per transaction: the queue makes them take turns in the
// process instead of each waiting out busy_timeout on the file lock.

export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

export function createWriteQueue(): Exclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = tail.then(work);
    // The next writer waits for this one whether it succeeds or fails.
    tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
}
