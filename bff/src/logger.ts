// A small structured logger: one JSON line per event, secrets and personal data (e-mail addresses,
// phones, codes) redacted before they are written.

import type { LogLevel } from './config.ts';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

// Field names whose values must never reach a log file, however deeply nested.
const SECRET_KEY = /pass(word)?|token|secret|cookie|authorization|session|csrf|hash|smtp/i;
/** Whole field names of a one-time code (not `statusCode` or `errorCode`). */
const CODE_KEY = /^(code|otp|pin)$/i;
const isSecretKey = (key: string) => SECRET_KEY.test(key) || CODE_KEY.test(key);

// Personal data in text (NDPA: logs carry ids, never contacts), replaced whatever the caller passed:
// e-mail addresses, Nigerian phones (+234…, 234…, 0…; spaces or dashes between digits) and 6-digit codes.
const EMAIL = /[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/g;
const PHONE = /(?<![\w-])(?:\+?234|0)[ -]?[789](?:[ -]?\d){9}(?!\w)/g;
const CODE = /(?<![\w.,:+-])\d{6}(?!\w|[.,:]\d)/g;

/** The text with e-mail addresses, phones and codes replaced. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]').replace(CODE, '[code]');
}

export function redact(value: unknown, depth = 0): unknown {
  if (depth > 5) return '[deep]';
  if (typeof value === 'string') return scrub(value);
  if (value instanceof Error) {
    return { name: value.name, message: scrub(value.message), stack: value.stack === undefined ? undefined : scrub(value.stack) };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] = isSecretKey(key) ? '[redacted]' : redact(inner, depth + 1);
    }
    return out;
  }
  return value;
}

function redactFields(fields: LogFields): LogFields {
  const out: LogFields = {};
  for (const [key, value] of Object.entries(fields)) out[key] = isSecretKey(key) ? '[redacted]' : redact(value, 1);
  return out;
}

export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const threshold = ORDER[level];
  const log = (at: Exclude<LogLevel, 'silent'>, message: string, fields?: LogFields) => {
    if (ORDER[at] < threshold) return;
    const entry = { time: new Date().toISOString(), level: at, msg: scrub(message), ...(fields ? redactFields(fields) : {}) };
    write(`${JSON.stringify(entry)}\n`);
  };
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
  };
}
