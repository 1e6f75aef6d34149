// The sqlite3 module Sequelize is given (its documented `dialectModule` option): node-sqlite3
// itself, with each connection's settings applied as it opens. Sequelize's SQLite dialect opens a
// connection per transaction and has no afterConnect hook, and these settings belong to a connection.
import sqlite3 from 'sqlite3';

export const SQLITE_BUSY_TIMEOUT_MS = 5000;

// foreign_keys: off unless asked, on every connection. synchronous = FULL: a commit is on disk
// before it is answered (in WAL mode, NORMAL may lose the last commits to a power cut).
const CONNECTION_PRAGMAS = 'PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;';

class ConfiguredDatabase extends sqlite3.Database {
  constructor(filename: string, mode: number, callback: (err: Error | null) => void) {
    // node-sqlite3 calls back with an error, or calls back and emits 'open' once open.
    super(filename, mode, (err) => {
      if (err) callback(err);
    });
    this.once('open', () => {
      this.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      // Sequelize's first statement waits for these (its callback comes after them).
      this.exec(CONNECTION_PRAGMAS, callback);
    });
  }
}

export const sqlite3Module = { ...sqlite3, Database: ConfiguredDatabase };
