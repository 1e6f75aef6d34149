// A database that does not answer (refused, reset, timed out, shutting down, out of connections) is
// a passing outage, not a bug: the answer is 503 with Retry-After, as /readyz already says.
import { ConnectionAcquireTimeoutError, ConnectionError, DatabaseError, TimeoutError } from 'sequelize';
import { isRecord } from '@ile/domain';

/** Seconds a client is asked to wait: a restart or fail-over usually takes this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL: class 08 (connection exception), 57P01-03 (shutting down, cannot connect now), 53300 (too many connections).
const POSTGRES_CODES = /^(08...|57P0[123]|53300)$/;
// SQLite: the file is locked past busy_timeout, cannot be opened or read.
const SQLITE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_CANTOPEN', 'SQLITE_IOERR', 'SQLITE_FULL']);

function codeOf(err: unknown): string | null {
  return isRecord(err) && typeof err.code === 'string' ? err.code : null;
}

export function isDatabaseUnavailable(err: unknown): boolean {
  if (err instanceof ConnectionError || err instanceof ConnectionAcquireTimeoutError || err instanceof TimeoutError) return true;
  if (!(err instanceof DatabaseError)) return false;
  const code = codeOf(err.parent);
  if (code && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code) || SQLITE_CODES.has(code))) return true;
  return /Connection terminated|connection is closed|Client has encountered a connection error/i.test(err.parent.message);
}
