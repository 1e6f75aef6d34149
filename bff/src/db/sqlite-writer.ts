// On SQLite every write transaction runs on one connection kept open for the process's life.
// Sequelize's SQLite driver opens a connection per transaction and closes it at the end: the file
// opened, the schema read and parsed again and the pragmas set, for every booking, all while
// holding the single write turn. Write transactions already take turns (write-queue.ts), so one
// long-lived connection serves them all, one after the other; reads outside a transaction keep
// Sequelize's default connection, which in WAL mode never waits for the writer.
import type { Sequelize } from 'sequelize';

/** Its key in Sequelize's list of open connections (closed with the others by sequelize.close()). */
const WRITER = 'ile-writer';

/**
 * The parts of Sequelize's SQLite connection manager this replaces (its declared type is the
 * dialect-neutral one); sqlite-transaction.ts takes and gives back the writer through them.
 */
export interface SqliteConnectionManager {
  getConnection(options?: { uuid?: string }): Promise<object>;
  releaseConnection(connection: object, force?: boolean): unknown;
  destroyConnection(connection: object): Promise<void>;
}

/** Only for SQLite, and only where write transactions never overlap (db.write queues them). */
export function shareOneWriterConnection(sequelize: Sequelize): void {
  const manager = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const releaseConnection = manager.releaseConnection.bind(manager);
  const destroyConnection = manager.destroyConnection.bind(manager);
  let writer: Promise<object> | null = null;
  let open: object | null = null;

  function closeWriter(): void {
    const connection = open;
    open = null;
    writer = null;
    // Sequelize's release closes a connection that carries a uuid and drops it from its list.
    if (connection) releaseConnection(Object.assign(connection, { uuid: WRITER }), true);
  }

  manager.getConnection = (options) => {
    const uuid = options?.uuid;
    // A transaction asks with its own id; every other query uses the default connection.
    if (!uuid || uuid === 'default') return getConnection(options);
    writer ??= getConnection({ ...options, uuid: WRITER }).then(
      (connection) => (open = connection),
      (err: unknown) => {
        writer = null;
        throw err;
      },
    );
    return writer;
  };
  // The end of a transaction: the writer stays open for the next one.
  manager.releaseConnection = (connection, force) => {
    if (connection !== open) return releaseConnection(connection, force);
    if (force) closeWriter();
    return undefined;
  };
  // A transaction whose rollback failed leaves the connection in an unknown state: the next one opens afresh.
  manager.destroyConnection = (connection) => {
    if (connection !== open) return destroyConnection(connection);
    closeWriter();
    return Promise.resolve();
  };
}
