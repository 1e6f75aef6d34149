// A write transaction on SQLite whose BEGIN, COMMIT and ROLLBACK run on the writer connection
// itself (the driver's runNow), not through sequelize.query: that pipeline builds a Query, formats
// an Error's stack and answers on a later turn of the event loop for each of them, about 6 % of a
// booking's server time (`npm run bench:bff` with BENCH_PROFILE_DIR). What `work` gets is a real
// Sequelize Transaction on that connection, so model queries and bound statements (statements.ts)
// inside it run as they did under sequelize.transaction(), and its afterCommit hooks run once the
// COMMIT has succeeded. Only for db.write on SQLite, which already gives it the write turn.
import { Transaction, type Sequelize } from 'sequelize';
import { Database as SqliteConnection } from './sqlite-driver.ts';
import type { SqliteConnectionManager } from './sqlite-writer.ts';

/** What Sequelize's Transaction keeps and reads (sequelize.query, afterCommit) but its type leaves out. */
interface TransactionState {
  id: string;
  connection?: SqliteConnection;
  /** Set, later queries given this transaction are refused, as after Sequelize's own commit. */
  finished?: 'commit' | 'rollback';
  _afterCommitHooks: ((transaction: Transaction) => unknown)[];
}

export async function sqliteWriteTransaction<T>(sequelize: Sequelize, work: (transaction: Transaction) => Promise<T>): Promise<T> {
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
  for (const hook of state._afterCommitHooks) await hook(transaction);
  return result;
}
