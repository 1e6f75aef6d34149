// The database wiring: one Sequelize instance (SQLite file or PostgreSQL), its models, the
// migrations and the single write path every module uses.
import { Sequelize, Transaction } from 'sequelize';
import { resolve } from 'node:path';
import { SequelizeStorage, Umzug } from 'umzug';
import { createLogger, type Logger } from '../logger.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { defineModels, type Models } from './models.ts';
import { createColumnTypesCache, rememberColumnTypes, type ColumnTypesCache } from './sqlite-column-types.ts';
import { Database as SqliteConnection, sqliteDriver } from './sqlite-driver.ts';
import { sqliteWriteTransaction } from './sqlite-transaction.ts';
import { shareOneWriterConnection } from './sqlite-writer.ts';
import { checkpointInBackground } from './wal-checkpointer.ts';
import { groupFlushes, walFile, type Flush } from './wal-flush.ts';
import { createWriteQueue, type Exclusive } from './write-queue.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  sequelize: Sequelize;
  dialect: Dialect;
  models: Models;
  /**
   * Runs `work` in one transaction; every write in the app goes through here. On SQLite the
   * transactions are queued one at a time (see write-queue.ts), all on one long-lived connection
   * (sqlite-writer.ts), so never open a transaction around this; on PostgreSQL it is a plain
   * transaction. Pass the transaction to every query inside, and never nest write() calls. Its
   * afterCommit hooks (mail, pushes) run once the commit is durable: on SQLite after the WAL
   * flush that follows it (sqlite-transaction.ts), on PostgreSQL after its COMMIT.
   */
  write<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  /** Holds the write turn without a transaction, for writers that manage their own statements (the session store). */
  exclusive: Exclusive;
  migrate(): Promise<string[]>;
  /**
   * Runs `work` while no other process on this database runs its own `oneAtATime` work: instances
   * that start together on one PostgreSQL migrate and seed in turn instead of racing to create the
   * same tables and rows (a PostgreSQL advisory lock). SQLite has one process: it just runs `work`.
   */
  oneAtATime<T>(work: () => Promise<T>): Promise<T>;
  pendingMigrations(): Promise<string[]>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres://… ; null for SQLite. */
  databaseUrl: string | null;
  sqliteFile: string;
  /** Where background failures go (SQLite's checkpoints); errors only, by default. */
  logger?: Pick<Logger, 'error'>;
}

const SQLITE_BUSY_TIMEOUT_MS = 5000;
/** The advisory-lock number start-up takes on PostgreSQL (any constant no other code uses). */
const START_UP_LOCK = 4_015_330_101;

function run(connection: SqliteConnection, sql: string): Promise<void> {
  return new Promise((resolve, reject) => connection.run(sql, (err: Error | null) => (err ? reject(err) : resolve())));
}

/**
 * Sequelize's SQLite driver opens a new connection for every transaction and offers no hook for
 * it, so the per-connection settings are applied by wrapping getConnection.
 */
function applySqlitePragmasToEveryConnection(sequelize: Sequelize, columnTypes: ColumnTypesCache): void {
  const manager = sequelize.connectionManager;
  const getConnection = manager.getConnection.bind(manager);
  const prepared = new WeakSet<object>();
  manager.getConnection = async (options) => {
    const connection = await getConnection(options);
    if (connection instanceof SqliteConnection && !prepared.has(connection)) {
      prepared.add(connection);
      rememberColumnTypes(connection, columnTypes);
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      await run(connection, 'PRAGMA foreign_keys = ON');
      // A committed booking or payment survives a power cut: each write waits for the WAL's flush
      // off the event loop before it answers (wal-flush.ts), which NORMAL leaves to us.
      await run(connection, 'PRAGMA synchronous = NORMAL');
      // Checkpoints run in a worker thread (wal-checkpointer.ts), never inside a request's COMMIT.
      await run(connection, 'PRAGMA wal_autocheckpoint = 0');
    }
    return connection;
  };
}

/**
 * SQLite's write turn: one writer at a time, each answered only once a flush of the WAL begun after
 * its commit ends (wal-flush.ts). The flush waits outside the turn, so the next writer goes on meanwhile.
 */
function flushedAfterEach(queue: Exclusive, flush: Flush): Exclusive {
  return async (work) => {
    const result = await queue(work);
    await flush();
    return result;
  };
}

export async function createDb(options: DbOptions): Promise<Db> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const sequelize = options.databaseUrl
    ? new Sequelize(options.databaseUrl, { dialect: 'postgres', logging: false, pool: { max: 10, min: 0, idle: 10_000 } })
    : new Sequelize({ dialect: 'sqlite', dialectModule: sqliteDriver, storage: options.sqliteFile, logging: false });

  if (dialect === 'sqlite') {
    applySqlitePragmasToEveryConnection(sequelize, createColumnTypesCache());
    shareOneWriterConnection(sequelize);
    // WAL is a property of the file: set once, readers never wait for the writer.
    await sequelize.query('PRAGMA journal_mode = WAL');
  } else {
    await sequelize.authenticate();
  }
  const file = resolve(options.sqliteFile);
  const logger = options.logger ?? createLogger('error');
  const queue = createWriteQueue();
  const stopCheckpoints =
    dialect === 'sqlite'
      ? await checkpointInBackground(file, {
          onFailure: (message) => logger.error('sqlite checkpoint failed', { file, message }),
          // The checkpoint's last pass waits its turn among the writes (wal-checkpointer.ts).
          holdWrites: (work) => queue(work),
        })
      : async () => {};
  // SQLite only (PostgreSQL makes its own commits durable): the WAL file each write is flushed to.
  const wal = dialect === 'sqlite' ? walFile(file) : null;

  const models = defineModels(sequelize);
  const exclusive: Exclusive = wal ? flushedAfterEach(queue, groupFlushes(() => wal.sync())) : (work) => work();

  const umzug = new Umzug({
    migrations: [...MIGRATIONS],
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });

  const write = <T>(work: (transaction: Transaction) => Promise<T>): Promise<T> =>
    dialect === 'sqlite' ? sqliteWriteTransaction(sequelize, exclusive, work) : sequelize.transaction(work);

  return {
    sequelize,
    dialect,
    models,
    write,
    exclusive,
    async migrate() {
      const done = await exclusive(() => umzug.up());
      return done.map((migration) => migration.name);
    },
    async oneAtATime(work) {
      if (dialect === 'sqlite') return work();
      // The lock belongs to this transaction's connection and ends with it; `work` runs on the
      // pool's other connections meanwhile, so it must not wait for this one.
      const holder = await sequelize.transaction();
      try {
        await sequelize.query('SELECT pg_advisory_xact_lock($lock)', { bind: { lock: START_UP_LOCK }, transaction: holder });
        const result = await work();
        await holder.commit();
        return result;
      } catch (error) {
        await holder.rollback();
        throw error;
      }
    },
    async pendingMigrations() {
      const pending = await umzug.pending();
      return pending.map((migration) => migration.name);
    },
    async ping() {
      await sequelize.query('SELECT 1');
    },
    async close() {
      await stopCheckpoints();
      await sequelize.close();
      await wal?.close();
    },
  };
}
