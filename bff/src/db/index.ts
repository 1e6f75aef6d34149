// The database wiring: one Sequelize instance (SQLite file through sqlite3, or PostgreSQL), its
// models, the migrations and the single write path every module uses.
import { Sequelize, Transaction } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';
import type { DataKeys } from '../config.ts';
import { attachCipher, createDataCipher, NO_DATA_CIPHER, type DataCipher } from './data-cipher.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { defineModels, type Models } from './models.ts';
import { sqlite3Module } from './sqlite3-module.ts';
import { createWriteQueue, type Exclusive } from './write-queue.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  sequelize: Sequelize;
  dialect: Dialect;
  models: Models;
  /** Seals personal data at rest (ID numbers) under DATA_ENCRYPTION_KEY; refuses every use when opened without keys. */
  cipher: DataCipher;
  /**
   * Runs `work` in one transaction; every write in the app goes through here. On SQLite the
   * transactions take turns (write-queue.ts), so never open a transaction around this, never nest
   * write() calls, and never await a write() inside an afterCommit hook (hooks run in the turn).
   * Pass the transaction to every query inside. afterCommit hooks (mail, pushes) run once the
   * COMMIT has returned, which on both databases means the commit is on disk.
   */
  write<T>(work: (transaction: Transaction) => Promise<T>): Promise<T>;
  /** Holds the write turn without a transaction, for writers outside write() (the session and rate-limit stores). */
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
  /** The data-encryption keys (config.dataKeys); tools that never touch sealed data may leave them out. */
  dataKeys?: DataKeys;
}

/** The advisory-lock number start-up takes on PostgreSQL (any constant no other code uses). */
const START_UP_LOCK = 4_015_330_101;

function connect(options: DbOptions): Sequelize {
  if (options.databaseUrl) return new Sequelize(options.databaseUrl, { dialect: 'postgres', logging: false, pool: { max: 10, min: 0, idle: 10_000 } });
  return new Sequelize({
    dialect: 'sqlite',
    dialectModule: sqlite3Module,
    storage: options.sqliteFile,
    logging: false,
    // IMMEDIATE takes the write lock at BEGIN, so a transaction never fails half-way on upgrade.
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
}

export async function createDb(options: DbOptions): Promise<Db> {
  const dialect: Dialect = options.databaseUrl ? 'postgres' : 'sqlite';
  const sequelize = connect(options);
  // WAL is a property of the file (no Sequelize option sets it): readers never wait for the writer;
  // SQLite checkpoints it itself.
  if (dialect === 'sqlite') await sequelize.query('PRAGMA journal_mode = WAL');
  else await sequelize.authenticate();

  const models = defineModels(sequelize);
  const cipher = options.dataKeys ? createDataCipher(options.dataKeys) : NO_DATA_CIPHER;
  // Migration 0014 seals the ID numbers stored before it; its context is the query interface.
  attachCipher(sequelize, cipher);
  const exclusive: Exclusive = dialect === 'sqlite' ? createWriteQueue() : (work) => work();

  const umzug = new Umzug({
    migrations: [...MIGRATIONS],
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });

  return {
    sequelize,
    dialect,
    models,
    cipher,
    write: (work) => exclusive(() => sequelize.transaction(work)),
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
        // Raw SQL: Sequelize has no advisory locks.
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
      await sequelize.authenticate();
    },
    async close() {
      // Writes already queued (a rate-limit hit given back as a response finished) end first.
      await exclusive(async () => {});
      await sequelize.close();
    },
  };
}
