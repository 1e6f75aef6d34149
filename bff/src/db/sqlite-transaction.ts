// A write transaction on SQLite whose BEGIN, COMMIT and ROLLBACK run on the writer connection
// itself (the driver's runNow), not through sequelize.query: that pipeline builds a Query, formats
// an Error's stack and answers on a later turn of the event loop for each of them, about 6 % of a
// booking's server time (`npm run bench:bff` with BENCH_PROFILE_DIR). What `work` gets is a real
// Sequelize Transaction on that connection, so model queries and bound statements (statements.ts)
// inside it run as they did under sequelize.transaction(). Its afterCommit hooks tell the world
// outside (mail, pushes) and so wait for more than the COMMIT: they run once the write turn has
// ended, which on SQLite includes the WAL flush that makes the commit durable (db/index.ts,
// wal-flush.ts). Before, a confirmation mail could leave for a booking a power cut then undid.
// Only for db.write on SQLite.
import { Transaction, type Sequelize } from 'sequelize';
import { Database as SqliteConnection } from './sqlite-driver.ts';
import type { SqliteConnectionManager } from './sqlite-writer.ts';
import type { Exclusive } from './write-queue.ts';

/** What Sequelize's Transaction keeps and reads (sequelize.query, afterCommit) but its type leaves out. */
interface TransactionState {
  id: string;
  connection?: SqliteConnection;
  /** Set, later queries given this transaction are refused, as after Sequelize's own commit. */
  finished?: 'commit' | 'rollback';
  _afterCommitHooks: ((transaction: Transaction) => unknown)[];
}

/**
 * `work` in one transaction inside `turn` (the write queue, then the WAL flush); its afterCommit
 * hooks run after `turn` has ended, and only if the COMMIT succeeded.
 */
export async function sqliteWriteTransaction<T>(sequelize: Sequelize, turn: Exclusive, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  const { result, transaction } = await turn(() => committed(sequelize, work));
  const state = transaction as unknown as TransactionState;
  for (const hook of state._afterCommitHooks) await hook(transaction);
  return result;
}

async function committed<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<{ result: T; transaction: Transaction }> {
  const transaction = new Transaction(sequelize, { type: Transaction.TYPES.IMMEDIATE });
  const state = transaction as unknown as TransactionState;
  // With a transaction's id, the manager answers the one writer connection (sqlite-writer.ts).
  const connections = sequelize.connectionManager as unknown as SqliteConnectionManager;
  const connection = await connections.getConnection({ uuid: state.id });
  if (!(connection instanceof SqliteConnection)) throw new Error('sqlite-transaction: the writer is not a SQLite connection');
  state.connection = connection;
  // IMMEDIATE takes the write lock at BEGIN, so a transaction never fails half-way on upgrade.
  connection.runNow('BEGIN IMMEDIATE', {});
  let result: T;
  try {
    result = await work(transaction);
    connection.runNow('COMMIT', {});
  } catch (err) {
    state.finished = 'rollback';
    try {
      connection.runNow('ROLLBACK', {});
      connections.releaseConnection(connection);
    } catch {
      // Some failures (a full disk, an I/O error) end the transaction themselves, and a connection
      // whose state is unknown is not used again: without the writer, the next write opens a fresh one.
      await connections.destroyConnection(connection);
    }
    throw err;
  }
  state.finished = 'commit';
  connections.releaseConnection(connection);
  return { result, transaction };
}
