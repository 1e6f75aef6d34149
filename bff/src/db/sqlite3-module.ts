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
    let opened: ConfiguredDatabase | null = null;
    super(filename, mode, (err) => {
      if (err || !opened) return callback(err);
      opened.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      // Sequelize's first statement waits for these (its callback comes after them).
      opened.exec(CONNECTION_PRAGMAS, callback);
    });
    opened = this;
  }
}

export const sqlite3Module = { ...sqlite3, Database: ConfiguredDatabase };
